// `npm run media:gc`: removes unused media now (the server also does it at start and every
// MEDIA_GC_INTERVAL_SECONDS). Same configuration as the server; MEDIA_GC_GRACE_SECONDS applies.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/dialect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createStorage } from './modules/media/create-storage.ts';
import { collectMediaGarbage } from './modules/media/media-gc.ts';

const config = loadConfig();
const { db, close } = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(db);
  const r = await collectMediaGarbage(db, createStorage(config), config.mediaGc);
  console.log(
    `removed ${r.imagesRemoved} unused images and ${r.filesRemoved} files; kept ${r.filesKept} files`,
  );
} finally {
  await close();
}
