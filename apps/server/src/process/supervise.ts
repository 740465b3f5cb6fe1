import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';

/** How long the workers have to drain after SIGTERM before they are killed. */
const STOP_GRACE_MS = 15_000;

/**
 * The primary of `TACK_WORKERS` server processes (node:cluster; they share the port). Each worker
 * is started with its slot number in TACK_WORKER_INDEX; one that dies after it was serving is
 * replaced in the same slot, one that fails before it listens (a fault every worker would hit:
 * the port is taken, the database is unreachable) stops the server. SIGTERM or SIGINT is passed
 * to every worker, which drains; the primary exits once they have.
 */
export function superviseWorkers(
  config: Config,
  log: Logger,
  onListening: (port: number) => void,
): void {
  const workers = new Map<number, Worker>();
  let stopping = false;
  let listening = 0;

  const start = (index: number) => {
    const worker = cluster.fork({ TACK_WORKER_INDEX: String(index) });
    workers.set(index, worker);
    let served = false;
    worker.on('listening', (address) => {
      served = true;
      // The first time every slot is up: the server is ready.
      if (++listening === config.workers) onListening(address.port);
    });
    worker.on('exit', (code, signal) => {
      workers.delete(index);
      if (stopping) return;
      if (!served) {
        log.error(`worker ${index} failed at start (${signal ?? `exit ${code}`}): stopping`);
        stop(1);
        return;
      }
      log.error(`worker ${index} exited (${signal ?? `exit ${code}`}): starting another`);
      setTimeout(() => !stopping && start(index), 1000).unref();
    });
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    const left = [...workers.values()];
    if (!left.length) process.exit(code);
    const force = setTimeout(() => {
      for (const w of workers.values()) w.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    let exited = 0;
    for (const w of left) {
      w.once('exit', (workerCode) => {
        if (workerCode) code ||= 1;
        if (++exited === left.length) {
          clearTimeout(force);
          process.exit(code);
        }
      });
      w.process.kill('SIGTERM');
    }
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      log.info(`${signal}: stopping ${workers.size} workers`);
      stop(0);
    });
  for (let index = 1; index <= config.workers; index++) start(index);
}
