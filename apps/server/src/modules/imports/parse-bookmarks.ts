import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { loadHtmlFile } from './html-text.ts';
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

/** A folder as the file has it; containers are the browser's own (toolbar, other bookmarks). */
interface Folder {
  name: string;
  container: boolean;
  description: string;
}

interface Bookmark {
  url: string;
  title: string;
  description: string;
  folders: Folder[];
}

const CONTAINER_ATTRS = ['personal_toolbar_folder', 'unfiled_bookmarks_folder'];
const ownText = ($: CheerioAPI, el: Element) =>
  $(el)
    .contents()
    .filter((_, n) => n.type === 'text')
    .text();

/**
 * Walks the file's nested `<DL>` lists: an `<H3>` names the folder whose `<DL>` follows it, an
 * `<A HREF>` is a bookmark, and a `<DD>` after either is its description. Parsed by the HTML
 * rules, an `<H3>` or `<A>` ends up inside a `<DT>` whose `<DD>` or `<DL>` is the DT's next
 * sibling (Firefox even puts a folder's `<DL>` inside its `<DD>`), so each walk answers the
 * folder still waiting for its list and the last thing seen, for the siblings after it.
 */
function readBookmarks($: CheerioAPI): Bookmark[] {
  const found: Bookmark[] = [];
  type Seen = { folder: Folder | null; last: Bookmark | Folder | null };
  const walk = (el: AnyNode, folders: Folder[]): Seen => {
    const seen: Seen = { folder: null, last: null };
    for (const child of $(el).children().toArray()) {
      const tag = child.tagName.toLowerCase();
      if (tag === 'h3') {
        const attrs = Object.keys(child.attribs).map((a) => a.toLowerCase());
        seen.folder = {
          name: $(child).text(),
          container: CONTAINER_ATTRS.some((a) => attrs.includes(a)),
          description: '',
        };
        seen.last = seen.folder;
      } else if (tag === 'dl') {
        walk(child, seen.folder ? [...folders, seen.folder] : folders);
        seen.folder = null;
      } else if (tag === 'a') {
        const bookmark = {
          url: $(child).attr('href') ?? '',
          title: $(child).text(),
          description: '',
          folders,
        };
        found.push(bookmark);
        seen.last = bookmark;
      } else if (tag === 'dd') {
        if (seen.last) seen.last.description = ownText($, child);
        const inner = $(child).children('dl').toArray();
        for (const dl of inner) walk(dl, seen.folder ? [...folders, seen.folder] : folders);
        if (inner.length) seen.folder = null;
      } else {
        const within = walk(child, folders);
        if (within.folder) seen.folder = within.folder;
        if (within.last) seen.last = within.last;
      }
    }
    return seen;
  };
  walk($('body').get(0) ?? $.root().get(0)!, []);
  return found;
}

/** Where a bookmark goes: its first real folder is the board, deeper ones one section. */
export function placeOf(
  folders: Folder[],
  rootName: string,
): { board: Folder; section: string | null } {
  const real = folders.filter((f) => !f.container);
  if (!real.length) {
    const container = folders.at(-1);
    return {
      board: container ?? { name: rootName, container: true, description: '' },
      section: null,
    };
  }
  const [board, ...rest] = real;
  const section = rest.length
    ? importName(
        rest.map((f) => importName(f.name, NAME_MAX, 'Untitled')).join(' / '),
        NAME_MAX,
        '',
      )
    : null;
  return { board: board!, section: section || null };
}

/**
 * A Netscape bookmarks file (what every browser exports): each web bookmark becomes a pin from
 * its page, made by the job through the page-to-pin flow; folders become boards and nested
 * folders sections (docs/decisions/0020-imports.md). Bookmarklets and browser-internal addresses
 * are not pages and are left out. The idempotency key is the address: a page bookmarked twice
 * is one pin.
 */
export function parseBookmarks(bytes: Buffer, maxItems: number): ImportPlan {
  const $ = loadHtmlFile(bytes);
  const bookmarks = readBookmarks($).filter((b) => importLink(b.url));
  if (
    !bookmarks.length &&
    !/NETSCAPE-Bookmark-file/i.test(bytes.subarray(0, 1024).toString('latin1'))
  )
    throw new ImportRefused(NOT_A_FORMAT, 415);
  if (bookmarks.length > maxItems) throw tooManyItems(maxItems);
  const rootName = importName($('h1').first().text(), NAME_MAX, 'Bookmarks');
  const boards = new Map<string, BoardItem>();
  const sections = new Map<string, SectionItem>();
  const pins: PinItem[] = [];
  for (const b of bookmarks) {
    const place = placeOf(b.folders, rootName);
    const name = importName(place.board.name, NAME_MAX, 'Bookmarks');
    const boardKey = `bookmarks:board:${name}`;
    if (!boards.has(boardKey))
      boards.set(boardKey, {
        kind: 'board',
        key: boardKey,
        name,
        description: importText(place.board.description, 500),
        privacy: 'public',
        reuseByName: true,
      });
    let sectionKey: string | null = null;
    if (place.section) {
      sectionKey = `bookmarks:section:${name}/${place.section}`;
      if (!sections.has(sectionKey))
        sections.set(sectionKey, {
          kind: 'section',
          key: sectionKey,
          boardKey,
          title: place.section,
        });
    }
    const url = importLink(b.url)!;
    pins.push({
      kind: 'pin',
      key: `bookmark:${url}`,
      boardKey,
      sectionKey,
      title: importText(b.title, PIN_LIMITS.title, false),
      description: importText(b.description, PIN_LIMITS.description),
      link: url,
      altText: null,
      note: '',
      method: 'scraped',
      sourceUrl: url,
      image: { from: 'page', url },
    });
  }
  return { source: 'bookmarks', items: [...boards.values(), ...sections.values(), ...pins] };
}
