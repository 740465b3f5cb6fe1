import { parse } from 'range-parser';

/**
 * The one byte range a `Range` header asks of a `size`-byte file (range-parser reads the header):
 * null to send the whole file (no header, a header it can't read, another unit, or several
 * ranges, which players do not ask for), 'unsatisfiable' for a range past the end (416).
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const result = parse(size, header);
  if (result.code & 2) return 'unsatisfiable';
  if (result.code !== 0 || result.type !== 'bytes' || result.ranges.length !== 1) return null;
  const { start, end } = result.ranges[0]!;
  return { start, end };
}
