// The same 10,000 items for every page: 236-wide cards, image aspect 1:2 to 2:1 (seeded), and a
// 30 px title line under the coloured box.
export const COLUMN = 236;
export const GUTTER = 16;
export const FOOTER = 30;
export function makeItems(n = 10000) {
  let s = 12345;
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: n }, (_, i) => {
    const ratio = 0.5 + rnd() * 1.5;
    return {
      id: `i${i}`,
      width: COLUMN,
      height: Math.round(COLUMN * ratio),
      color: `hsl(${Math.floor(rnd() * 360)},60%,70%)`,
      title: `Item ${i}`,
    };
  });
}
/** Height of a whole card: what masonic would measure and Gestalt's store is filled with. */
export const cardHeight = (item) => item.height + FOOTER;
export function Card({ item }) {
  return (
    <div data-card="" style={{ width: COLUMN }}>
      <div style={{ height: item.height, background: item.color, borderRadius: 16 }} />
      <div style={{ height: FOOTER, lineHeight: `${FOOTER}px`, fontSize: 14 }}>{item.title}</div>
    </div>
  );
}
