import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/dialect.ts';
import { shareIdsAmong } from '../lib/ids.ts';
import { createStorage } from '../modules/media/create-storage.ts';
import { scheduleMediaGc } from '../modules/media/media-gc.ts';

/** Which server process this is: `index` of `count` (1-based), one process when count is 1. */
export interface WorkerSlot {
  index: number;
  count: number;
}

/**
 * One serving process: the app on its own database connection (SQLite) or pool (PostgreSQL),
 * listening on the shared port. Worker 1 also runs the media cleanup (a timer, not a job row,
 * so it must run in one process only). On SIGTERM or SIGINT it stops accepting, lets requests
 * in flight finish, then closes the database and exits 0.
 */
export async function serve(config: Config, slot: WorkerSlot): Promise<{ port: number }> {
  shareIdsAmong(slot.count, slot.index - 1);
  const database = openDatabase(config.databaseUrl);
  const storage = createStorage(config);
  const app = await buildApp(config, { database, storage });

  // Media a crash or an abandoned upload left behind goes after the grace period (media-gc.ts).
  if (slot.index === 1 && config.mediaGc.intervalMs > 0) {
    const gc = scheduleMediaGc(database.db, storage, { ...config.mediaGc, log: app.log });
    app.addHook('onClose', () => gc.stop());
  }

  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: draining`);
      const force = setTimeout(() => process.exit(1), 10_000).unref();
      app
        .close()
        .then(() => database.close())
        .then(() => {
          clearTimeout(force);
          process.exit(0);
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        });
    });
  }
  return { port: (app.server.address() as { port: number }).port };
}
