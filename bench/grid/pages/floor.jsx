import { createRoot } from 'react-dom/client';
import { Card, makeItems } from './items.jsx';

// The floor under every grid: React, the same 10,000 items and the ~24 cards of a first
// viewport, in normal flow with no grid at all. Only its mount is measured.
const items = makeItems();
createRoot(document.getElementById('root')).render(
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
    {items.slice(0, 24).map((item) => (
      <Card key={item.id} item={item} />
    ))}
  </div>,
);
