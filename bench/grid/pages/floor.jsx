import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Card, makeItems, whenMounted } from './items.jsx';

// The floor under every grid: React, the same 10,000 items and the cards any grid must show,
// with no grid at all. It mounts the 24 cards of a first viewport in normal flow, and for each
// viewport scrolled it swaps in 19 new cards (what the grids mount per viewport) in a fixed box
// over a tall page: what is left of a grid's script once its own work is taken away.
const items = makeItems();
const SHOWN = 24;
const PER_VIEWPORT = 19;

function Floor() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const onScroll = () => setStep(Math.round(window.scrollY / window.innerHeight));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const first = step * PER_VIEWPORT;
  return (
    <>
      <div style={{ height: 200_000 }} />
      <div className="floor">
        {items.slice(first, first + SHOWN).map((item) => (
          <Card key={item.id} item={item} />
        ))}
      </div>
    </>
  );
}

whenMounted(() => createRoot(document.getElementById('root')).render(<Floor />));
