import {
  isRecord,
  readBool,
  readOptText,
  readText,
  readThumbnails,
  readUrl,
  scrollDismissDelayMs,
  readTimeoutMs,
} from '../rules.ts';

// ---------------------------------------------------------------------------------------------
// Hero banner
// ---------------------------------------------------------------------------------------------

export interface HeroBannerView {
  text: string;
  subText?: string;
  thumbnails: string[];
  completeText?: string;
  completeUrl?: string;
  dismissText?: string;
  secondaryUrl?: string;
  /** Scroll-to-dismiss delay, when scroll_to_dismiss is on. */
  scrollDismissMs?: number;
  /** Dismiss automatically after this many ms. */
  disappearMs?: number;
}

export function readHeroBanner(data: unknown): HeroBannerView | null {
  if (!isRecord(data)) return null;
  const text = readText(data.text);
  if (!text) return null;
  const thumbnails = readThumbnails(data.thumbnail_urls);
  return {
    text,
    thumbnails,
    subText: readOptText(data.sub_text),
    completeText: readOptText(data.complete_button_text),
    completeUrl: readUrl(data.complete_button_cta_url),
    dismissText: readOptText(data.dismiss_button_text),
    secondaryUrl: readUrl(data.secondary_cta_link),
    disappearMs: readTimeoutMs(data.disappearTime),
    scrollDismissMs: readBool(data.scroll_to_dismiss, false)
      ? scrollDismissDelayMs(data.scroll_to_dismiss_delay_in_seconds, thumbnails.length > 0)
      : undefined,
  };
}
