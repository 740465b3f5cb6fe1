import { cleanLongText, hasInvisible, Link, type ImportSource } from '@tack/contract';
import type { PinMethod } from '@tack/contract/constants';

/**
 * What a parser makes of a file: the boards, sections and pins to bring in, in the order they
 * are made (boards, then sections, then pins), each with the key that makes it idempotent.
 * Parsers are pure: they read bytes and answer a plan or an ImportRefused in words.
 */
export interface ImportPlan {
  source: ImportSource;
  items: PlanItem[];
}

export type PlanItem = BoardItem | SectionItem | PinItem;

export interface BoardItem {
  kind: 'board';
  key: string;
  name: string;
  /** The slug it had where it came from, kept when it is free here (a Tack restore). */
  slug?: string;
  description: string;
  privacy: 'public' | 'protected' | 'secret';
  /** Use the person's own board of the same name, if they have one (not for a Tack restore). */
  reuseByName: boolean;
  /** A Tack export's quick saves board: it is the person's own quick saves board here. */
  quickSaves?: boolean;
  sortOrder?: number;
  archived?: boolean;
  collaboratorPermissions?: string[];
  /** The key of the pin the board shows as its cover (set once the pins are in). */
  coverKey?: string | null;
  createdAt?: string;
}

export interface SectionItem {
  kind: 'section';
  key: string;
  boardKey: string;
  title: string;
  slug?: string;
  sortOrder?: number;
  createdAt?: string;
}

/** Where a pin's picture comes from. */
export type ImageSource =
  /** A web page: its image is found by the page-to-pin flow (a bookmark). */
  | { from: 'page'; url: string }
  /**
   * Image addresses, tried in order (a Pinterest or Pinry pin); when none can be had, the
   * page-to-pin flow on `page`, the pin's link.
   */
  | { from: 'url'; urls: string[]; page?: string }
  /** A file inside the uploaded zip (a Tack export). */
  | { from: 'zip'; path: string };

export interface PinItem {
  kind: 'pin';
  key: string;
  boardKey: string;
  sectionKey: string | null;
  title: string;
  description: string;
  link: string | null;
  altText: string | null;
  note: string;
  method: PinMethod;
  sourceUrl: string | null;
  createdAt?: string;
  image: ImageSource;
}

/** A file Tack cannot import, with what to tell its person (and the HTTP status to say it with). */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 = 400,
  ) {
    super(message);
  }
}

export const NOT_A_FORMAT =
  "That file isn't one Tack can import. Choose a browser's bookmarks file (HTML), a Pinterest data download (ZIP), a Pinry export (JSON) or a Tack export (ZIP).";

export const tooManyItems = (max: number) =>
  new ImportRefused(
    `That file has more than ${max.toLocaleString('en-US')} Pins or bookmarks. Split it and import the parts one after another.`,
    413,
  );

const CONTROL_IN_MULTILINE = /(?![\n\t])\p{Cc}/gu;
const LONE_SURROGATE = /\p{Cs}/gu;

function clip(s: string, max: number): string {
  const chars = [...s];
  return chars.length <= max ? s : chars.slice(0, max).join('').trimEnd();
}

/** A board or section name from a file: one line, no invisible characters, at most `max`. */
export function importName(raw: unknown, max: number, fallback: string): string {
  let s = cleanLongText(String(raw ?? ''))
    .replace(LONE_SURROGATE, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (hasInvisible(s)) s = s.replace(/[\p{Cc}\p{Cf}]/gu, '');
  s = clip(s, max);
  return s || fallback;
}

/** Free text from a file (a title, a description, a note): as a person's pasted text is kept. */
export function importText(raw: unknown, max: number, multiline = true): string {
  let s = cleanLongText(String(raw ?? '')).replace(LONE_SURROGATE, '');
  s = multiline ? s.replace(CONTROL_IN_MULTILINE, '') : s.replace(/\s+/g, ' ');
  return clip(s.trim(), max);
}

/** A link a pin may carry (a full http(s) address of at most 2048 characters), or null. */
export function importLink(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  const parsed = Link.safeParse(raw.trim());
  return parsed.success ? parsed.data : null;
}

/** An ISO-8601 time from a file, or undefined when it is not one. */
export function importTime(raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const t = new Date(raw);
  return Number.isNaN(t.getTime()) ? undefined : t.toISOString();
}

/** The report's line for an item. */
export function itemTitle(item: PlanItem): string {
  if (item.kind === 'board') return item.name;
  if (item.kind === 'section') return item.title;
  return item.title || item.link || (item.image.from === 'page' ? item.image.url : 'Pin');
}

/** Limits shared by the pin fields (contract PinCreateOptions). */
export const PIN_LIMITS = { title: 100, description: 500, altText: 500, note: 500 } as const;
export const NAME_MAX = 50;
