import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/dialect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoMessages } from '../demo/messages.ts';
import { seedDemo } from '../demo/seed.ts';
import { createStorage } from '../modules/media/create-storage.ts';

/**
 * What happens once per start, before any process serves: migrations, then the demo content
 * into an empty database. The primary runs it before it starts the workers, so no two processes
 * migrate or seed at once.
 */
export async function prepareData(config: Config, log: Logger): Promise<void> {
  const database = openDatabase(config.databaseUrl, { poolSize: 2 });
  try {
    await migrateToLatest(database.db);
    if (!config.demo) return;
    const seeded = await seedDemo(database.db, createStorage(config), {
      pins: config.demoPins,
      log: (m) => log.info(m),
      limits: config.upload,
    });
    if (!seeded) return;
    const messages = config.demoMessages ? await seedDemoMessages(database.db) : 0;
    log.info(
      `demo content ready: ${seeded.users} users, ${seeded.boards} boards, ${seeded.pins} pins, ${messages} messages`,
    );
  } finally {
    await database.close();
  }
}
