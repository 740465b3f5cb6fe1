import { createHash } from 'node:crypto';
import type { ActiveSession } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { hashToken, SESSION_COOKIE } from '../../plugins/session.ts';
import { describeDevice } from './device.ts';

/**
 * The handle a session is shown and revoked by: a hash of its stored hash, so the list reveals
 * neither the cookie nor the row's key, and needs no column of its own.
 */
export const publicSessionId = (storedId: string) =>
  createHash('sha256').update(`session:${storedId}`).digest('hex').slice(0, 32);

const currentStoredId = (ctx: CallContext) => {
  const token = ctx.request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : null;
};

/** Where the viewer is signed in: this session first, then the most recently used. */
export async function listSessions(ctx: CallContext): Promise<ActiveSession[]> {
  const current = currentStoredId(ctx);
  const rows = await ctx.db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'last_ip', 'created_at', 'last_used_at'])
    .where('user_id', '=', ctx.viewer!.id)
    .where('expires_at', '>', new Date().toISOString())
    .execute();
  return rows
    .map((r) => ({
      id: publicSessionId(r.id),
      ...describeDevice(r.user_agent),
      ip: r.last_ip,
      createdAt: r.created_at,
      lastUsedAt: r.last_used_at ?? r.created_at,
      current: r.id === current,
    }))
    .sort((a, b) =>
      a.current !== b.current ? (a.current ? -1 : 1) : b.lastUsedAt.localeCompare(a.lastUsedAt),
    );
}

/**
 * Signs out one other session by its handle, or every other one. This session is never among
 * them (log out ends it); a handle of someone else's session names nothing here (404).
 */
export async function revokeSessions(
  ctx: CallContext,
  o: { id: string } | { others: true },
): Promise<ActiveSession[]> {
  const userId = ctx.viewer!.id;
  const current = currentStoredId(ctx) ?? '';
  if ('others' in o) {
    await ctx.db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('id', '!=', current)
      .execute();
  } else {
    const mine = await ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '!=', current)
      .execute();
    const target = mine.find((r) => publicSessionId(r.id) === o.id);
    if (!target) throw notFound('Session');
    await ctx.db
      .deleteFrom('sessions')
      .where('id', '=', target.id)
      .where('user_id', '=', userId)
      .execute();
  }
  return listSessions(ctx);
}
