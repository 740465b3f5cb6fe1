import { randomInt } from 'node:crypto';

/**
 * A new stable string id: milliseconds since the epoch then 6 random digits. Ids sort by
 * creation time, so feeds can page by id alone.
 */
export function newId(now = Date.now()): string {
  return `${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export const nowIso = (): string => new Date().toISOString();
