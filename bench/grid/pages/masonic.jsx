import { createRoot } from 'react-dom/client';
import { Masonry } from 'masonic';
import { COLUMN, Card, GUTTER, cardHeight, makeItems, whenMounted } from './items.jsx';

const items = makeItems();
// masonic measures every card (ResizeObserver); its best case is an estimate equal to the true
// mean height, so batches are sized right, and columns of exactly the cards' width.
const estimate = Math.round(items.reduce((sum, it) => sum + cardHeight(it), 0) / items.length);
const Render = ({ data }) => <Card item={data} />;
const itemKey = (d) => d.id;
// overscanBy 1.5 renders [top - 0.75 viewport, top + 1.5 viewports]: the same half viewport
// below the fold as the other two grids (its default, 2, renders a whole one).
whenMounted(() =>
  createRoot(document.getElementById('root')).render(
    <Masonry
      items={items}
      render={Render}
      columnWidth={COLUMN}
      maxColumnWidth={COLUMN}
      columnGutter={GUTTER}
      rowGutter={GUTTER}
      overscanBy={1.5}
      itemHeightEstimate={estimate}
      itemKey={itemKey}
    />,
  ),
);
