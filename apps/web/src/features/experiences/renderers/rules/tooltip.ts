import {
  isRecord,
  readBool,
  readText,
  readThumbnails,
  scrollDismissDelayMs,
  hasField,
  readTimeoutMs,
} from '../rules.ts';

// ---------------------------------------------------------------------------------------------
// Tooltip / pulsar (type 8)
// ---------------------------------------------------------------------------------------------

/**
 * §4: with both, the pulsar shows first and a tap reveals the tooltip; with neither the
 * experience auto-completes.
 */
export type TooltipMode = 'pulsar-then-tooltip' | 'pulsar' | 'tooltip' | 'auto-complete';

export function tooltipMode(hasPulsar: boolean, hasTooltip: boolean): TooltipMode {
  if (hasPulsar && hasTooltip) return 'pulsar-then-tooltip';
  if (hasPulsar) return 'pulsar';
  if (hasTooltip) return 'tooltip';
  return 'auto-complete';
}

export interface TooltipView {
  mode: TooltipMode;
  text: string;
  anchor?: string;
  /** Dismiss automatically after this many ms (disappearTime). */
  disappearMs?: number;
  thumbnails: string[];
  scrollDismissMs?: number;
}

/**
 * A tooltip (has_tooltip defaults to true) needs text; an `anchor`, when given, must be on the
 * page. With neither pulsar nor tooltip it is valid and auto-completes.
 */
export function readTooltip(
  data: unknown,
  env: { anchorExists(anchor: string): boolean },
): TooltipView | null {
  if (!isRecord(data)) return null;
  const mode = tooltipMode(readBool(data.has_pulsar, false), readBool(data.has_tooltip, true));
  const text = readText(data.text);
  if ((mode === 'tooltip' || mode === 'pulsar-then-tooltip') && !text) return null;
  const thumbnails = readThumbnails(data.thumbnail_urls);
  const view: TooltipView = { mode, text, thumbnails };
  if (mode === 'auto-complete') return view;
  if (hasField(data, 'anchor')) {
    const anchor = readText(data.anchor);
    if (!anchor || !env.anchorExists(anchor)) return null;
    view.anchor = anchor;
  }
  const disappearMs = readTimeoutMs(data.disappearTime);
  if (disappearMs !== undefined) view.disappearMs = disappearMs;
  if (readBool(data.scroll_to_dismiss, false))
    view.scrollDismissMs = scrollDismissDelayMs(
      data.scroll_to_dismiss_delay_in_seconds,
      thumbnails.length > 0,
    );
  return view;
}
