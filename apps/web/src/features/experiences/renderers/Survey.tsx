import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ActionButton, CloseButton } from './parts.tsx';
import { useCloseOnAction, useLatest, useTimeout, useViewOnce } from './hooks.ts';
import { dataOf, isMessagingSuppressedPath, TIMING } from './rules.ts';
import { readSurvey, surveyMessage, surveyShowPlan } from './rules/survey.ts';
import type { Renderer, RendererProps } from './types.ts';

/**
 * The event a page dispatches on `window` when the user closes something (a closeup, a
 * dialog): surveys with action_trigger 2 ("on close") show then. Leaving the window through
 * its top edge (exit intent) counts too.
 */
import { SURVEY_CLOSE_EVENT } from '../survey-close.ts';

/** Becomes true when the survey is due: at once, on close, or after its delay (§3, §4). */
function useSurveyDue(actionTrigger: number, delayMs: number | undefined, enabled: boolean) {
  const plan = surveyShowPlan(actionTrigger, delayMs);
  const [due, setDue] = useState(enabled && plan.when === 'now');
  const when = plan.when;
  const ms = plan.when === 'delay' ? plan.ms : 0;
  useEffect(() => {
    if (!enabled || due) return;
    if (when === 'now') {
      setDue(true);
      return;
    }
    if (when === 'close') {
      const show = () => setDue(true);
      const onLeave = (e: MouseEvent) => {
        if (e.relatedTarget === null && e.clientY <= 0) show();
      };
      window.addEventListener(SURVEY_CLOSE_EVENT, show);
      document.addEventListener('mouseout', onLeave);
      return () => {
        window.removeEventListener(SURVEY_CLOSE_EVENT, show);
        document.removeEventListener('mouseout', onLeave);
      };
    }
    // After the delay; while in the pin builders, re-check every 3 s (§2.2).
    let timer = 0;
    const check = () => {
      if (isMessagingSuppressedPath(window.location.pathname))
        timer = window.setTimeout(check, TIMING.suppressedRecheckMs);
      else setDue(true);
    };
    timer = window.setTimeout(check, ms);
    return () => window.clearTimeout(timer);
  }, [enabled, due, when, ms]);
  return due;
}

/**
 * Survey prompt (type 5): title, subtitle, detail and two buttons (take it: complete; no
 * thanks: dismiss). With a frame_url the survey loads in an iframe whose postMessages count
 * only from its origin and only as `surveyLoaded` / `surveyFinished` (§5); it stays hidden
 * until loaded and is dropped when not loaded within 15 s (§4, §8).
 */
export function Survey(props: RendererProps) {
  const raw = dataOf(props);
  const origin = props.env.origin;
  const view = useMemo(() => readSurvey(raw, origin), [raw, origin]);
  const due = useSurveyDue(view?.actionTrigger ?? 0, view?.delayMs, view !== null);
  const [loaded, setLoaded] = useState(false);
  const [dropped, setDropped] = useState(false);
  const { closed, complete, dismiss } = useCloseOnAction(props);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const titleId = useId();
  const hasFrame = view?.frameUrl !== undefined;
  const active = view !== null && due && !dropped && !closed;
  const visible = active && (!hasFrame || loaded);
  useViewOnce(visible, props.onView);

  // Dropped when the frame has not loaded within 15 s.
  useTimeout(() => setDropped(true), TIMING.surveyLoadTimeoutMs, active && hasFrame && !loaded);

  const onComplete = useLatest(complete);
  const frameOrigin = view?.frameOrigin;
  useEffect(() => {
    if (!active || !frameOrigin) return;
    const onMessage = (e: MessageEvent) => {
      const frame = frameRef.current?.contentWindow;
      if (frame && e.source !== frame) return;
      const msg = surveyMessage({ origin: e.origin, data: e.data }, frameOrigin);
      if (msg === 'surveyLoaded') setLoaded(true);
      if (msg === 'surveyFinished') onComplete.current('survey_frame');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active, frameOrigin, onComplete]);

  if (!view || !active) return null;
  const [take, decline] = view.buttons;
  return (
    <section
      className={`xp-survey${visible ? '' : ' xp-survey-loading'}`}
      aria-labelledby={titleId}
      aria-hidden={visible ? undefined : true}
    >
      <h2 id={titleId} className="xp-title">
        {view.title}
      </h2>
      {view.subtitle && <p className="xp-message">{view.subtitle}</p>}
      {view.detail && <p className="xp-detail">{view.detail}</p>}
      {view.frameUrl && (
        <iframe
          ref={frameRef}
          className="xp-survey-frame"
          src={view.frameUrl}
          title={view.title}
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      <div className="xp-actions">
        <ActionButton button={decline} onPress={() => dismiss('dismiss_button')} />
        <ActionButton
          primary
          newTab
          button={take}
          onPress={() => onComplete.current('complete_button')}
        />
      </div>
      <CloseButton label="Dismiss" onClick={() => dismiss('close_button')} />
    </section>
  );
}

/** A title and two buttons; a frame_url, if any, must be an http(s) url. */
export const SurveyRenderer: Renderer = {
  isValid: (experience, env) => readSurvey(experience.display_data, env.origin) !== null,
  Component: Survey,
};
