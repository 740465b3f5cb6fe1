// The shape of the discovery benchmark's database, shared by generate.ts, measure.ts and run.mjs.
// BENCH_DISCOVERY_PINS scales everything (e.g. 20000 for a quick try); BENCH_DISCOVERY_DIR moves
// the cache (default: <tmpdir>/tack-bench-discovery).
import os from 'node:os';
import path from 'node:path';

export const PINS = Number(process.env.BENCH_DISCOVERY_PINS ?? 1_000_000);
export const USERS = Math.max(50, Math.round(PINS / 200)); // 5,000 at 1M pins
export const BOARDS = Math.max(200, Math.round(PINS / 50)); // 20,000 at 1M pins
export const INTERESTS = 500;
export const DAYS = 365;
export const REPIN_SHARE = 0.15;

/** Planted search words: one in ~2% of pins, one in ~0.01%. No generated word starts with them. */
export const COMMON_WORD = 'sourdough';
export const COMMON_SHARE = 0.02;
export const RARE_WORD = 'quokka';
export const RARE_SHARE = 0.0001;

/** The signed-in viewer: follows boards, people and interests, hid pins, unfollowed a few sources. */
export const VIEWER = 'bench_viewer';
export const VIEWER_FOLLOWS = { boards: 20, users: 10, interests: 5 };
export const VIEWER_HIDDEN = { home: 40, search: 10 };
export const VIEWER_UNFOLLOWS = { board: 2, user: 2, interest: 1 };

/** Bump when the generator changes: older cache files are then ignored. */
export const VERSION = 2;
/** A cached database whose newest pin is older than this is rebuilt (the feed looks 30 days back). */
export const MAX_AGE_DAYS = 7;

export const CACHE_DIR =
  process.env.BENCH_DISCOVERY_DIR ?? path.join(os.tmpdir(), 'tack-bench-discovery');
export const dbFile = (pins = PINS) => path.join(CACHE_DIR, `pins-${pins}-v${VERSION}.sqlite`);
