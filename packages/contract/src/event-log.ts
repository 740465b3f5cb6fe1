import { z } from 'zod';
import { Id } from './common.ts';
import { LANDING_PAGE_TYPES, PAGE_KINDS } from './routes/route-rows.ts';
import {
  CAROUSEL_SLOT_FIELDS,
  EVENT_BATCH_MAX,
  EVENT_TYPES,
  IMPRESSION_MILESTONES,
  type EventType,
} from './event-types.ts';
import { lookupText } from './text.ts';

/**
 * What the server logs itself and a client may not send (pin-card-and-saving.md §7): a save is
 * logged where the repin is made, a clickthrough where /offsite/ answers. Sent by a client they
 * could inflate a pin's counts at will.
 */
export const SERVER_ONLY_EVENT_TYPES: readonly EventType[] = [
  EVENT_TYPES.save,
  EVENT_TYPES.clickthrough,
];

/** The event types a client may send in a batch. */
export const CLIENT_EVENT_TYPES: readonly EventType[] = Object.values(EVENT_TYPES).filter(
  (t) => !SERVER_ONLY_EVENT_TYPES.includes(t),
);

/** Types that are about one pin: each must name it, and the pin must be one the viewer can see. */
export const PIN_EVENT_TYPES: readonly EventType[] = [
  EVENT_TYPES.impression,
  EVENT_TYPES.pinClick,
  EVENT_TYPES.carouselSwipe,
  EVENT_TYPES.carouselImpression,
];

/** Types about a followed board or topic: each must name it in object_id. */
const OBJECT_EVENT_TYPES: readonly EventType[] = [
  EVENT_TYPES.boardFollow,
  EVENT_TYPES.boardUnfollow,
  EVENT_TYPES.topicFollow,
  EVENT_TYPES.topicUnfollow,
];

const AUX_MAX_KEYS = 10;
const AUX_MAX_JSON = 1000;

/** §7 aux_data: a small flat JSON object (a milestone, a slot, a click type). */
export const EventAuxData = z
  .record(
    z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, 'aux_data keys are names of up to 40 letters'),
    z.union([lookupText().max(200), z.number().finite(), z.boolean(), z.null()], {
      error: 'aux_data values are short texts, numbers, true/false or null',
    }),
  )
  .refine(
    (o) => Object.keys(o).length <= AUX_MAX_KEYS,
    `aux_data holds at most ${AUX_MAX_KEYS} keys`,
  )
  .refine(
    (o) => JSON.stringify(o).length <= AUX_MAX_JSON,
    `aux_data is at most ${AUX_MAX_JSON} characters of JSON`,
  );

const SmallInt = z.number().int().min(0).max(1_000_000);

export const ClientEvent = z
  .object({
    event_type: z.number().int(),
    pin_id: Id.optional(),
    object_id: Id.optional(),
    component: lookupText().max(60).optional(),
    element: lookupText().max(60).optional(),
    view_type: SmallInt.optional(),
    view_parameter: SmallInt.optional(),
    aux_data: EventAuxData.optional(),
  })
  .strict()
  .superRefine((e, ctx) => {
    const type = e.event_type as EventType;
    const issue = (message: string, path: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if (SERVER_ONLY_EVENT_TYPES.includes(type))
      return issue(
        `event type ${type} (save or clickthrough) is logged by the server itself; clients may not send it`,
        'event_type',
      );
    if (!CLIENT_EVENT_TYPES.includes(type))
      return issue(
        `unknown event type ${type}: send one of ${CLIENT_EVENT_TYPES.join(', ')}`,
        'event_type',
      );
    if (PIN_EVENT_TYPES.includes(type) && !e.pin_id)
      issue(`event type ${type} needs the pin_id it is about`, 'pin_id');
    if (OBJECT_EVENT_TYPES.includes(type) && !e.object_id)
      issue(`event type ${type} needs the board or topic id in object_id`, 'object_id');
    if (type === EVENT_TYPES.pageView) {
      const landing = e.aux_data?.landing;
      if (!LANDING_PAGE_TYPES.some((t) => t === landing))
        issue(
          `a page view needs aux_data.landing, one of ${LANDING_PAGE_TYPES.map((t) => t || '""').join(', ')}`,
          'aux_data',
        );
      if (e.aux_data?.entry !== 'deeplink' && e.aux_data?.entry !== 'click')
        issue('a page view needs aux_data.entry, deeplink or click', 'aux_data');
    }
    if (
      type === EVENT_TYPES.impression &&
      !IMPRESSION_MILESTONES.includes(
        e.aux_data?.milestone as (typeof IMPRESSION_MILESTONES)[number],
      )
    )
      issue(
        `an impression needs aux_data.milestone, one of ${IMPRESSION_MILESTONES.join(', ')}`,
        'aux_data',
      );
    if (type === EVENT_TYPES.carouselSwipe) {
      const a = e.aux_data ?? {};
      const ids = typeof a.carouselSlotId === 'string' && typeof a.carouselDataId === 'string';
      const indexes = [a.carouselSlotIndex, a.toCarouselSlotIndex].every(
        (i) => typeof i === 'number' && Number.isInteger(i) && i >= 0,
      );
      if (!ids || !indexes)
        issue(
          `a carousel swipe needs aux_data ${CAROUSEL_SLOT_FIELDS.join(', ')} (two ids, two slot indexes)`,
          'aux_data',
        );
    }
  });
export type ClientEvent = z.infer<typeof ClientEvent>;

/**
 * One batch from a client: where it was (PC §2's page kinds: for signed-out visitors the only
 * "who"), and its events. `search`, which clients before the route table sent, is `other`.
 */
export const EventBatchOptions = z
  .object({
    page_kind: z
      .enum([...PAGE_KINDS, 'search'], {
        error: `page_kind is one of ${PAGE_KINDS.join(', ')}`,
      })
      .transform((k) => (k === 'search' ? 'other' : k)),
    events: z
      .array(ClientEvent)
      .min(1, 'send at least one event')
      .max(EVENT_BATCH_MAX, `send at most ${EVENT_BATCH_MAX} events in a batch`),
  })
  .strict();
export type EventBatchOptions = z.infer<typeof EventBatchOptions>;

/** `stored`: appended; `dropped`: about pins the viewer cannot see (gone, hidden, private). */
export const EventBatchResult = z.object({
  stored: z.number().int(),
  dropped: z.number().int(),
});

/** The origins an ad leads to, as `GET /attribution_source/` sends them: a JSON list of origins. */
const Destinations = z
  .string()
  .max(2000)
  .transform((s, ctx) => {
    try {
      const list = JSON.parse(s) as unknown;
      if (Array.isArray(list) && list.length >= 1 && list.length <= 3)
        return list.map((o) => {
          const u = new URL(String(o));
          if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error('not http');
          return u.origin;
        });
    } catch {
      // fall through
    }
    ctx.addIssue({
      code: 'custom',
      message: 'destination is a JSON list of 1 to 3 http(s) origins',
    });
    return z.NEVER;
  });

/** §7 `GET /attribution_source/`: click (expiry 604800, priority 2) or view (86400, 1). */
export const AttributionSourceQuery = z
  .object({
    source_event_id: Id,
    destination: Destinations,
    expiry: z.enum(['86400', '604800'], { error: 'expiry is 86400 (a view) or 604800 (a click)' }),
    priority: z.enum(['1', '2'], { error: 'priority is 1 (a view) or 2 (a click)' }),
    source_event_type: z.enum(['click', 'view'], { error: 'source_event_type is click or view' }),
    advertiser_id: Id.optional(),
    campaign_id: Id.optional(),
    hostname: z
      .string()
      .max(253)
      .regex(/^[a-z0-9.-]+$/i, 'hostname is a host name')
      .optional(),
  })
  .strict();
