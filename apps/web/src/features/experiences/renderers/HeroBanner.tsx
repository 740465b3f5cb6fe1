import { useId, useMemo, useRef } from 'react';
import { ActionButton, CloseButton, ExpLink } from './parts.tsx';
import { useCloseOnAction, useScrollToDismiss, useTimeout, useViewOnce } from './hooks.ts';
import { dataOf } from './rules.ts';
import { readHeroBanner } from './rules/hero-banner.ts';
import type { Renderer, RendererProps } from './types.ts';

/**
 * Hero banner (type 8): slides and fades in over 400 ms; text, sub text, up to 3 thumbnails
 * (the last ones), a complete button (optionally to complete_button_cta_url), a dismiss button
 * (or a × when it has no text) and an optional secondary link. scroll_to_dismiss and
 * disappearTime dismiss it like a tooltip.
 */
export function HeroBanner(props: RendererProps) {
  const raw = dataOf(props);
  const view = useMemo(() => readHeroBanner(raw), [raw]);
  const { closed, complete, dismiss: autoDismiss } = useCloseOnAction(props);
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const visible = view !== null && !closed;
  useViewOnce(visible, props.onView);
  useTimeout(() => autoDismiss('timeout'), view?.disappearMs, visible);
  useScrollToDismiss(
    visible && view?.scrollDismissMs !== undefined,
    view?.scrollDismissMs ?? 0,
    () => autoDismiss('scroll'),
    ref,
  );
  if (!view || closed) return null;
  const dismiss = () => autoDismiss('dismiss_button');
  return (
    <section className="xp-hero" ref={ref} aria-labelledby={titleId}>
      {view.thumbnails.length > 0 && (
        <div className="xp-hero-thumbs" aria-hidden="true">
          {view.thumbnails.map((src) => (
            <img key={src} src={src} alt="" />
          ))}
        </div>
      )}
      <div className="xp-banner-text">
        <h2 id={titleId} className="xp-title">
          {view.text}
        </h2>
        {view.subText && <p className="xp-message">{view.subText}</p>}
        {view.secondaryUrl && (
          <ExpLink
            href={view.secondaryUrl}
            className="xp-link"
            onClick={() => props.onClick('secondary_cta_link')}
          >
            Learn more
          </ExpLink>
        )}
      </div>
      <div className="xp-actions">
        {view.dismissText && <ActionButton button={{ text: view.dismissText }} onPress={dismiss} />}
        {view.completeText && (
          <ActionButton
            primary
            button={{ text: view.completeText, url: view.completeUrl }}
            onPress={() => complete('complete_button')}
          />
        )}
      </div>
      {!view.dismissText && <CloseButton label="Dismiss" onClick={dismiss} />}
    </section>
  );
}

/** A hero banner needs its text. */
export const HeroBannerRenderer: Renderer = {
  isValid: (experience) => readHeroBanner(experience.display_data) !== null,
  Component: HeroBanner,
};
