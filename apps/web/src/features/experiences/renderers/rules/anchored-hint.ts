import {
  type Direction,
  flyoutDirection,
  isRecord,
  readBool,
  readOptText,
  readText,
  readUrl,
  scrollDismissDelayMs,
  hasField,
} from '../rules.ts';

// ---------------------------------------------------------------------------------------------
// Anchored hint (component_type 2)
// ---------------------------------------------------------------------------------------------

export interface AnchoredHintView {
  anchor: string;
  display: 'flyout' | 'pulsar';
  direction: Direction;
  text: string;
  buttonText?: string;
  buttonUri?: string;
  scrollToDismiss: boolean;
  scrollDismissMs: number;
}

/**
 * §5: an anchored hint must target the web platform (`web`, or `web_mobile` on a narrow
 * screen; no fallback between them), with a known anchor and a matching placement id: a
 * non-empty `placement` must equal the experience's placement_id. It also needs its text.
 */
export function readAnchoredHint(
  experience: { placement_id: number },
  data: unknown,
  env: { narrow: boolean; anchorExists(anchor: string): boolean },
): AnchoredHintView | null {
  if (!isRecord(data)) return null;
  if (hasField(data, 'component_type') && data.component_type !== 2) return null;
  const platforms = data.anchors_by_platform;
  if (!isRecord(platforms)) return null;
  const target = platforms[env.narrow ? 'web_mobile' : 'web'];
  if (!isRecord(target)) return null;
  const anchor = readText(target.anchor);
  if (!anchor || !env.anchorExists(anchor)) return null;
  const placement = target.placement;
  if (placement !== undefined && placement !== null && placement !== '') {
    if (String(placement).trim() !== String(experience.placement_id)) return null;
  }
  const text = readText(data.text);
  if (!text) return null;
  const view: AnchoredHintView = {
    anchor,
    display: data.display_type === 2 ? 'pulsar' : 'flyout',
    direction: flyoutDirection(data.flyout_direction),
    text,
    scrollToDismiss: readBool(data.scroll_to_dismiss, false),
    scrollDismissMs: scrollDismissDelayMs(data.scroll_to_dismiss_delay_in_seconds),
  };
  const buttonText = readOptText(data.button_text);
  if (buttonText) view.buttonText = buttonText;
  const buttonUri = readUrl(data.button_uri);
  if (buttonUri) view.buttonUri = buttonUri;
  return view;
}
