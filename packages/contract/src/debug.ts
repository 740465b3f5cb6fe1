import { z } from 'zod';
import { FEED_SOURCES } from './debug-rules.ts';

/**
 * What the home feed tells an employee about each pin when asked with a `deb_` parameter
 * (debug-rules.ts): absent for everyone else.
 */
export const PinDebug = z.object({
  source: z.enum(FEED_SOURCES),
  /** The followed board, person or interest, or the saved topic, by name; null for others. */
  sourceLabel: z.string().nullable(),
  /** Place on its page, from 1. */
  position: z.number().int().positive(),
  /** The rule that put it there, in words. */
  ranking: z.string(),
  /** Milliseconds the server took to build this page. */
  serverMs: z.number().nonnegative(),
});
export type PinDebug = z.infer<typeof PinDebug>;
