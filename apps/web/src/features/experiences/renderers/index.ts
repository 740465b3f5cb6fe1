import type { Experience, ExperienceKind } from '@tack/contract';
import { EXPERIENCE_KINDS } from '@tack/contract/constants';
import './experiences.css';
import { AnchoredHintRenderer } from './AnchoredHint.tsx';
import { FloatingCalloutRenderer, NeutralCalloutRenderer } from './Callout.tsx';
import { CalloutBannerRenderer, UpsellBannerRenderer } from './CalloutBanner.tsx';
import { FullBannerRenderer } from './FullBanner.tsx';
import { HeroBannerRenderer } from './HeroBanner.tsx';
import { MetricsBannerRenderer } from './MetricsBanner.tsx';
import { ModalRenderer } from './Modal.tsx';
import { PopoverRenderer } from './Popover.tsx';
import { SearchDelightRenderer } from './SearchDelight.tsx';
import { SurveyRenderer } from './Survey.tsx';
import { ToastRenderer } from './Toast.tsx';
import { TooltipRenderer } from './Tooltip.tsx';
import { UpgradeBannerRenderer } from './UpgradeBanner.tsx';
import type { Renderer } from './types.ts';

export type { Renderer, RendererProps, RenderEnv } from './types.ts';
export { prepareSanitizer } from './sanitize.ts';
export { PortalRoot } from './portal.ts';
export { pageRenderEnv } from './env.ts';
export { SURVEY_CLOSE_EVENT } from './Survey.tsx';

/** The renderer of each experience kind (`Experience.kind`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const RENDERERS: Record<ExperienceKind, Renderer<any>> = {
  callout_banner: CalloutBannerRenderer,
  upsell_banner: UpsellBannerRenderer,
  full_banner: FullBannerRenderer,
  metrics_banner: MetricsBannerRenderer,
  upgrade_banner: UpgradeBannerRenderer,
  hero_banner: HeroBannerRenderer,
  survey: SurveyRenderer,
  anchored_hint: AnchoredHintRenderer,
  search_delight: SearchDelightRenderer,
  tooltip: TooltipRenderer,
  toast: ToastRenderer,
  modal: ModalRenderer,
  neutral_callout: NeutralCalloutRenderer,
  floating_callout: FloatingCalloutRenderer,
  popover: PopoverRenderer,
};

/**
 * The renderer for an experience, or null when it is not renderable: type 0 (§3) or a kind
 * this client does not know. The caller still applies `isValid` before rendering.
 */
export function rendererFor(experience: Experience): Renderer | null {
  if (!experience || experience.type === 0) return null;
  const kind = experience.kind as string;
  return (EXPERIENCE_KINDS as readonly string[]).includes(kind)
    ? RENDERERS[kind as ExperienceKind]
    : null;
}
