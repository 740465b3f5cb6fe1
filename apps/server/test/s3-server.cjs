// The tests' S3 server: s3rver (a real S3 HTTP protocol implementation) on loopback, in its own
// process so the SDK talks to it over TCP exactly as to a real bucket. Started by s3-setup.ts
// with --openssl-legacy-provider: s3rver makes ListObjectsV2 continuation tokens with DES.
// Usage: node --openssl-legacy-provider s3-server.cjs <dir>; prints `port <n>` once listening.
const S3rver = require('s3rver');

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
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
