import { buildApp } from './app.ts';
import { ConfigError, loadConfig, startupWarnings, type Config } from './config.ts';
import { openDatabase } from './db/dialect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createStorage } from './modules/media/create-storage.ts';
import { scheduleMediaGc } from './modules/media/media-gc.ts';
import { DEMO_LOGIN, seedDemo } from './demo/seed.ts';
import { seedDemoMessages } from './demo/messages.ts';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

const database = openDatabase(config.databaseUrl);
await migrateToLatest(database.db);
const storage = createStorage(config);
const app = await buildApp(config, { database, storage });
for (const warning of startupWarnings(config)) app.log.warn(warning);

if (config.demo) {
  const seeded = await seedDemo(database.db, storage, {
    pins: config.demoPins,
    log: (m) => app.log.info(m),
    limits: config.upload,
  });
  if (seeded) {
    const messages = config.demoMessages ? await seedDemoMessages(database.db) : 0;
    app.log.info(
      `demo content ready: ${seeded.users} users, ${seeded.boards} boards, ${seeded.pins} pins, ${messages} messages`,
    );
  }
}

// Media a crash or an abandoned upload left behind goes after the grace period (media-gc.ts).
if (config.mediaGc.intervalMs > 0) {
  const gc = scheduleMediaGc(database.db, storage, { ...config.mediaGc, log: app.log });
  app.addHook('onClose', () => gc.stop());
}

await app.listen({ port: config.port, host: config.host });
const port = (app.server.address() as { port: number }).port;
console.log(`\n  Tack is running at http://localhost:${port}/`);
if (config.demo) console.log(`  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n`);

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
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
      .catch((err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}
