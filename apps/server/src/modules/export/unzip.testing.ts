import yauzl from 'yauzl';

/** Every entry of a zip (a buffer or a file) by name, read with yauzl; `names` only lists them. */
export function readZip(
  source: Buffer | string,
  opts: { contents?: boolean } = {},
): Promise<Map<string, Buffer>> {
  const wantContents = opts.contents ?? true;
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, zip?: yauzl.ZipFile) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!wantContents) {
          entries.set(entry.fileName, Buffer.alloc(0));
          return zip.readEntry();
        }
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    };
    if (typeof source === 'string') yauzl.open(source, { lazyEntries: true }, done);
    else yauzl.fromBuffer(source, { lazyEntries: true }, done);
  });
}
