import { type CalloutIconName } from './callout.ts';
import { isRecord, readOptText, readText, readUrl } from '../rules.ts';

// ---------------------------------------------------------------------------------------------
// Callout banner and upsell banner (type 5)
// ---------------------------------------------------------------------------------------------

export const CALLOUT_BANNER_TYPES = [
  'error-callout',
  'info-callout',
  'warning-callout',
  'upsell',
] as const;
export type CalloutBannerType = (typeof CALLOUT_BANNER_TYPES)[number];

/** The icon and its accessibility label per callout banner type (§8); upsell has none. */
export const CALLOUT_BANNER_ICONS: Record<
  CalloutBannerType,
  { icon: CalloutIconName; label: string } | null
> = {
  'info-callout': { icon: 'info', label: 'Information' },
  'warning-callout': { icon: 'alert', label: 'Warning' },
  'error-callout': { icon: 'error', label: 'Error' },
  upsell: null,
};

export interface ActionView {
  label: string;
  accessibilityLabel?: string;
  href: string;
}

function readAction(v: unknown): ActionView | undefined {
  if (!isRecord(v)) return undefined;
  const label = readText(v.label);
  const href = readUrl(v.href);
  if (!label || !href) return undefined;
  const accessibilityLabel = readOptText(v.accessibilityLabel);
  return accessibilityLabel ? { label, accessibilityLabel, href } : { label, href };
}

export interface CalloutBannerView {
  type: CalloutBannerType;
  message: string;
  title?: string;
  link?: { href: string; text: string };
  primaryAction?: ActionView;
  secondaryAction?: ActionView;
}

/** §5: a callout banner renders only with a callout type and a message. */
export function readCalloutBanner(data: unknown): CalloutBannerView | null {
  if (!isRecord(data)) return null;
  const type = data.type as CalloutBannerType;
  if (!CALLOUT_BANNER_TYPES.includes(type)) return null;
  const message = readText(data.message);
  if (!message) return null;
  const view: CalloutBannerView = { type, message };
  const title = readOptText(data.title);
  if (title) view.title = title;
  if (isRecord(data.link)) {
    const href = readUrl(data.link.href);
    const text = readText(data.link.text);
    if (href && text) view.link = { href, text };
  }
  const primary = readAction(data.primaryAction);
  if (primary) view.primaryAction = primary;
  const secondary = readAction(data.secondaryAction);
  if (secondary) view.secondaryAction = secondary;
  return view;
}

/** §5: an upsell banner requires type upsell and a message. */
export function readUpsellBanner(data: unknown): CalloutBannerView | null {
  const view = readCalloutBanner(data);
  return view && view.type === 'upsell' ? view : null;
}
