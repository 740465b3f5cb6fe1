import { createRoot } from 'react-dom/client';
import { Masonry } from '@tack/masonry';
import { COLUMN, Card, FOOTER, GUTTER, makeItems, whenMounted } from './items.jsx';

const items = makeItems();
const getKey = (it) => it.id;
const renderItem = ({ item, style }) => <Card item={item} style={style} />;
// Overscan: half a viewport above and below (the default).
whenMounted(() =>
  createRoot(document.getElementById('root')).render(
    <Masonry
      items={items}
      getKey={getKey}
      renderItem={renderItem}
      columnWidth={COLUMN}
      gutter={GUTTER}
      footerHeight={FOOTER}
    />,
  ),
);
