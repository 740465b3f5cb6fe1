import { useId, useMemo, useState, type MouseEvent } from 'react';
import { Icon } from './Icon.tsx';
import { ActionButton, CloseButton } from './parts.tsx';
import { useTimeout, useViewOnce } from './hooks.ts';
import { useSanitizedHtml } from './sanitize.ts';
import { dataOf, TIMING } from './rules.ts';
import { readCallout, type CalloutView } from './rules/callout.ts';
import type { Renderer, RendererProps } from './types.ts';

/**
 * Neutral (type 27) and floating upsell (type 28) callouts: optional icon (codes 1-34) in its
 * colour (codes 1-12), title, a message whose HTML is sanitized (links only; nofollow and new
 * tab as flagged), a complete button and a dismiss button (unless hideDismissButton). The
 * floating one sits in the corner and slides in and out over 300 ms.
 */
function CalloutBody({
  view,
  props,
  floating,
}: {
  view: CalloutView;
  props: RendererProps;
  floating: boolean;
}) {
  const [phase, setPhase] = useState<'shown' | 'leaving' | 'gone'>('shown');
  const titleId = useId();
  useViewOnce(true, props.onView);
  useTimeout(() => setPhase('gone'), TIMING.floatingCalloutTransitionMs, phase === 'leaving');
  const html = useSanitizedHtml(view.message, view);
  if (phase === 'gone') return null;
  const close = () => setPhase(floating ? 'leaving' : 'gone');
  const complete = () => {
    props.onComplete('complete_button');
    close();
  };
  const dismiss = (element: string) => {
    props.onDismiss(element);
    close();
  };
  const onMessageClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.target instanceof Element && e.target.closest('a[href]')) props.onClick('message_link');
  };
  return (
    <section
      className={`xp-callout ${floating ? 'xp-callout-floating' : 'xp-callout-neutral'}${
        phase === 'leaving' ? ' xp-callout-leaving' : ''
      }`}
      aria-labelledby={view.title ? titleId : undefined}
      aria-label={view.title ? undefined : 'Message'}
    >
      {view.icon && <Icon name={view.icon} color={view.iconColor} />}
      <div className="xp-callout-text">
        {view.title && (
          <h2 id={titleId} className="xp-title">
            {view.title}
          </h2>
        )}
        <div
          className="xp-message xp-rich"
          onClick={onMessageClick}
          dangerouslySetInnerHTML={{ __html: html ?? '' }}
        />
        {(view.completeButton || (view.dismissButton && view.showDismiss)) && (
          <div className="xp-actions">
            {view.dismissButton && view.showDismiss && (
              <ActionButton button={view.dismissButton} onPress={() => dismiss('dismiss_button')} />
            )}
            {view.completeButton && (
              <ActionButton primary button={view.completeButton} onPress={complete} />
            )}
          </div>
        )}
      </div>
      {view.showDismiss && !view.dismissButton && (
        <CloseButton label="Dismiss" onClick={() => dismiss('close_button')} />
      )}
    </section>
  );
}

export function NeutralCallout(props: RendererProps) {
  const raw = dataOf(props);
  const view = useMemo(() => readCallout(raw), [raw]);
  return view ? <CalloutBody view={view} props={props} floating={false} /> : null;
}

export function FloatingCallout(props: RendererProps) {
  const raw = dataOf(props);
  const view = useMemo(() => readCallout(raw), [raw]);
  return view ? <CalloutBody view={view} props={props} floating /> : null;
}

/** Neutral (27) and floating (28) callouts need a message. */
export const NeutralCalloutRenderer: Renderer = {
  isValid: (experience) => readCallout(experience.display_data) !== null,
  Component: NeutralCallout,
};

export const FloatingCalloutRenderer: Renderer = {
  isValid: (experience) => readCallout(experience.display_data) !== null,
  Component: FloatingCallout,
};
