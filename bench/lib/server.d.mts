// Types for what the tests use of server.mjs: `startProcess` (feed-reference.test.ts),
// `TACK_MAIN`, `tackCommand`, `buildTack` and `freePort` (server-process.ts, global-setup.ts,
// redis-server.ts, the commands' tests).
/** Node's arguments for Tack as `npm start` runs it: the compiled bundle. */
export declare const TACK_MAIN: string[];
/** Node's arguments for an operator command (`admin-cli`, ...) as its npm script runs it. */
export declare function tackCommand(
  name: 'admin-cli' | 'backup-cli' | 'media-gc-cli' | 'media-migrate-cli' | 'migrate-cli',
): string[];
/** Compiles the server and the operator commands to apps/server/dist/, as `npm start` does. */
export declare function buildTack(): void;
/** A port free on loopback now, for a server about to start. */
export declare function freePort(): Promise<number>;
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
