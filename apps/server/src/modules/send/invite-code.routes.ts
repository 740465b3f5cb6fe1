import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  InviteCodeMetadata,
  InviteCodeMetadataOptions,
  InviteCodeQueryName,
  PinCardSharedHeader,
} from '@tack/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/v3-reply.ts';
import { zodToAppError } from '../../plugins/errors.ts';
import { inviteMetadata } from './invite-codes.service.ts';

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw zodToAppError(r.error, where);
  return r.data;
}

/**
 * The invite-code reads §7 names without a transport (contract invite.ts INVITE_CODE_QUERIES):
 * `GET /v3/invite_codes/{invite_code}/` (PC "Fetch sender by invite code") and
 * `GET /v3/queries/{name}/?invite_code=` (MC v3GetInviteCodeQuery, PC PinCardSharedHeaderQuery).
 * Each answers from the one invite lookup InviteCodeMetadataResource uses, so all agree.
 */
export function inviteCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const metadata = (request: FastifyRequest, reply: FastifyReply, code: string) =>
    inviteMetadata({ ...ctx, viewer: request.viewer ?? null, request, reply }, code);

  app.get('/v3/invite_codes/:invite_code/', async (request, reply) => {
    const { invite_code } = parse(InviteCodeMetadataOptions, request.params, 'path');
    return ok(InviteCodeMetadata.parse(await metadata(request, reply, invite_code)));
  });

  app.get('/v3/queries/:name/', async (request, reply) => {
    const name = InviteCodeQueryName.safeParse((request.params as { name?: unknown }).name);
    if (!name.success) throw notFound('Query');
    const { invite_code } = parse(InviteCodeMetadataOptions, request.query, 'query');
    const found = await metadata(request, reply, invite_code);
    if (name.data === 'v3GetInviteCodeQuery') return ok(InviteCodeMetadata.parse(found));
    return ok(PinCardSharedHeader.parse({ sender: found.sender }));
  });
}
