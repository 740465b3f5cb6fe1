import { z } from 'zod';
import { lookupText } from './text.ts';
import { Id, StrictBoolean } from './common.ts';

/**
 * Options the spec's clients send with many calls (pin-card-and-saving §7,
 * messaging-consent-routes §7) that say who acts and where the call came from, rather than what
 * it does. Each is accepted, checked and acted on where the call is answered:
 *
 * - `client_tracking_params` / `clientTrackingParams`: the opaque text a client attaches so a
 *   logged event can name the surface it came from (text, at most 2,048 characters). Kept with
 *   the event the server logs for the call (`events.client_tracking_params`): a save's (type 5),
 *   an outbound click's (13); with a pin feedback, in its reason. A call §7 logs no event for
 *   (deleting a pin) checks it and keeps nothing.
 * - `eventContext`: the same for structured context, a JSON object of at most 4,096 characters,
 *   kept with a save's event (`events.event_context`).
 * - `orbac_subject_id`: the profile the viewer acts as (business access). Until business access
 *   exists the only profile a viewer may act as is their own: another id answers 403.
 * - `user_id` on a write (a save): the same rule, the viewer's own id or 403.
 * - `ignore_bookmark`: an option of the generic resource call (MC §7), so every resource call
 *   takes it; the dispatcher (server plugins/resources.ts) checks it and, when true, drops the
 *   bookmark, so a paged call answers its first page.
 */
export const MAX_TRACKING_CHARS = 2048;
export const MAX_EVENT_CONTEXT_CHARS = 4096;

export const TrackingParams = lookupText().max(
  MAX_TRACKING_CHARS,
  `Tracking params are at most ${MAX_TRACKING_CHARS} characters`,
);

/** A JSON object option; its size is counted as JSON text so nesting cannot hide bulk. */
export const jsonObjectOption = (name: string) =>
  z
    .record(z.string(), z.unknown(), { error: `${name} must be a JSON object` })
    .refine(
      (o) => JSON.stringify(o).length <= MAX_EVENT_CONTEXT_CHARS,
      `${name} is at most ${MAX_EVENT_CONTEXT_CHARS} characters of JSON`,
    );

export const EventContext = jsonObjectOption('eventContext');

/** The acting profile: the viewer's own id until business access exists (else 403). */
export const ActingAs = Id;

/** `true`: answer the first page whatever `bookmark` says (the generic resource call's option). */
export const IgnoreBookmark = StrictBoolean.optional();

/** The tracking pair most writes accept. */
export const tracking = {
  client_tracking_params: TrackingParams.optional(),
};

/** What a call names as the acting profile, and how. */
export const acting = {
  orbac_subject_id: ActingAs.optional(),
};
