import yauzl from 'yauzl';
import { ImportRefused } from './import-plan.ts';
import { bombByRatio, gib, zipNameProblem, type ZipLimits } from './zip-rules.ts';

export type { ZipLimits } from './zip-rules.ts';

/** An uploaded zip whose central directory passed the limits; files are read one at a time. */
export interface SafeZip {
  names(): string[];
  has(name: string): boolean;
  /** One file's bytes, counted as they unpack; past `maxBytes` it is refused. */
  read(name: string, maxBytes: number): Promise<Buffer>;
  close(): void;
}

export const ZIP_REFUSALS = {
  tooManyEntries: (max: number) =>
    new ImportRefused(
      `That zip holds more than ${max.toLocaleString('en-US')} files. Tack imports at most that many at once.`,
      413,
    ),
  badName: (name: string, problem: string) =>
    new ImportRefused(
      `That zip has a file whose name could reach outside its folder (${JSON.stringify(name.slice(0, 80))}: ${problem}). Tack doesn't open it.`,
    ),
  bomb: (name: string) =>
    new ImportRefused(
      `That zip looks like a zip bomb: ${JSON.stringify(name.slice(0, 80))} unpacks to far more than its packed size. Tack doesn't open it.`,
      413,
    ),
  tooBig: (max: number) =>
    new ImportRefused(`That zip unpacks to more than ${gib(max)}. Tack doesn't open it.`, 413),
  encrypted: () =>
    new ImportRefused('That zip is protected with a password. Download it again without one.'),
  broken: () =>
    new ImportRefused(
      "That zip is damaged or isn't a zip file. Download it again and upload the new copy.",
    ),
};

/** yauzl's own refusals of an entry name (it checks them before we see the entry). */
const YAUZL_NAME = /invalid relative path|absolute path|invalid characters in fileName/i;
const nameRefusal = (name: string) =>
  ZIP_REFUSALS.badName(name, zipNameProblem(name) ?? 'not a plain relative path');

function openFile(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
      (err, zip) => (err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip)),
    ),
  );
}

/**
 * Opens an uploaded zip with yauzl and checks its whole central directory before any file is
 * read: at most `maxEntries` files, no name that could reach outside its folder, no file packed
 * more than `maxRatio` to 1 (past 1 MB), no encrypted file, and all of them together at most
 * `maxUnzippedBytes` unpacked. Those sizes are only claims: yauzl counts each file's bytes as it
 * inflates them and fails a file that unpacks to more than it claimed, and `read` counts them
 * against its own limit and the zip's total, so a lying header cannot get past either.
 */
export async function openSafeZip(file: string, limits: ZipLimits): Promise<SafeZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openFile(file);
  } catch {
    throw ZIP_REFUSALS.broken();
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    if (zip.entryCount > limits.maxEntries) throw ZIP_REFUSALS.tooManyEntries(limits.maxEntries);
    let declared = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (err: Error) =>
        reject(
          err instanceof ImportRefused
            ? err
            : YAUZL_NAME.test(err.message)
              ? nameRefusal(/: (.*)$/.exec(err.message)?.[1] ?? '?')
              : ZIP_REFUSALS.broken(),
        ),
      );
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        const problem = zipNameProblem(entry.fileName);
        if (problem) return reject(ZIP_REFUSALS.badName(entry.fileName, problem));
        if (entries.size >= limits.maxEntries)
          return reject(ZIP_REFUSALS.tooManyEntries(limits.maxEntries));
        if (entry.isEncrypted()) return reject(ZIP_REFUSALS.encrypted());
        if (bombByRatio(entry.compressedSize, entry.uncompressedSize, limits.maxRatio))
          return reject(ZIP_REFUSALS.bomb(entry.fileName));
        declared += entry.uncompressedSize;
        if (declared > limits.maxUnzippedBytes)
          return reject(ZIP_REFUSALS.tooBig(limits.maxUnzippedBytes));
        if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.readEntry();
    });
  } catch (err) {
    zip.close();
    throw err;
  }
  let unpacked = 0;
  return {
    names: () => [...entries.keys()],
    has: (name) => entries.has(name),
    read(name, maxBytes) {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(new ImportRefused(`The zip has no file ${name}`));
      if (entry.uncompressedSize > maxBytes)
        return Promise.reject(
          new ImportRefused(`${name} in the zip is larger than ${gib(maxBytes)}.`, 413),
        );
      return new Promise((resolve, reject) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(ZIP_REFUSALS.broken());
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            unpacked += chunk.length;
            if (size > maxBytes || unpacked > limits.maxUnzippedBytes) {
              stream.destroy();
              reject(
                size > maxBytes
                  ? ZIP_REFUSALS.bomb(name)
                  : ZIP_REFUSALS.tooBig(limits.maxUnzippedBytes),
              );
              return;
            }
            chunks.push(chunk);
          });
          // yauzl fails a file that unpacks to more (or less) than its header said.
          stream.on('error', () => reject(ZIP_REFUSALS.bomb(name)));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
        });
      });
    },
    close: () => zip.close(),
  };
}
