/**
 * Pure rules for reading an uploaded zip safely (zip-reader.ts applies them while it reads).
 */
export interface ZipLimits {
  /** Files (entries) a zip may hold. */
  maxEntries: number;
  /** Bytes all its files may unpack to, together. */
  maxUnzippedBytes: number;
  /** How much more than its packed size one file may unpack to. */
  maxRatio: number;
}

/** Below this a file's compression ratio is not held against it (a page of repeated text). */
export const RATIO_FLOOR_BYTES = 1024 * 1024;

/**
 * Why an entry's name is refused, or null: a name that is absolute, names a drive, uses
 * backslashes, holds a NUL, or climbs out with `..` could write outside the folder it is
 * unpacked into (zip slip), whoever unpacks it later.
 */
export function zipNameProblem(name: string): string | null {
  if (!name) return 'an empty name';
  if (name.includes('\0')) return 'a NUL character';
  if (name.includes('\\')) return 'a backslash';
  if (name.startsWith('/')) return 'an absolute path';
  if (/^[a-z]:/i.test(name)) return 'a drive letter';
  if (name.split('/').some((part) => part === '..')) return 'a ".." step out of its folder';
  return null;
}

/** Whether one entry's declared sizes look like a decompression bomb. */
export function bombByRatio(
  compressedSize: number,
  uncompressedSize: number,
  maxRatio: number,
): boolean {
  if (uncompressedSize <= RATIO_FLOOR_BYTES) return false;
  return compressedSize === 0 || uncompressedSize / compressedSize > maxRatio;
}

export const gib = (bytes: number) =>
  bytes >= 2 ** 30
    ? `${(bytes / 2 ** 30).toFixed(bytes % 2 ** 30 ? 1 : 0)} GB`
    : `${Math.round(bytes / 2 ** 20)} MB`;
