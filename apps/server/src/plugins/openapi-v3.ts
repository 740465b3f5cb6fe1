import { z } from 'zod';
import {
  Id,
  InviteCodeQueryName,
  InviteCodeText,
  OffsiteCheckQuery,
  PlacedExperienceId,
} from '@tack/contract';
import { SearchBody } from '../modules/hides/hides.routes.ts';
import { TriggerBody } from '../modules/experiences/trigger.routes.ts';

type Schema = (s: z.ZodType, io: 'input' | 'output') => unknown;

const envelopeAnswer = {
  description:
    '`{"resource_response": {"data", "error"}}`, as resource calls answer; `error` is set (and the status is 4xx) when the call failed',
};

/**
 * The `/v3/...` calls (spec §7) that are plain routes rather than resource calls: favorite,
 * board follow, the hide calls and experience triggers. Path parameters and bodies come from the
 * same zod schemas the routes validate with.
 */
export function v3Paths(schema: Schema): Record<string, Record<string, unknown>> {
  const param = (name: string, s: z.ZodType) => ({
    name,
    in: 'path',
    required: true,
    schema: schema(s, 'input'),
  });
  const op = (
    operationId: string,
    summary: string,
    params: unknown[],
    body?: z.ZodType,
  ): Record<string, unknown> => ({
    operationId,
    summary,
    tags: ['v3'],
    security: [{ session: [] }],
    parameters: params,
    ...(body
      ? {
          requestBody: {
            required: false,
            content: { 'application/json': { schema: schema(body, 'input') } },
          },
        }
      : {}),
    responses: { 200: envelopeAnswer },
  });
  const pin = param('pinId', Id);
  const paths: Record<string, Record<string, unknown>> = {
    '/v3/pins/{id}/favorite/': {
      post: op('v3.favorite.post', 'Favorite a pin', [param('id', Id)]),
      delete: op('v3.favorite.delete', 'Stop favoriting a pin', [param('id', Id)]),
    },
    '/v3/boards/{id}/follow/': {
      put: op('v3.boardFollow.put', 'Follow a board', [param('id', Id)]),
      delete: op('v3.boardFollow.delete', 'Unfollow a board', [param('id', Id)]),
    },
    '/v3/search/{pinId}/hide/': {
      put: op('v3.search.hide', 'Hide a pin from search', [pin], SearchBody),
    },
    '/v3/search/{pinId}/unhide/': {
      put: op('v3.search.unhide', 'Show a hidden pin in search again', [pin], SearchBody),
    },
    '/v3/p2p/{pinId}/hide/': { put: op('v3.p2p.hide', 'Hide a related pin', [pin]) },
    '/v3/p2p/{pinId}/unhide/': { put: op('v3.p2p.unhide', 'Show a related pin again', [pin]) },
    '/v3/news_hub/{newsId}/pin/{pinId}/hide/': {
      put: op('v3.news.hide', 'Hide a pin of a news item', [param('newsId', Id), pin]),
    },
    '/v3/news_hub/{newsId}/pin/{pinId}/undo/': {
      put: op('v3.news.undo', 'Undo hiding a pin of a news item', [param('newsId', Id), pin]),
    },
    '/v3/experiences/{placed}/trigger/': {
      put: {
        ...op(
          'v3.experience.trigger',
          "Fire one follow-up: an item of a placed experience's triggerable_placed_exps (one call per item)",
          [param('placed', PlacedExperienceId)],
          TriggerBody,
        ),
        security: [],
      },
    },
  };
  // The invite-code reads §7 names without a transport (contract invite.ts).
  const code = param('invite_code', InviteCodeText);
  paths['/v3/invite_codes/{invite_code}/'] = {
    get: {
      ...op('v3.inviteCode.get', 'Who shared an invite link, and its channel (404: no invite)', [
        code,
      ]),
      security: [],
    },
  };
  paths['/v3/queries/{name}/'] = {
    get: {
      ...op(
        'v3.query.get',
        'A named read: v3GetInviteCodeQuery (the invite metadata) or PinCardSharedHeaderQuery (sender id, first_name, is_default_image, image_medium_url)',
        [param('name', InviteCodeQueryName), { ...code, in: 'query' }],
      ),
      security: [],
    },
  };
  // The link check (issue 12): its options are query parameters, from the schema it validates.
  paths['/v3/offsite/'] = {
    get: {
      ...op(
        'v3.offsite.get',
        'Check an outbound link before leaving: message, redirect_status (ok, blocked, suspicious, porn) and the url to go to',
        Object.entries(OffsiteCheckQuery.shape).map(([name, s]) => ({
          name,
          in: 'query',
          required: name === 'url',
          schema: schema(s, 'input'),
        })),
      ),
      security: [],
    },
  };
  return paths;
}
