/** Fired on window when a closeup or dialog closes: surveys with action_trigger 2 show then. */
export const SURVEY_CLOSE_EVENT = 'tack:experience-close';
