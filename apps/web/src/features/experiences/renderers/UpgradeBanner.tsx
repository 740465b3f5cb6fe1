import { useId, useMemo } from 'react';
import { Icon } from './Icon.tsx';
import { CloseButton, ExpLink } from './parts.tsx';
import { useCloseOnAction, useViewOnce } from './hooks.ts';
import { dataOf } from './rules.ts';
import { readUpgradeBanner, UPGRADE_PATH } from './rules/upgrade-banner.ts';
import type { Renderer, RendererProps } from './types.ts';

/**
 * Upgrade-to-business banner (type 5), aimed at personal accounts: title, subtitle and a
 * button linking to /business/convert/ (completes); the × dismisses.
 */
export function UpgradeBanner(props: RendererProps) {
  const raw = dataOf(props);
  const view = useMemo(() => readUpgradeBanner(raw), [raw]);
  const { closed, complete, dismiss } = useCloseOnAction(props);
  const titleId = useId();
  useViewOnce(view !== null && !closed, props.onView);
  if (!view || closed) return null;
  return (
    <section className="xp-banner xp-upgrade-banner" aria-labelledby={titleId}>
      <Icon name="trending" color="brand" />
      <div className="xp-banner-text">
        <h2 id={titleId} className="xp-title">
          {view.title}
        </h2>
        {view.subtitle && <p className="xp-message">{view.subtitle}</p>}
      </div>
      <div className="xp-actions">
        <ExpLink
          href={UPGRADE_PATH}
          className="btn btn-primary xp-btn"
          onClick={() => complete('upgrade_button')}
        >
          {view.buttonText}
        </ExpLink>
      </div>
      <CloseButton label="Dismiss" onClick={() => dismiss('dismiss_button')} />
    </section>
  );
}

/** A title is needed; the button text defaults to 'Upgrade'. */
export const UpgradeBannerRenderer: Renderer = {
  isValid: (experience) => readUpgradeBanner(experience.display_data) !== null,
  Component: UpgradeBanner,
};
