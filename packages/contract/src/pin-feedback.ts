import { z } from 'zod';
import { longText, lookupText } from './text.ts';
import { Id, StrictBoolean } from './common.ts';
import { jsonObjectOption, tracking } from './call-options.ts';

/**
 * Pin feedback and its undo (PC §7 "Pin feedback and undo actions", MC §7 "pin feedback update
 * (feedback_type 1, pin_id)"). `feedback_type` 1 hides the pin; `undo` brings it back. Where:
 * - `news_id`: from that news item (the news hub surface, as PUT /v3/news_hub/.../hide/);
 * - `query`: from that search (the search surface, as PUT /v3/search/.../hide/);
 * - otherwise from the home feed.
 * Why, kept with the hide as its reason (`hidden_pins.feedback`): the board (`board_id`), person
 * (`user_id`) or interest (`interest_id`, `interest_list`) the pin came through, each checked to
 * be one the viewer can see; `complaint_reason`, `recommendation_reason_id`, `pin_type`,
 * `through_id` and `through_properties`, and the client's `promoted`, `is_third_party_ad` and
 * `client_tracking_params`. The pin is `pin_id` (or `pin`, the same id).
 */
export const PinFeedbackOptions = z
  .object({
    pin_id: Id.optional(),
    pin: Id.optional(),
    feedback_type: z.literal(1, { error: 'feedback_type must be 1 (hide this Pin)' }),
    undo: StrictBoolean.default(false),
    board_id: Id.optional(),
    user_id: Id.optional(),
    interest_id: Id.optional(),
    interest_list: z
      .literal('favorited', { error: "interest_list must be 'favorited'" })
      .optional(),
    complaint_reason: longText({ multiline: true })
      .max(500, 'complaint_reason is at most 500 characters')
      .optional(),
    pin_type: lookupText().max(40).optional(),
    promoted: StrictBoolean.optional(),
    is_third_party_ad: StrictBoolean.optional(),
    recommendation_reason_id: lookupText().max(40).optional(),
    query: longText({ multiline: false }).max(200).optional(),
    news_id: Id.optional(),
    through_id: Id.optional(),
    through_properties: jsonObjectOption('through_properties').optional(),
    ...tracking,
  })
  .strict()
  .superRefine((o, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (o.pin_id === undefined && o.pin === undefined) issue('pin_id', 'Name the Pin (pin_id)');
    else if (o.pin_id !== undefined && o.pin !== undefined && o.pin_id !== o.pin)
      issue('pin', 'pin and pin_id name different Pins');
    if (o.query !== undefined && o.news_id !== undefined)
      issue('news_id', 'Send query (a search) or news_id (a news item), not both');
    if (o.interest_list !== undefined && o.interest_id === undefined)
      issue('interest_list', 'interest_list goes with interest_id');
  });

export const PinFeedbackResult = z.object({ pinId: Id, surface: z.string(), hidden: z.boolean() });

/** What a hide keeps as its reason: the options that say why, as given. */
export const FEEDBACK_REASON_KEYS = [
  'board_id',
  'user_id',
  'interest_id',
  'interest_list',
  'complaint_reason',
  'pin_type',
  'promoted',
  'is_third_party_ad',
  'recommendation_reason_id',
  'through_id',
  'through_properties',
  'client_tracking_params',
] as const;
