// The same 10,000 items for every library: 236-wide cards, image aspect 1:2 to 2:1, a 30 px title.
export const FOOTER = 30;
export function makeItems(n = 10000) {
  let s = 12345;
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: n }, (_, i) => {
    const ratio = 0.5 + rnd() * 1.5;
    return {
      id: `i${i}`,
      width: 236,
      height: Math.round(236 * ratio),
      color: `hsl(${Math.floor(rnd() * 360)},60%,70%)`,
      title: `Item ${i}`,
    };
  });
}
export function Card({ item }) {
  return (
    <div style={{ width: 236 }}>
      <div style={{ height: item.height, background: item.color, borderRadius: 16 }} />
      <div style={{ height: 30, lineHeight: '30px', fontSize: 14 }}>{item.title}</div>
    </div>
  );
}
