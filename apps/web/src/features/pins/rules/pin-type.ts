/** The derived pin type (spec §2) and the story pin duration badge (§9). */
export type DerivedPinType =
  'oneTap' | 'video' | 'gif' | 'product' | 'recipe' | 'storyPin' | 'image';

export interface PinTypeInput {
  storyPinData?: { pages: unknown[] } | null;
  videos?: unknown | null;
  embedType?: string | null;
  richSummary?: { typeName: string } | null;
  isOneTap?: boolean;
}

export function derivedPinType(p: PinTypeInput): DerivedPinType {
  if (p.isOneTap) return 'oneTap';
  if (p.storyPinData) return 'storyPin';
  if (p.videos) return 'video';
  if (p.embedType === 'gif') return 'gif';
  if (p.richSummary?.typeName === 'product') return 'product';
  if (p.richSummary?.typeName === 'recipe') return 'recipe';
  return 'image';
}

const PAGE_MS = 5000;

/** A duration on a card badge: `m:ss`. */
export function clockText(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Story pin badge text: each page counts 5000 ms; hidden for zero duration or a single page. */
export function storyDurationBadge(pageCount: number, totalVideoDurationMs = 0): string | null {
  const ms = Math.max(pageCount * PAGE_MS, totalVideoDurationMs);
  if (pageCount <= 1 || ms <= 0) return null;
  return clockText(ms);
}
