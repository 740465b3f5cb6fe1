/** Seeded data for the tests (not exported from the package). */
export function prng(seed: number): () => number {
  let s = seed % 2147483647 || 1;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

/** Images of every aspect from 1:2 to 2:1, at a few source widths. */
export function randomItems(n: number, seed: number): { width: number; height: number }[] {
  const rnd = prng(seed);
  return Array.from({ length: n }, () => {
    const width = [236, 474, 600, 736, 1200][Math.floor(rnd() * 5)]!;
    return { width, height: Math.round(width * (0.5 + rnd() * 1.5)) };
  });
}
