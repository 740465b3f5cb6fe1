// Types for first-difference.mjs, imported by apps/server/test/feed-reference.test.ts.
export declare function firstDifference(
  a: string,
  b: string,
  names?: [string, string],
): string | null;
