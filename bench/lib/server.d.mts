// Types for what the tests use of server.mjs: `startProcess` (feed-reference.test.ts),
// `TACK_MAIN` and `buildTack` (server-process.ts, global-setup.ts).
/** Node's arguments for Tack as `npm start` runs it: the compiled bundle. */
export declare const TACK_MAIN: string[];
/** Compiles the server to apps/server/dist/main.js, as `npm start` does. */
export declare function buildTack(): void;
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
