import {
  type ButtonView,
  TIMING,
  isRecord,
  isSafeUrl,
  readArray,
  readBool,
  readButton,
  readNumber,
  readOptText,
  readText,
  hasField,
} from '../rules.ts';

// ---------------------------------------------------------------------------------------------
// Survey (type 5)
// ---------------------------------------------------------------------------------------------

export interface SurveyView {
  title: string;
  subtitle?: string;
  detail?: string;
  /** buttons[0] takes the survey (complete), buttons[1] declines (dismiss). */
  buttons: [ButtonView, ButtonView];
  delayMs?: number;
  actionTrigger: number;
  anket: boolean;
  frameUrl?: string;
  /** The origin survey frame messages must come from. */
  frameOrigin?: string;
}

/** The origin of an http(s) frame url (relative urls resolve against this site), else null. */
export function frameOriginOf(frameUrl: string, siteOrigin: string): string | null {
  try {
    const url = new URL(frameUrl, siteOrigin || undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A survey needs a title and two buttons with text; a frame_url, if given, must be http(s). */
export function readSurvey(data: unknown, siteOrigin: string): SurveyView | null {
  if (!isRecord(data)) return null;
  const title = readText(data.title_text);
  const [a, b] = readArray(data.buttons).map(readButton);
  if (!title || !a || !b) return null;
  const view: SurveyView = {
    title,
    buttons: [a, b],
    actionTrigger: readNumber(data.action_trigger, 0, 2) ?? 0,
    anket: readBool(data.anket, false),
  };
  const subtitle = readOptText(data.subtitle_text);
  if (subtitle) view.subtitle = subtitle;
  const detail = readOptText(data.detailed_text);
  if (detail) view.detail = detail;
  const delay = readNumber(data.delay, 0, 600_000);
  if (delay !== undefined) view.delayMs = Math.round(delay);
  if (hasField(data, 'frame_url')) {
    const frameUrl = readText(data.frame_url);
    const origin = frameUrl && isSafeUrl(frameUrl) ? frameOriginOf(frameUrl, siteOrigin) : null;
    if (!origin) return null;
    view.frameUrl = frameUrl;
    view.frameOrigin = origin;
  }
  return view;
}

export type SurveyShowPlan = { when: 'now' } | { when: 'close' } | { when: 'delay'; ms: number };

/** §3: action_trigger 1 shows at once, 2 on close, else after `delay` (default 5 s). */
export function surveyShowPlan(actionTrigger: unknown, delayMs: unknown): SurveyShowPlan {
  if (actionTrigger === 1) return { when: 'now' };
  if (actionTrigger === 2) return { when: 'close' };
  const ms = readNumber(delayMs, 0, 600_000);
  return { when: 'delay', ms: ms === undefined ? TIMING.surveyDefaultDelayMs : Math.round(ms) };
}

export const SURVEY_MESSAGES = ['surveyFinished', 'surveyLoaded'] as const;
export type SurveyMessage = (typeof SURVEY_MESSAGES)[number];

/**
 * §5: a postMessage counts only when it comes from the survey frame's origin and its data is
 * `surveyFinished` or `surveyLoaded`; anything else gives null.
 */
export function surveyMessage(
  event: { origin: string; data: unknown },
  frameOrigin: string | null | undefined,
): SurveyMessage | null {
  if (!frameOrigin || event.origin !== frameOrigin) return null;
  return SURVEY_MESSAGES.includes(event.data as SurveyMessage)
    ? (event.data as SurveyMessage)
    : null;
}
