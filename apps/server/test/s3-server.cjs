// The tests' S3 server: s3rver (a real S3 HTTP protocol implementation) on loopback, in its own
// process so the SDK talks to it over TCP exactly as to a real bucket. Started by s3-setup.ts
// with --openssl-legacy-provider: s3rver makes ListObjectsV2 continuation tokens with DES.
// Usage: node --openssl-legacy-provider s3-server.cjs <dir>; prints `port <n>` once listening.
const fs = require('node:fs');
const path = require('node:path');
const S3rver = require('s3rver');
const FilesystemStore = require('s3rver/lib/stores/filesystem');

// S3 makes a PutObject visible all at once: a reader gets the old object or the new, never a
// torn one. s3rver writes the object, its md5 and its metadata in place, so a GET beside a PUT of
// the same key could read a half-written file (several Tack nodes storing the same image at once
// did, and answered 500). Here each PUT is written in a staging folder beside the store and
// renamed into place, object first, so this server keeps S3's rule.
const staging = `${process.argv[2]}-staging`;
fs.mkdirSync(staging, { recursive: true });
let staged = 0;
const putInPlace = FilesystemStore.prototype.putObject;
FilesystemStore.prototype.putObject = async function putObject(object) {
  const folder = path.join(staging, String(++staged));
  const store = Object.create(this, {
    getResourcePath: { value: (bucket, key, resource) => path.join(folder, resource) },
  });
  try {
    const result = await putInPlace.call(store, object);
    const target = (resource) => this.getResourcePath(object.bucket, object.key, resource);
    await fs.promises.mkdir(path.dirname(target('object')), { recursive: true });
    for (const resource of ['object', 'object.md5', 'metadata.json'])
      await fs.promises.rename(path.join(folder, resource), target(resource));
    return result;
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
};

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: process.argv[2],
  // Signed URLs are checked: a wrong signature is refused, as by S3.
  allowMismatchedSignatures: false,
});
server.run().then(
  ({ port }) => console.log(`port ${port}`),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
process.on('SIGTERM', () =>
  server.close().then(() => {
    fs.rmSync(staging, { recursive: true, force: true });
    process.exit(0);
  }),
);
