import type { Database } from '../db/database.ts';
import { newId } from '../lib/ids.ts';
import { BRANDS, PIN_NOTES, type Theme } from './catalog.ts';
import type { Random } from './random.ts';
import type { PinInsert } from './seed.ts';

/**
 * Card kinds the demo shows near the top of the home feed, in the order they take the newest
 * public original pins: sponsorship in each status, a third-party ad, a pre-owned product, SEO
 * text (sensitive and not), machine and human alt text, notes, and collections of 4 and 2 items.
 */
export const CARD_KINDS = [
  'collection',
  'paidPartnershipWith',
  'thirdPartyAd',
  'preOwned',
  'sensitiveSeo',
  'machineAlt',
  'sponsored',
  'note',
  'paidPartnership',
  'smallCollection',
  'humanAlt',
  'paidPartnershipStatus3',
  'sponsorshipNoLabel',
  'seo',
  'note',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** The newest public originals stay as they are: browser tests act on the first cards. */
export const KEEP_PLAIN = 2;

export interface Candidate {
  /** No carousel, motion or promotion of its own. */
  plain: boolean;
  product: boolean;
  hasDescription: boolean;
  hasAltText: boolean;
}

const NEEDS: Partial<Record<CardKind, (c: Candidate) => boolean>> = {
  preOwned: (c) => c.product,
  note: (c) => c.hasDescription,
  humanAlt: (c) => c.hasAltText,
};

/** Which kind each pin of the public pool (newest first) becomes: the first fitting plain pin. */
export function planCardKinds(pool: Candidate[]): (CardKind | null)[] {
  const plan: (CardKind | null)[] = pool.map(() => null);
  for (const kind of CARD_KINDS) {
    const i = pool.findIndex(
      (c, i) => i >= KEEP_PLAIN && plan[i] === null && c.plain && (NEEDS[kind]?.(c) ?? true),
    );
    if (i >= 0) plan[i] = kind;
  }
  return plan;
}

interface Context {
  now: number;
  boards: { id: string; owner_id: string; privacy: string }[];
  themeOf: (boardId: string) => Theme;
  users: { id: string; full_name: string }[];
  /** People the demo user follows: their saves of promoted pins top the demo user's feed. */
  followedUsers: string[];
  /** The demo user: notes are to self, so theirs are the notes the demo login reads. */
  viewerId: string;
  /** Machine-written alt text of each demo image, by signature. */
  artDescription: Map<string, string>;
}

/** Every demo pin starts without them (multi-row inserts need the same columns on each row). */
export const NO_CARD_FIELDS = {
  is_third_party_ad: 0,
  is_weight_loss_ad: 0,
  is_pre_owned: 0,
  auto_alt_text: null,
  seo_title: null,
  seo_description: null,
  seo_noindex_reason: null,
  sponsorship_status: null,
  sponsorship_creator_name: null,
  sponsorship_sponsor_name: null,
  collection_items: null,
} as const;

/** Columns that describe the content, so a save carries them (as a repin does). */
const CONTENT_COLUMNS = [
  'alt_text',
  'auto_alt_text',
  'seo_title',
  'seo_description',
  'seo_noindex_reason',
  'sponsorship_status',
  'sponsorship_creator_name',
  'sponsorship_sponsor_name',
  'is_pre_owned',
  'collection_items',
] as const;

/**
 * Gives the demo's pins the card's remaining fields: machine alt text on about half of them,
 * each kind of CARD_KINDS on the newest public originals, and saves of the newest promoted pins
 * (downstream promotions) by people the demo user follows. Runs after saves are made, drawing
 * from `rnd` last, so the rest of the demo stays as it was.
 */
export function addCardKinds(
  rnd: Random,
  pins: PinInsert[],
  saves: Database['saves'][],
  ctx: Context,
): void {
  const isPublic = new Set(ctx.boards.filter((b) => b.privacy === 'public').map((b) => b.id));
  for (const p of pins)
    if (p.origin_pin_id === null && rnd.chance(0.5))
      p.auto_alt_text = ctx.artDescription.get(p.image_signature) ?? null;
  const pool = pins.filter((p) => p.origin_pin_id === null && isPublic.has(p.board_id)).reverse();
  const plan = planCardKinds(
    pool.map((p) => ({
      plain: !p.carousel_data && !p.media && !p.is_promoted,
      product: ctx.themeOf(p.board_id).kind === 'product',
      hasDescription: p.description !== '',
      hasAltText: p.alt_text != null,
    })),
  );
  // Collection items come from further down the feed, so their images are not on screen twice.
  const last = plan.findLastIndex((k) => k !== null);
  const unplanned = pool.filter((_, i) => plan[i] === null);
  const below = pool.filter((_, i) => plan[i] === null && i > 2 * (last + 1));
  const itemSources = below.length >= 6 ? below : unplanned;
  plan.forEach((kind, i) => kind && applyKind(kind, pool[i]!, rnd, ctx, itemSources));
  addDownstreamSaves(pool, pins, saves, ctx);
  addOwnNotes(pins, ctx.viewerId);
  const byId = new Map(pins.map((p) => [p.id, p]));
  for (const p of pins) {
    const origin = p.origin_pin_id ? byId.get(p.origin_pin_id) : undefined;
    if (origin) for (const c of CONTENT_COLUMNS) Object.assign(p, { [c]: origin[c] });
  }
  pins.sort((a, b) => (a.id < b.id ? -1 : 1));
}

function applyKind(kind: CardKind, p: PinInsert, rnd: Random, ctx: Context, others: PinInsert[]) {
  const theme = ctx.themeOf(p.board_id);
  const sponsor = (status: number, creatorName: string | null, sponsorName: string | null) =>
    Object.assign(p, {
      sponsorship_status: status,
      sponsorship_creator_name: creatorName,
      sponsorship_sponsor_name: sponsorName,
    });
  const creator = () => rnd.pick(ctx.users.filter((u) => u.id !== p.pinner_id)).full_name;
  switch (kind) {
    case 'collection':
    case 'smallCollection':
      p.collection_items = JSON.stringify(
        collectionItems(p, theme, others, kind === 'collection' ? 4 : 2, ctx),
      );
      break;
    case 'paidPartnershipWith':
      return sponsor(1, creator(), rnd.pick(BRANDS));
    case 'sponsored':
      return sponsor(1, null, rnd.pick(BRANDS));
    case 'paidPartnership':
      return sponsor(0, null, null);
    case 'paidPartnershipStatus3':
      return sponsor(3, null, null);
    case 'sponsorshipNoLabel':
      return sponsor(2, creator(), null);
    case 'thirdPartyAd':
      return Object.assign(p, { is_promoted: 1, is_third_party_ad: 1, promoter_name: null });
    case 'preOwned':
      p.is_pre_owned = 1;
      break;
    case 'sensitiveSeo':
      return Object.assign(p, {
        seo_title: `${theme.topic} ideas`,
        seo_description: `${theme.description} Ideas from ${theme.board.toLowerCase()}.`,
        seo_noindex_reason: 'is_sensitive_rich_pin_title',
      });
    case 'seo':
      return Object.assign(p, {
        seo_title: `${p.title} | ${theme.topic}`,
        seo_description: p.description || theme.description,
        seo_noindex_reason: 'is_duplicate_pin',
      });
    case 'machineAlt':
    case 'humanAlt':
      if (kind === 'machineAlt') p.alt_text = null;
      p.auto_alt_text = ctx.artDescription.get(p.image_signature) ?? null;
      break;
    case 'note':
      p.note = rnd.pick(PIN_NOTES);
      break;
  }
}

/**
 * A collection's items: other public pins, of the same theme first, each with its own image.
 * Taken from `others`, so two collections never show the same item.
 */
function collectionItems(p: PinInsert, theme: Theme, others: PinInsert[], n: number, ctx: Context) {
  const sameTheme = (o: PinInsert) => (ctx.themeOf(o.board_id) === theme ? 0 : 1);
  const items = others
    .filter((o) => o.id !== p.id)
    .sort((a, b) => sameTheme(a) - sameTheme(b))
    .slice(0, n);
  for (const o of items) others.splice(others.indexOf(o), 1);
  return items.map((o) => ({
    pinId: o.id,
    link: o.link ?? null,
    imageSignature: o.image_signature,
    width: o.width,
    height: o.height,
    dominantColor: o.dominant_color,
  }));
}

/** Notes to self on the demo user's two newest pins (only their pinner reads a note). */
function addOwnNotes(pins: PinInsert[], viewerId: string) {
  const own = pins.filter((p) => p.pinner_id === viewerId && !p.note);
  own.slice(-2).forEach((p, k) => (p.note = PIN_NOTES[(k + 1) % PIN_NOTES.length]!));
}

/** Fresh saves of the newest promoted pins by followed people: they lead the demo user's feed. */
function addDownstreamSaves(
  pool: PinInsert[],
  pins: PinInsert[],
  saves: Database['saves'][],
  ctx: Context,
) {
  const promoted = pool.filter((p) => p.is_promoted && !p.is_third_party_ad).slice(0, 3);
  promoted.forEach((origin, k) => {
    const saver = ctx.followedUsers[k % ctx.followedUsers.length]!;
    const board = ctx.boards.find((b) => b.owner_id === saver && b.privacy === 'public');
    if (!board) return;
    const t = Math.max(ctx.now - (k + 1) * 60_000, Date.parse(origin.created_at) + 1000);
    const id = newId(t);
    const created_at = new Date(t).toISOString();
    pins.push({
      ...origin,
      id,
      pinner_id: saver,
      board_id: board.id,
      section_id: null,
      origin_pin_id: origin.id,
      is_promoted: 0,
      promoter_name: null,
      is_third_party_ad: 0,
      save_count: 0,
      favorite_count: 0,
      note: k === 0 ? PIN_NOTES[0]! : '',
      created_at,
    });
    saves.push({
      saved_pin_id: id,
      user_id: saver,
      pin_id: origin.id,
      board_id: board.id,
      created_at,
    });
    origin.save_count += 1;
  });
}
