// `npm run media:migrate -- --to s3` copies the local media directory (MEDIA_DIR) into the bucket
// (S3_*); `--to local` copies the bucket back. Resumable: run it again after a stop and it skips
// what is already there. Then set MEDIA_STORAGE to the destination and restart. Copying while
// the server runs is fine; run it once more after switching to catch uploads made meanwhile.
import { loadConfig } from './config.ts';
import { LocalStorage } from './modules/media/local-storage.ts';
import { migrateMedia } from './modules/media/media-migrate.ts';
import { S3Storage } from './modules/media/s3-storage.ts';

const to = process.argv[process.argv.indexOf('--to') + 1];
if (!process.argv.includes('--to') || (to !== 's3' && to !== 'local')) {
  console.error('Usage: npm run media:migrate -- --to s3|local');
  process.exit(2);
}
const config = loadConfig();
if (!config.s3) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, credentials) to name the bucket.');
  process.exit(2);
}
const local = new LocalStorage(config.mediaDir);
const s3 = new S3Storage(config.s3);
const [from, dest] = to === 's3' ? [local, s3] : [s3, local];
const started = Date.now();
const mb = (n: number) => (n / 1048576).toFixed(1);
console.log(
  to === 's3'
    ? `copying ${config.mediaDir} to s3://${config.s3.bucket}`
    : `copying s3://${config.s3.bucket} to ${config.mediaDir}`,
);
const r = await migrateMedia(from, dest, {
  onProgress: (p) =>
    console.log(
      `${p.seen} objects: ${p.copied} copied (${mb(p.bytesCopied)} MB), ${p.skipped} already there, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ),
});
console.log(`done: ${r.copied} copied, ${r.skipped} already there. Now set MEDIA_STORAGE=${to}.`);
s3.client.destroy();
