import { loadConfig } from '../config.ts';
import { openDatabase } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';

const config = loadConfig();
const { db, engine, close } = openDatabase(config.databaseUrl);
try {
  const applied = await migrateToLatest(db);
  console.log(
    `${engine}: ${applied.length ? `applied ${applied.join(', ')}` : 'already up to date'}`,
  );
} finally {
  await close();
}
