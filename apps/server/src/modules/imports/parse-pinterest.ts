import { loadHtmlFile } from './html-text.ts';
import { readHtmlRecords, type HtmlRecord } from './html-records.ts';
import {
  ImportRefused,
  importLink,
  importName,
  importText,
  NAME_MAX,
  NOT_A_FORMAT,
  PIN_LIMITS,
  tooManyItems,
  type BoardItem,
  type ImportPlan,
  type PinItem,
  type SectionItem,
} from './import-plan.ts';

/**
 * A Pinterest data download ("Request your data"): a zip holding an HTML report with one
 * `<h1>` section per kind of data. The "Pins" section's records are a pin's
 * `pinterest.com/pin/<id>/` link, then `Title`, `Details` (its description), `Image` (the
 * image's hash on i.pinimg.com), `Board Id`, `Board Name`, `Alt Text`, `Canonical Link` (its
 * link), `Created at`, `Private` and more. The "Boards" and "Board Sections" sections are read
 * the same way when the report has them (docs/import-formats.md says which of this is confirmed
 * and what is assumed).
 */

const field = (r: HtmlRecord, ...names: string[]) => {
  for (const n of names) {
    const v = r.fields.get(n);
    if (v) return v;
  }
  return null;
};
const isTrue = (v: string | null) => /^(true|yes|secret|private)$/i.test(v ?? '');
const pinIdOf = (link: string | null) => /\/pin\/(\d+)/.exec(link ?? '')?.[1] ?? null;

/** Where an image hash is served: the original first, then the 736 px version every pin has. */
export function pinterestImageUrls(hash: string, base: string): string[] {
  if (!/^[0-9a-f]{16,64}$/i.test(hash)) return [];
  const h = hash.toLowerCase();
  const dirs = `${h.slice(0, 2)}/${h.slice(2, 4)}/${h.slice(4, 6)}`;
  return [`${base}/originals/${dirs}/${h}.jpg`, `${base}/736x/${dirs}/${h}.jpg`];
}

export function parsePinterest(html: Buffer, maxItems: number, imageBase: string): ImportPlan {
  const sections = readHtmlRecords(loadHtmlFile(html));
  const pinRecords = sections.get('pins');
  if (!pinRecords) throw new ImportRefused(NOT_A_FORMAT, 415);
  if (pinRecords.length > maxItems) throw tooManyItems(maxItems);

  const boards = new Map<string, BoardItem>();
  const boardKeyById = new Map<string, string>();
  const boardKeyByName = new Map<string, string>();
  const addBoard = (name: string, id: string | null, secret: boolean, description = '') => {
    const key = id ? `pinterest:board:${id}` : `pinterest:board-name:${name}`;
    const known = boards.get(key);
    if (known) {
      if (secret) known.privacy = 'secret';
      return key;
    }
    boards.set(key, {
      kind: 'board',
      key,
      name,
      description,
      privacy: secret ? 'secret' : 'public',
      reuseByName: true,
    });
    if (id) boardKeyById.set(id, key);
    boardKeyByName.set(name, key);
    return key;
  };
  for (const r of sections.get('boards') ?? []) {
    const name = field(r, 'name', 'title', 'board name');
    if (!name) continue;
    addBoard(
      importName(name, NAME_MAX, 'From Pinterest'),
      field(r, 'id', 'board id'),
      isTrue(field(r, 'secret', 'private', 'privacy')),
      importText(field(r, 'description', 'details'), 500),
    );
  }
  const sectionItems = new Map<string, SectionItem>();
  const sectionKeyById = new Map<string, string>();
  const addSection = (boardKey: string, title: string, id: string | null) => {
    const key = id ? `pinterest:section:${id}` : `pinterest:section:${boardKey}/${title}`;
    if (!sectionItems.has(key)) sectionItems.set(key, { kind: 'section', key, boardKey, title });
    if (id) sectionKeyById.set(id, key);
    return key;
  };
  for (const r of sections.get('board sections') ?? []) {
    const title = field(r, 'name', 'title', 'section name');
    const boardId = field(r, 'board id');
    const boardKey = boardId ? boardKeyById.get(boardId) : undefined;
    if (title && boardKey)
      addSection(boardKey, importName(title, NAME_MAX, 'Section'), field(r, 'id', 'section id'));
  }

  const pins: PinItem[] = [];
  for (const r of pinRecords) {
    const pinId = pinIdOf(r.link);
    const hash = field(r, 'image');
    const link = importLink(field(r, 'canonical link', 'link', 'destination link'));
    const urls = hash ? pinterestImageUrls(hash, imageBase) : [];
    if (!urls.length && !link) continue;
    const boardId = field(r, 'board id');
    const boardName = field(r, 'board name');
    const secret = isTrue(field(r, 'private', 'secret'));
    const boardKey =
      (boardId && boardKeyById.get(boardId)) ||
      (boardName && boardKeyByName.get(importName(boardName, NAME_MAX, ''))) ||
      addBoard(importName(boardName, NAME_MAX, 'From Pinterest'), boardId, secret);
    if (secret) boards.get(boardKey)!.privacy = 'secret';
    const sectionId = field(r, 'section id', 'board section id');
    const sectionName = field(r, 'section name', 'board section name', 'section');
    const sectionKey =
      (sectionId && sectionKeyById.get(sectionId)) ||
      (sectionName
        ? addSection(boardKey, importName(sectionName, NAME_MAX, 'Section'), sectionId)
        : null);
    pins.push({
      kind: 'pin',
      key: pinId ? `pinterest:pin:${pinId}` : `pinterest:image:${hash ?? link}`,
      boardKey,
      sectionKey,
      title: importText(field(r, 'title'), PIN_LIMITS.title, false),
      description: importText(field(r, 'details', 'description'), PIN_LIMITS.description),
      link,
      altText: importText(field(r, 'alt text'), PIN_LIMITS.altText) || null,
      note: '',
      method: link ? 'scraped' : 'uploaded',
      sourceUrl: link,
      image: urls.length
        ? { from: 'url', urls, page: link ?? undefined }
        : { from: 'page', url: link! },
    });
  }
  return {
    source: 'pinterest',
    items: [...boards.values(), ...sectionItems.values(), ...pins],
  };
}
