// Types for server.mjs's `startProcess`, used by apps/server/test/feed-reference.test.ts.
export interface StartedProcess {
  url: string;
  /** SIGTERM to its process group, SIGKILL after 10 s; resolves once it has exited. */
  stop(): Promise<void>;
  /** CPU time (user + system, ms) used so far by its process group. */
  cpuMs(): number;
}
export declare function startProcess(
  name: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs: number,
): Promise<StartedProcess>;
