import { createRoot } from 'react-dom/client';
import { Masonry } from 'masonic';
import { Card, makeItems } from './items.jsx';

const items = makeItems();
const Render = ({ data }) => <Card item={data} />;
createRoot(document.getElementById('root')).render(
  <Masonry
    items={items}
    render={Render}
    columnWidth={236}
    columnGutter={16}
    overscanBy={2}
    itemHeightEstimate={500}
    itemKey={(d) => d.id}
  />,
);
