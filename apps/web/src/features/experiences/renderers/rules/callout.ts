import {
  type ButtonView,
  isRecord,
  readBool,
  readButton,
  readOptText,
  readText,
} from '../rules.ts';

// ---------------------------------------------------------------------------------------------
// Neutral (27) and floating (28) callouts
// ---------------------------------------------------------------------------------------------

/** Icon codes 1-34 (§3), in code order: CALLOUT_ICONS[code - 1]. */
export const CALLOUT_ICONS = [
  'info', // 1
  'alert', // 2
  'error', // 3
  'check-circle', // 4
  'check', // 5
  'star', // 6
  'heart', // 7
  'bell', // 8
  'lightbulb', // 9
  'lock', // 10
  'pin', // 11
  'board', // 12
  'camera', // 13
  'gift', // 14
  'megaphone', // 15
  'sparkle', // 16
  'shopping-bag', // 17
  'tag', // 18
  'link', // 19
  'share', // 20
  'search', // 21
  'person', // 22
  'people', // 23
  'globe', // 24
  'calendar', // 25
  'clock', // 26
  'mail', // 27
  'chat', // 28
  'sliders', // 29
  'shield', // 30
  'eye', // 31
  'trending', // 32
  'play', // 33
  'question', // 34
] as const;
export type CalloutIconName = (typeof CALLOUT_ICONS)[number];

/** Icon colour codes 1-12 (§3), in code order: CALLOUT_ICON_COLORS[code - 1]. */
export const CALLOUT_ICON_COLORS = [
  'dark', // 1
  'gray', // 2
  'red', // 3
  'orange', // 4
  'yellow', // 5
  'green', // 6
  'teal', // 7
  'blue', // 8
  'purple', // 9
  'pink', // 10
  'brand', // 11
  'white', // 12
] as const;
export type CalloutIconColor = (typeof CALLOUT_ICON_COLORS)[number] | 'default';

/** Icon code -> name; unknown code -> null (no icon). */
export function calloutIcon(code: unknown): CalloutIconName | null {
  return typeof code === 'number' && Number.isInteger(code)
    ? (CALLOUT_ICONS[code - 1] ?? null)
    : null;
}

/** Colour code -> name; unknown code -> 'default'. */
export function calloutIconColor(code: unknown): CalloutIconColor {
  return typeof code === 'number' && Number.isInteger(code)
    ? (CALLOUT_ICON_COLORS[code - 1] ?? 'default')
    : 'default';
}

export interface CalloutView {
  title?: string;
  /** May hold anchors: sanitize before rendering. */
  message: string;
  completeButton?: ButtonView;
  dismissButton?: ButtonView & { hidden: boolean };
  /** Whether a dismiss control shows at all (hideDismissButton hides it). */
  showDismiss: boolean;
  icon: CalloutIconName | null;
  iconColor: CalloutIconColor;
  newTab: boolean;
  nofollow: boolean;
}

/** Neutral (27) and floating (28) callouts need a message. */
export function readCallout(data: unknown): CalloutView | null {
  if (!isRecord(data)) return null;
  const message = readText(data.message);
  if (!message) return null;
  const hidden = isRecord(data.dismissButton)
    ? readBool(data.dismissButton.hideDismissButton, false)
    : false;
  const view: CalloutView = {
    message,
    showDismiss: !hidden,
    icon: calloutIcon(data.icon),
    iconColor: calloutIconColor(data.iconColor),
    newTab: readBool(data.newTab, false),
    nofollow: readBool(data.nofollow, false),
  };
  const title = readOptText(data.title);
  if (title) view.title = title;
  const complete = readButton(data.completeButton);
  if (complete) view.completeButton = complete;
  const dismiss = readButton(data.dismissButton);
  if (dismiss) view.dismissButton = { ...dismiss, hidden };
  return view;
}
