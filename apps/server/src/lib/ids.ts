import { randomInt } from 'node:crypto';

let lastMs = 0;
let lastSuffix = 0;
/** This process's share of each millisecond's suffixes: `offset`, `offset + stride`, ... */
let stride = 1;
let offset = 0;

/**
 * Gives this process its own suffixes when several server processes write to one database
 * (`TACK_WORKERS`): worker `index` of `count` makes only suffixes equal to `index` modulo `count`,
 * so two workers can never make the same id in the same millisecond.
 */
export function shareIdsAmong(count: number, index: number): void {
  stride = count;
  offset = index % count;
  lastMs = 0;
}

/**
 * A new stable string id: milliseconds since the epoch then 6 digits. Ids sort by creation
 * time, so feeds can page by id alone; within one millisecond this process counts up from a
 * random start, so ids it makes are strictly increasing.
 */
export function newId(now = Date.now()): string {
  if (now === lastMs && lastSuffix + stride <= 999_999) {
    lastSuffix += stride;
  } else {
    lastMs = now;
    lastSuffix = randomInt(0, Math.floor(500_000 / stride)) * stride + offset;
  }
  return `${now}${String(lastSuffix).padStart(6, '0')}`;
}

export const nowIso = (): string => new Date().toISOString();

/** The smallest id made at or after this time: `id > idAt(t)` selects what was made since t. */
export const idAt = (ms: number): string => `${Math.floor(ms)}000000`;
