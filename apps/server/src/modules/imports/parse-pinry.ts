import { z } from 'zod';
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
} from './import-plan.ts';

/**
 * A Pinry export. Pinry has no export of its own (its issue #331 asks for one), so a "Pinry
 * export" is what its REST API answers (pinry/pinry `core/serializers.py`): the pins list
 * `GET /api/v2/pins/` (a page `{ count, next, previous, results: [pin] }`, or the bare array),
 * the boards list `GET /api/v2/boards/` (boards with `name`, `private` and `pins_detail`), or
 * both together as `{ "pins": ..., "boards": ... }`. A pin has `id`, `url` (the image's address
 * where it was found), `referer` (the page it was found on), `description`, `tags`, `private`
 * and `image` (`image` its stored original's address on the Pinry server, `width`, `height`).
 */
const Image = z.object({ image: z.string().nullish() }).passthrough();
const Pin = z
  .object({
    id: z.union([z.number(), z.string()]),
    resource_link: z.string().nullish(),
    url: z.string().nullish(),
    referer: z.string().nullish(),
    description: z.string().nullish(),
    tags: z.array(z.string()).nullish(),
    private: z.boolean().nullish(),
    image: Image.nullish(),
  })
  .passthrough();
type Pin = z.infer<typeof Pin>;
const Board = z
  .object({
    id: z.union([z.number(), z.string()]).nullish(),
    name: z.string(),
    private: z.boolean().nullish(),
    pins_detail: z.array(Pin).nullish(),
  })
  .passthrough();
const Page = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), z.object({ results: z.array(item) }).passthrough()]);
const listOf = <T>(v: T[] | { results: T[] }) => (Array.isArray(v) ? v : v.results);

const PinsOnly = Page(Pin);
const BoardsOnly = Page(Board);
const Both = z.object({ pins: Page(Pin).optional(), boards: Page(Board).optional() });

/** Tags become hashtags at the end of the description, as Pinterest writes them. */
function describe(pin: Pin): string {
  const tags = (pin.tags ?? []).map((t) => `#${t.replace(/\s+/g, '')}`).join(' ');
  const text = pin.description ?? '';
  return importText(tags ? (text ? `${text}\n${tags}` : tags) : text, PIN_LIMITS.description);
}

function readPinry(json: unknown): { pins: Pin[]; boards: z.infer<typeof Board>[] } {
  const boards = BoardsOnly.safeParse(json);
  if (boards.success && listOf(boards.data).some((b) => b.pins_detail))
    return { pins: [], boards: listOf(boards.data) };
  const pins = PinsOnly.safeParse(json);
  if (pins.success) return { pins: listOf(pins.data), boards: [] };
  const both = Both.safeParse(json);
  if (both.success && (both.data.pins || both.data.boards))
    return {
      pins: both.data.pins ? listOf(both.data.pins) : [],
      boards: both.data.boards ? listOf(both.data.boards) : [],
    };
  throw new ImportRefused(NOT_A_FORMAT, 415);
}

export function parsePinry(bytes: Buffer, maxItems: number): ImportPlan {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8').replace(/^\ufeff/, ''));
  } catch {
    throw new ImportRefused(NOT_A_FORMAT, 415);
  }
  const { pins, boards } = readPinry(json);
  const items: BoardItem[] = [];
  const placed: { pin: Pin; boardKey: string }[] = [];
  const seen = new Set<string>();
  const pinKey = (p: Pin) => `pinry:pin:${p.resource_link ?? p.id}`;
  for (const b of boards) {
    const name = importName(b.name, NAME_MAX, 'From Pinry');
    const key = `pinry:board:${b.id ?? name}`;
    items.push({
      kind: 'board',
      key,
      name,
      description: '',
      privacy: b.private ? 'secret' : 'public',
      reuseByName: true,
    });
    for (const pin of b.pins_detail ?? []) placed.push({ pin, boardKey: key });
  }
  // Pins on no board (Pinry's pins list) go to one board named after Pinry.
  const onBoards = new Set(placed.map((x) => pinKey(x.pin)));
  const loose = pins.filter((p) => !onBoards.has(pinKey(p)));
  if (loose.length) {
    items.push({
      kind: 'board',
      key: 'pinry:board:(none)',
      name: 'From Pinry',
      description: '',
      privacy: loose.every((p) => p.private) ? 'secret' : 'public',
      reuseByName: true,
    });
    for (const pin of loose) placed.push({ pin, boardKey: 'pinry:board:(none)' });
  }
  if (placed.length > maxItems) throw tooManyItems(maxItems);
  const pinItems: PinItem[] = [];
  for (const { pin, boardKey } of placed) {
    // A pin on two boards is one item per board; its key is the pin and the board.
    const key = `${pinKey(pin)}@${boardKey}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const urls = [pin.image?.image, pin.url].map(importLink).filter((u): u is string => !!u);
    const page = importLink(pin.referer);
    if (!urls.length && !page) continue;
    pinItems.push({
      kind: 'pin',
      key,
      boardKey,
      sectionKey: null,
      title: '',
      description: describe(pin),
      link: page,
      altText: null,
      note: '',
      method: page ? 'scraped' : 'uploaded',
      sourceUrl: page,
      image: urls.length
        ? { from: 'url', urls, page: page ?? undefined }
        : { from: 'page', url: page! },
    });
  }
  return { source: 'pinry', items: [...items, ...pinItems] };
}
