/** The tail of each signature's queue: the last holder's promise, settled when it is done. */
const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `fn` while no other holder of the same image signature in this process runs: an upload
 * storing an image and the media cleanup removing its files never interleave (the cleanup checks
 * the row again once it holds the lock). Another process is kept apart only by the cleanup's grace
 * period.
 */
export function withImageLock<T>(signature: string, fn: () => Promise<T>): Promise<T> {
  const before = tails.get(signature) ?? Promise.resolve();
  const run = before.then(fn, fn);
  const tail = run.catch(() => {});
  tails.set(signature, tail);
  void tail.then(() => {
    if (tails.get(signature) === tail) tails.delete(signature);
  });
  return run;
}
