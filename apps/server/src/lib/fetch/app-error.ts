import { AppError } from '../errors.ts';
import { FetchRefused } from './refusal.ts';

/**
 * A fetch refusal as the answer to the call that asked for it: its 4xx and words, on the field
 * that gave the address. Anything else is passed on unchanged.
 */
export function fetchErrorFor(err: unknown, field: string): unknown {
  if (err instanceof FetchRefused)
    return new AppError(err.status, `fetch_${err.reason}`, err.message, field);
  return err;
}

/** `fn`, with a fetch refusal turned into the field's 4xx. */
export async function withFetchErrors<T>(field: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw fetchErrorFor(err, field);
  }
}
