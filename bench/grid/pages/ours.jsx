import { useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { Masonry } from '@tack/masonry';
import { impressions } from '../../../apps/web/src/features/events/impression-tracker.ts';
import { COLUMN, Card, FOOTER, GUTTER, makeItems, whenMounted } from './items.jsx';

const items = makeItems();
const getKey = (it) => it.id;
// With impression tracking on, as the app's grid runs it: every card registers with the one
// shared observer through a ref (web/features/events/use-impression.ts does the same).
function TrackedCard({ item, style }) {
  const ref = useCallback(
    (el) => (el ? impressions.track(el, { pinId: item.id, carousel: false }) : undefined),
    [item.id],
  );
  return <Card item={item} style={style} cardRef={ref} />;
}
const renderItem = ({ item, style }) => <TrackedCard item={item} style={style} />;
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
