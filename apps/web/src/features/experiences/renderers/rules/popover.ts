import {
  type Direction,
  isRecord,
  readBool,
  readNumber,
  readOptText,
  readText,
  readDirection,
} from '../rules.ts';

// ---------------------------------------------------------------------------------------------
// Educational popover (type 29)
// ---------------------------------------------------------------------------------------------

export interface PopoverView {
  anchor: string;
  /** The text shown: tooltip.mainText, else message. */
  text: string;
  direction: Direction;
  confirmText?: string;
  cancelText?: string;
  delayMs: number;
  completeOnHover: boolean;
  pulserOnly: boolean;
  /** Completing only hides it locally, without reporting a completion. */
  skipComplete: boolean;
}

/**
 * §5: a popover needs type 29 and an anchor known on the page. It also needs something to
 * say (message or tooltip.mainText) unless it is a pulsar only.
 */
export function readPopover(
  type: number,
  data: unknown,
  env: { anchorExists(anchor: string): boolean },
): PopoverView | null {
  if (type !== 29 || !isRecord(data)) return null;
  const anchor = readText(data.anchor);
  if (!anchor || !env.anchorExists(anchor)) return null;
  const tooltip = isRecord(data.tooltip) ? data.tooltip : {};
  const text = readText(tooltip.mainText) || readText(data.message);
  const pulserOnly = readBool(data.pulserOnly, false);
  if (!text && !pulserOnly) return null;
  const view: PopoverView = {
    anchor,
    text,
    direction: readDirection(tooltip.idealDirection, 'down'),
    delayMs: Math.round(readNumber(data.delay, 0, 600_000) ?? 0),
    completeOnHover: readBool(data.complete_on_hover, false),
    pulserOnly,
    skipComplete: readBool(data.skipComplete, false),
  };
  const confirmText = readOptText(tooltip.confirmButtonText) ?? readOptText(data.complete_button);
  if (confirmText) view.confirmText = confirmText;
  const cancelText = readOptText(tooltip.cancelButtonText);
  if (cancelText) view.cancelText = cancelText;
  return view;
}
