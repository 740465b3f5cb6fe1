import { createRoot } from 'react-dom/client';
import { Masonry } from 'gestalt';
import { COLUMN, Card, GUTTER, cardHeight, makeItems, whenMounted } from './items.jsx';

const items = makeItems();
// Gestalt's best case: a measurement store already holding every card's true height, so it
// positions without a measuring pass.
const store = Masonry.createMeasurementStore();
for (const it of items) store.set(it, cardHeight(it));
const renderItem = ({ data }) => <Card item={data} />;
const scrollContainer = () => window;
// virtualBufferFactor 0.5: half a viewport above and below, like ours (its default is 0.7).
whenMounted(() =>
  createRoot(document.getElementById('root')).render(
    <Masonry
      items={items}
      renderItem={renderItem}
      columnWidth={COLUMN}
      gutterWidth={GUTTER}
      layout="basicCentered"
      virtualize
      virtualBufferFactor={0.5}
      measurementStore={store}
      scrollContainer={scrollContainer}
    />,
  ),
);
