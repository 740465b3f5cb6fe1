import cluster from 'node:cluster';
import { pino } from 'pino';
import { ConfigError, loadConfig, startupWarnings, type Config } from './config.ts';
import { DEMO_LOGIN } from './demo/seed.ts';
import { prepareData } from './process/prepare.ts';
import { serve } from './process/serve.ts';
import { superviseWorkers } from './process/supervise.ts';

// `npm start` runs this file compiled (apps/server/dist/main.js, built by apps/server/build.mjs);
// tests and the e2e runner run it from source through tsx.
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

const ready = (port: number) => {
  const processes = config.workers > 1 ? ` (${config.workers} server processes)` : '';
  console.log(`\n  Tack is running at http://localhost:${port}/${processes}`);
  if (config.demo) console.log(`  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n`);
};

if (cluster.isPrimary) {
  const log = pino({ level: config.logLevel });
  for (const warning of startupWarnings(config)) log.warn(warning);
  // Migrations and the demo content once, before anything serves.
  await prepareData(config, log);
  if (config.workers === 1) ready((await serve(config, { index: 1, count: 1 })).port);
  else superviseWorkers(config, log, ready);
} else {
  await serve(config, { index: Number(process.env.TACK_WORKER_INDEX), count: config.workers });
}
