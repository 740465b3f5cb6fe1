// Seeds a large account into a Tack DATA_DIR's SQLite database and media store for the export
// benchmark: `node --import tsx bench/export/seed.ts <dataDir> <userId> <pins>`.
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/dialect.ts';
import { LocalStorage } from '../../apps/server/src/modules/media/local-storage.ts';
import { seedLargeAccount } from '../../apps/server/src/modules/export/export-load.testing.ts';

const [dataDir, userId, pins] = process.argv.slice(2);
if (!dataDir || !userId || !pins) throw new Error('usage: seed.ts <dataDir> <userId> <pins>');
const database = openDatabase(`sqlite:${path.join(dataDir, 'tack.db')}`);
try {
  const { imageBytes } = await seedLargeAccount({
    db: database.db,
    storage: new LocalStorage(path.join(dataDir, 'media')),
    userId,
    pins: Number(pins),
    boards: 40,
    imageSide: Number(process.env.BENCH_EXPORT_IMAGE_SIDE ?? 320),
  });
  process.stdout.write(JSON.stringify({ imageBytes }));
} finally {
  await database.close();
}
