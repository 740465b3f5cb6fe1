import { z } from 'zod';
import { PIN_METHODS, type PinMethod } from '@tack/contract/constants';
import {
  ImportRefused,
  importLink,
  importName,
  importText,
  importTime,
  NAME_MAX,
  NOT_A_FORMAT,
  PIN_LIMITS,
  tooManyItems,
  type BoardItem,
  type ImportPlan,
  type PinItem,
  type SectionItem,
} from './import-plan.ts';

/** The export manifest's name in the zip (docs/export-format.md). */
export const TACK_MANIFEST = 'tack-export.json';
const VERSION = 1;

const Str = z.string().nullish();
/** docs/export-format.md, version 1: the fields an import reads (others are ignored). */
const Manifest = z.object({
  format: z.literal('tack-export'),
  version: z.number().int(),
  profile: z.object({ id: z.string() }).passthrough(),
  boards: z.array(
    z
      .object({
        id: z.string(),
        name: z.string(),
        slug: Str,
        description: Str,
        privacy: z.enum(['public', 'protected', 'secret']).catch('secret'),
        layout: z.enum(['default', 'quick_saves']).catch('default'),
        coverPinId: Str,
        sortOrder: z.number().int().nullish(),
        isArchived: z.boolean().nullish(),
        collaboratorPermissions: z.array(z.string()).nullish(),
        createdAt: Str,
      })
      .passthrough(),
  ),
  sections: z.array(
    z
      .object({
        id: z.string(),
        boardId: z.string(),
        title: z.string(),
        slug: Str,
        sortOrder: z.number().int().nullish(),
        createdAt: Str,
      })
      .passthrough(),
  ),
  pins: z.array(
    z
      .object({
        id: z.string(),
        boardId: z.string(),
        sectionId: Str,
        title: Str,
        description: Str,
        link: Str,
        altText: Str,
        note: Str,
        method: Str,
        sourceUrl: Str,
        createdAt: Str,
        image: z.object({ path: z.string() }).passthrough(),
      })
      .passthrough(),
  ),
});

const methodOf = (m: string | null | undefined): PinMethod =>
  (PIN_METHODS as readonly string[]).includes(m ?? '') ? (m as PinMethod) : 'uploaded';

/**
 * A Tack export (docs/export-format.md): the manifest's boards, sections and pins, every field
 * the export keeps, and each pin's original image read from the zip itself (nothing fetched).
 * Keys are the exporting server's ids under its profile id, so the same export imported twice
 * makes nothing twice.
 */
export function parseTack(manifestBytes: Buffer, maxItems: number): ImportPlan {
  let json: unknown;
  try {
    json = JSON.parse(manifestBytes.toString('utf8'));
  } catch {
    throw new ImportRefused(`${TACK_MANIFEST} in that zip isn't valid JSON. Export again.`);
  }
  const head = z.object({ format: z.literal('tack-export'), version: z.number() }).safeParse(json);
  if (!head.success) throw new ImportRefused(NOT_A_FORMAT, 415);
  if (head.data.version > VERSION)
    throw new ImportRefused(
      `That export was made by a newer Tack (format version ${head.data.version}). Update this Tack, then import it.`,
    );
  const parsed = Manifest.safeParse(json);
  if (!parsed.success)
    throw new ImportRefused(
      `${TACK_MANIFEST} in that zip is missing parts (${parsed.error.issues[0]?.path.join('.')}). Export again.`,
    );
  const m = parsed.data;
  if (m.pins.length > maxItems) throw tooManyItems(maxItems);
  const prefix = `tack:${m.profile.id}`;
  const boardKey = (id: string) => `${prefix}:board:${id}`;
  const sectionKey = (id: string) => `${prefix}:section:${id}`;
  const pinKey = (id: string) => `${prefix}:pin:${id}`;
  const boardIds = new Set(m.boards.map((b) => b.id));
  const sectionIds = new Set(m.sections.filter((s) => boardIds.has(s.boardId)).map((s) => s.id));
  const boards: BoardItem[] = m.boards.map((b) => ({
    kind: 'board',
    key: boardKey(b.id),
    name: importName(b.name, NAME_MAX, 'Board'),
    slug: b.slug ?? undefined,
    description: importText(b.description, 500),
    privacy: b.privacy,
    reuseByName: false,
    quickSaves: b.layout === 'quick_saves',
    sortOrder: b.sortOrder ?? 0,
    archived: b.isArchived ?? false,
    collaboratorPermissions: b.collaboratorPermissions ?? undefined,
    coverKey: b.coverPinId ? pinKey(b.coverPinId) : null,
    createdAt: importTime(b.createdAt),
  }));
  const sections: SectionItem[] = m.sections
    .filter((s) => sectionIds.has(s.id))
    .map((s) => ({
      kind: 'section',
      key: sectionKey(s.id),
      boardKey: boardKey(s.boardId),
      title: importName(s.title, NAME_MAX, 'Section'),
      slug: s.slug ?? undefined,
      sortOrder: s.sortOrder ?? 0,
      createdAt: importTime(s.createdAt),
    }));
  const pins: PinItem[] = m.pins
    .filter((p) => boardIds.has(p.boardId))
    .map((p) => ({
      kind: 'pin',
      key: pinKey(p.id),
      boardKey: boardKey(p.boardId),
      sectionKey: p.sectionId && sectionIds.has(p.sectionId) ? sectionKey(p.sectionId) : null,
      title: importText(p.title, PIN_LIMITS.title, false),
      description: importText(p.description, PIN_LIMITS.description),
      link: importLink(p.link),
      altText: importText(p.altText, PIN_LIMITS.altText) || null,
      note: importText(p.note, PIN_LIMITS.note),
      method: methodOf(p.method),
      sourceUrl: importLink(p.sourceUrl),
      createdAt: importTime(p.createdAt),
      image: { from: 'zip', path: p.image.path },
    }));
  return { source: 'tack', items: [...boards, ...sections, ...pins] };
}
