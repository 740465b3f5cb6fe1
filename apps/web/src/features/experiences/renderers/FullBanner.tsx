import { useId, useMemo, type CSSProperties } from 'react';
import { ActionButton, CloseButton, ExpLink } from './parts.tsx';
import { useCloseOnAction, useViewOnce } from './hooks.ts';
import { dataOf } from './rules.ts';
import { readFullBanner } from './rules/full-banner.ts';
import type { Renderer, RendererProps } from './types.ts';

/**
 * Full banner (type 5, component_type 1). Picks its narrow or wide layout (2 icon, 3 cover),
 * background and text colours and background image from env.narrow; fills the message's
 * `{0}`, `{1}` placeholders with links (only http:// or this site, §5; `external` opens them
 * in a new tab with nofollow). Complete and dismiss buttons may redirect; `canClose` adds a ×.
 */
export function FullBanner(props: RendererProps) {
  const raw = dataOf(props);
  const { origin, narrow } = props.env;
  const view = useMemo(() => readFullBanner(raw, { origin, narrow }), [raw, origin, narrow]);
  const { closed, complete, dismiss } = useCloseOnAction(props);
  const titleId = useId();
  useViewOnce(view !== null && !closed, props.onView);
  if (!view || closed) return null;

  const style: CSSProperties = {
    backgroundColor: view.backgroundColor,
    color: view.textColor,
  };
  const media =
    view.layout === 'cover'
      ? view.coverImage && <img className="xp-full-banner-cover" src={view.coverImage} alt="" />
      : view.iconImage && <img className="xp-full-banner-icon" src={view.iconImage} alt="" />;

  return (
    <section
      className={`xp-full-banner xp-layout-${view.layout}${narrow ? ' xp-narrow' : ''}`}
      style={style}
      aria-labelledby={view.title ? titleId : undefined}
      aria-label={view.title ? undefined : 'Announcement'}
    >
      {view.backgroundImage && (
        <img
          className="xp-full-banner-bg"
          src={view.backgroundImage.uri}
          alt={view.backgroundImage.altText}
        />
      )}
      {media}
      <div className="xp-full-banner-text">
        {view.title && (
          <h2 id={titleId} className="xp-title">
            {view.title}
          </h2>
        )}
        <p className="xp-message">
          {view.segments.map((seg, i) =>
            'href' in seg ? (
              <ExpLink
                key={i}
                href={seg.href}
                className="xp-link"
                newTab={view.external}
                nofollow={view.external}
                onClick={() => props.onClick('link')}
              >
                {seg.text}
              </ExpLink>
            ) : (
              <span key={i}>{seg.text}</span>
            ),
          )}
        </p>
      </div>
      {(view.completeButtonText || view.dismissButtonText) && (
        <div className="xp-actions">
          {view.dismissButtonText && (
            <ActionButton
              button={{ text: view.dismissButtonText, url: view.dismissRedirectUrl }}
              onPress={() => dismiss('dismiss_button')}
            />
          )}
          {view.completeButtonText && (
            <ActionButton
              primary
              button={{ text: view.completeButtonText, url: view.completeRedirectUrl }}
              onPress={() => complete('complete_button')}
            />
          )}
        </div>
      )}
      {view.canClose && <CloseButton onClick={() => dismiss('close_button')} />}
    </section>
  );
}

/** A message (placeholders filled); component_type, if given, is 1. */
export const FullBannerRenderer: Renderer = {
  isValid: (experience, env) => readFullBanner(experience.display_data, env) !== null,
  Component: FullBanner,
};
