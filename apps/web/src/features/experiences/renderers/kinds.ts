import type { Experience, ExperienceKind } from '@tack/contract';
import { EXPERIENCE_KINDS } from '@tack/contract/constants';
import type { Renderer } from './types.ts';

/**
 * Each kind's renderer as a chunk of its own, fetched when a message of that kind arrives: a page
 * showing a banner loads the banner's code, not all fifteen kinds' (issue 19, target 6).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const RENDERER_LOADERS: Record<ExperienceKind, () => Promise<Renderer<any>>> = {
  callout_banner: () => import('./CalloutBanner.tsx').then((m) => m.CalloutBannerRenderer),
  upsell_banner: () => import('./CalloutBanner.tsx').then((m) => m.UpsellBannerRenderer),
  full_banner: () => import('./FullBanner.tsx').then((m) => m.FullBannerRenderer),
  metrics_banner: () => import('./MetricsBanner.tsx').then((m) => m.MetricsBannerRenderer),
  upgrade_banner: () => import('./UpgradeBanner.tsx').then((m) => m.UpgradeBannerRenderer),
  hero_banner: () => import('./HeroBanner.tsx').then((m) => m.HeroBannerRenderer),
  survey: () => import('./Survey.tsx').then((m) => m.SurveyRenderer),
  anchored_hint: () => import('./AnchoredHint.tsx').then((m) => m.AnchoredHintRenderer),
  search_delight: () => import('./SearchDelight.tsx').then((m) => m.SearchDelightRenderer),
  tooltip: () => import('./Tooltip.tsx').then((m) => m.TooltipRenderer),
  toast: () => import('./Toast.tsx').then((m) => m.ToastRenderer),
  modal: () => import('./Modal.tsx').then((m) => m.ModalRenderer),
  neutral_callout: () => import('./Callout.tsx').then((m) => m.NeutralCalloutRenderer),
  floating_callout: () => import('./Callout.tsx').then((m) => m.FloatingCalloutRenderer),
  popover: () => import('./Popover.tsx').then((m) => m.PopoverRenderer),
};

/**
 * The kind an experience renders as, or null when it is not renderable: type 0 (§3) or a kind
 * this client does not know. The renderer's `isValid` still decides before it renders.
 */
export function renderableKind(experience: Experience): ExperienceKind | null {
  if (!experience || experience.type === 0) return null;
  const kind = experience.kind as string;
  return (EXPERIENCE_KINDS as readonly string[]).includes(kind) ? (kind as ExperienceKind) : null;
}
