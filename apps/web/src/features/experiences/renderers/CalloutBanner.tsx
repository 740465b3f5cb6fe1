import { useId, useMemo } from 'react';
import { Icon } from './Icon.tsx';
import { CloseButton, ExpLink } from './parts.tsx';
import { useCloseOnAction, useViewOnce } from './hooks.ts';
import { dataOf } from './rules.ts';
import {
  CALLOUT_BANNER_ICONS,
  readCalloutBanner,
  readUpsellBanner,
  type CalloutBannerView,
} from './rules/callout-banner.ts';
import type { Renderer, RendererProps } from './types.ts';

/**
 * Callout banner (type 5): an info, warning, error or upsell message with an optional title,
 * link and primary/secondary actions. Info, warning and error carry an announced icon (§8).
 * The message is plain text. Primary action completes, the × dismisses.
 */
function CalloutBannerBody({ view, props }: { view: CalloutBannerView; props: RendererProps }) {
  const { closed, complete: completeAndClose, dismiss } = useCloseOnAction(props);
  const titleId = useId();
  useViewOnce(!closed, props.onView);
  if (closed) return null;
  const icon = CALLOUT_BANNER_ICONS[view.type];
  const complete = (element: string) => {
    props.onClick(element);
    completeAndClose(element);
  };
  return (
    <section
      className={`xp-callout-banner xp-callout-banner-${view.type}`}
      aria-labelledby={view.title ? titleId : undefined}
      aria-label={view.title ? undefined : (icon?.label ?? 'Message')}
    >
      {icon && <Icon name={icon.icon} label={icon.label} />}
      <div className="xp-callout-banner-text">
        {view.title && (
          <h2 id={titleId} className="xp-title">
            {view.title}
          </h2>
        )}
        <p className="xp-message">
          {view.message}
          {view.link && (
            <>
              {' '}
              <ExpLink
                href={view.link.href}
                className="xp-link"
                onClick={() => props.onClick('link')}
              >
                {view.link.text}
              </ExpLink>
            </>
          )}
        </p>
      </div>
      {(view.primaryAction || view.secondaryAction) && (
        <div className="xp-actions">
          {view.secondaryAction && (
            <ExpLink
              href={view.secondaryAction.href}
              className="btn xp-btn"
              ariaLabel={view.secondaryAction.accessibilityLabel}
              onClick={() => props.onClick('secondary_action')}
            >
              {view.secondaryAction.label}
            </ExpLink>
          )}
          {view.primaryAction && (
            <ExpLink
              href={view.primaryAction.href}
              className="btn btn-primary xp-btn"
              ariaLabel={view.primaryAction.accessibilityLabel}
              onClick={() => complete('primary_action')}
            >
              {view.primaryAction.label}
            </ExpLink>
          )}
        </div>
      )}
      <CloseButton label="Dismiss" onClick={() => dismiss('dismiss_button')} />
    </section>
  );
}

export function CalloutBanner(props: RendererProps) {
  const raw = dataOf(props);
  const view = useMemo(() => readCalloutBanner(raw), [raw]);
  return view ? <CalloutBannerBody view={view} props={props} /> : null;
}

export function UpsellBanner(props: RendererProps) {
  const raw = dataOf(props);
  const view = useMemo(() => readUpsellBanner(raw), [raw]);
  return view ? <CalloutBannerBody view={view} props={props} /> : null;
}

/** §5: a callout type and a message. */
export const CalloutBannerRenderer: Renderer = {
  isValid: (experience) => readCalloutBanner(experience.display_data) !== null,
  Component: CalloutBanner,
};

/** §5: type upsell and a message. */
export const UpsellBannerRenderer: Renderer = {
  isValid: (experience) => readUpsellBanner(experience.display_data) !== null,
  Component: UpsellBanner,
};
