import escapeHtml from 'escape-html';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { imagePath } from './export-paths.ts';
import { keyset } from './export-manifest.ts';
import { exportBoards, exportPins, type ExportPinRow } from './export.repository.ts';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:16px;color:#111}
h1{font-size:28px}h2{font-size:22px;margin:32px 0 4px}.meta{color:#555;margin:0 0 12px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:12px;list-style:none;padding:0}
.grid li{margin:0}.grid img{width:100%;height:auto;border-radius:16px;display:block}
.grid p{margin:6px 4px;font-size:14px;overflow-wrap:anywhere}.note{color:#555}`;

const PRIVACY: Record<string, string> = {
  public: 'Public',
  protected: 'Protected',
  secret: 'Secret',
};

/** One pin as a grid cell: its original image by relative path, its text escaped. */
function pinCell(p: ExportPinRow): string {
  const alt = escapeHtml(p.alt_text ?? p.title ?? '');
  const img = `<img src="${escapeHtml(imagePath(p.image_signature, p.mime))}" width="${p.width}" height="${p.height}" alt="${alt}" loading="lazy">`;
  const link = p.link && /^https?:\/\//i.test(p.link) ? p.link : null;
  const title = p.title ? `<p><strong>${escapeHtml(p.title)}</strong></p>` : '';
  const description = p.description ? `<p>${escapeHtml(p.description)}</p>` : '';
  const note = p.note ? `<p class="note">Note: ${escapeHtml(p.note)}</p>` : '';
  const source = link
    ? `<p><a href="${escapeHtml(link)}" rel="noopener noreferrer">${escapeHtml(p.link ?? '')}</a></p>`
    : '';
  return `<li>${img}${title}${description}${note}${source}</li>\n`;
}

/**
 * `index.html`: every board as a heading and a grid of its pins, readable offline from the
 * unzipped folder (images by relative path, no script). Streamed board by board, page by page.
 */
export async function* indexHtmlChunks(
  db: Kysely<Database>,
  userId: string,
  username: string,
  exportedAt: Date,
): AsyncGenerator<string> {
  const who = escapeHtml(username);
  yield `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">`;
  yield `<meta name="viewport" content="width=device-width,initial-scale=1">`;
  yield `<title>Tack export of @${who}</title><style>${STYLE}</style></head><body>\n`;
  yield `<h1>Boards of @${who}</h1><p class="meta">Exported from Tack on ${escapeHtml(exportedAt.toISOString().slice(0, 10))}. The full data is in tack-export.json.</p>\n`;
  let boards = 0;
  for await (const board of keyset((after) => exportBoards(db, userId, after))) {
    boards += 1;
    yield `<section><h2>${escapeHtml(board.name)}</h2><p class="meta">${PRIVACY[board.privacy] ?? ''}${board.description ? ` · ${escapeHtml(board.description)}` : ''}</p>\n<ul class="grid">\n`;
    let pins = 0;
    for await (const pin of keyset((after) => exportPins(db, userId, after, board.id))) {
      pins += 1;
      yield pinCell(pin);
    }
    yield `</ul>${pins ? '' : '<p class="meta">No Pins on this board.</p>'}</section>\n`;
  }
  if (!boards) yield '<p>No boards yet.</p>\n';
  yield '</body></html>\n';
}
