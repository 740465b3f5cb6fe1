import { randomInt } from 'node:crypto';

let lastMs = 0;
let lastSuffix = 0;

/**
 * A new stable string id: milliseconds since the epoch then 6 digits. Ids sort by creation
 * time, so feeds can page by id alone; within one millisecond this process counts up from a
 * random start, so ids it makes are strictly increasing.
 */
export function newId(now = Date.now()): string {
  if (now === lastMs && lastSuffix < 999_999) {
    lastSuffix += 1;
  } else {
    lastMs = now;
    lastSuffix = randomInt(0, 500_000);
  }
  return `${now}${String(lastSuffix).padStart(6, '0')}`;
}

export const nowIso = (): string => new Date().toISOString();

/** The smallest id made at or after this time: `id > idAt(t)` selects what was made since t. */
export const idAt = (ms: number): string => `${Math.floor(ms)}000000`;
