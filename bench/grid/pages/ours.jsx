import { createRoot } from 'react-dom/client';
import { Masonry } from '@tack/masonry';
import { COLUMN, Card, FOOTER, GUTTER, makeItems } from './items.jsx';

const items = makeItems();
const getKey = (it) => it.id;
const renderItem = ({ item }) => <Card item={item} />;
// Overscan: half a viewport above and below (the default).
createRoot(document.getElementById('root')).render(
  <Masonry
    items={items}
    getKey={getKey}
    renderItem={renderItem}
    columnWidth={COLUMN}
    gutter={GUTTER}
    footerHeight={FOOTER}
  />,
);
