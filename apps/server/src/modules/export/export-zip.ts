import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MediaStorage } from '../media/storage.ts';
import { mediaKey } from '../media/sizes.ts';
import { indexHtmlChunks } from './export-html.ts';
import { manifestChunks, MANIFEST_NAME, type ExportImage } from './export-manifest.ts';

/**
 * The export as a zip stream (yazl). Entries are written one after another and each is pulled
 * only as fast as the response drains: the manifest and index.html are generated page by page
 * from the database, and each original image is opened only when its turn comes. Nothing holds
 * more than one page of rows or one chunk of a file; the zip's central directory (about 100
 * bytes an entry) is the only thing that grows with the account.
 */
export function exportZip(opts: {
  db: Kysely<Database>;
  storage: MediaStorage;
  userId: string;
  username: string;
  exportedAt: Date;
  onMissing: (image: ExportImage) => void;
}): Readable {
  const { db, storage, userId, username, exportedAt, onMissing } = opts;
  const zip = new yazl.ZipFile();
  // yazl's outputStream is a PassThrough; its types say only NodeJS.ReadableStream.
  const output = zip.outputStream as unknown as Readable;
  const fail = (error: unknown) => output.destroy(error as Error);
  // A file that cannot be opened is reported on the zip itself.
  zip.on('error', fail);
  const text = (chunks: AsyncIterable<string>) => {
    const stream = Readable.from(chunks, { objectMode: false });
    stream.on('error', fail);
    return stream;
  };
  const mtime = exportedAt;
  const images: ExportImage[] = [];
  zip.addReadStreamLazy(MANIFEST_NAME, { mtime }, (cb) =>
    cb(
      null,
      text(
        (async function* () {
          yield* manifestChunks(db, userId, exportedAt, (image) => images.push(image));
          // The manifest named every image: queue them (already compressed: stored as they are).
          for (const image of images) addImage(image);
          zip.end();
        })(),
      ),
    ),
  );
  zip.addReadStreamLazy('index.html', { mtime }, (cb) =>
    cb(null, text(indexHtmlChunks(db, userId, username, exportedAt))),
  );
  const none = null as unknown as Readable; // yazl's callback type wants a stream with an error
  function addImage(image: ExportImage) {
    zip.addReadStreamLazy(image.path, { mtime, compress: false }, (cb) => {
      storage.get(mediaKey('orig', image.signature)).then(
        (found) => {
          // A file lost from the store (a disk restored without it) must not make every
          // export of the account fail: the entry is left empty, and the log says which.
          if (!found) {
            onMissing(image);
            return cb(null, Readable.from([]));
          }
          found.body.on('error', fail);
          cb(null, found.body);
        },
        (error: unknown) => cb(error as Error, none),
      );
    });
  }
  return output;
}
