import { createRoot } from 'react-dom/client';
import { Masonry } from '@tack/masonry';
import { Card, FOOTER, makeItems } from './items.jsx';

const items = makeItems();
const getKey = (it) => it.id;
const renderItem = ({ item }) => <Card item={item} />;
createRoot(document.getElementById('root')).render(
  <Masonry
    items={items}
    getKey={getKey}
    renderItem={renderItem}
    columnWidth={236}
    gutter={16}
    footerHeight={FOOTER}
  />,
);
