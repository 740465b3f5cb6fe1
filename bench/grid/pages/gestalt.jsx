import { createRoot } from 'react-dom/client';
import { Masonry } from 'gestalt';
import { Card, FOOTER, makeItems } from './items.jsx';

const items = makeItems();
// Gestalt's best case: a measurement store already holding every item's true height.
const store = Masonry.createMeasurementStore();
for (const it of items) store.set(it, it.height + FOOTER);
createRoot(document.getElementById('root')).render(
  <Masonry
    items={items}
    renderItem={({ data }) => <Card item={data} />}
    columnWidth={236}
    gutterWidth={16}
    layout="basicCentered"
    virtualize
    measurementStore={store}
    scrollContainer={() => window}
  />,
);
