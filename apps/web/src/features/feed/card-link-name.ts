import type { Pin } from '@tack/contract';
import { clockText, storyDurationBadge, type DerivedPinType } from '../pins/rules/pin-type.ts';

const TYPE_WORD: Partial<Record<DerivedPinType, string>> = {
  product: 'Product',
  recipe: 'Recipe',
  video: 'Video',
  gif: 'GIF',
  storyPin: 'Story',
};

/** The running time a video or story pin's badge shows ("0:04"), or null. */
export function motionDuration(pin: Pick<Pin, 'videos' | 'embed' | 'storyPinData'>): string | null {
  if (pin.videos) return clockText(pin.videos.duration);
  if (pin.embed || !pin.storyPinData) return null;
  return storyDurationBadge(pin.storyPinData.pages.length, pin.storyPinData.totalVideoDuration);
}

/**
 * The accessible name of a card's link: the title, then what its badge shows ("Recipe",
 * "▶ 0:04" as "Video 0:04"). The link's name must contain the text drawn inside it (WCAG 2.5.3
 * Label in Name, axe's label-content-name-mismatch); the badges themselves are aria-hidden, so
 * a screen reader reads the kind once, in the name.
 */
export function cardLinkName(
  title: string,
  type: DerivedPinType,
  duration: string | null = null,
): string {
  const word = TYPE_WORD[type];
  const name = title.trim() || 'Pin';
  if (!word) return name;
  return duration ? `${name}, ${word} ${duration}` : `${name}, ${word}`;
}

/**
 * The title part of a carousel card's name while it shows its slot's title ("Warm fireplace
 * ideas (1/3)") over the image: the name must contain that text too.
 */
export function withSlotTitle(title: string, slotTitle: string | undefined): string {
  if (!slotTitle?.trim()) return title;
  return slotTitle.includes(title.trim()) ? slotTitle : `${title}, ${slotTitle}`;
}
