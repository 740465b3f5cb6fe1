import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiScope } from '@tack/contract';
import type { Database } from '../../db/database.ts';
import { hashToken, VIEWER_COLUMNS, type ViewerRow } from '../../plugins/session.ts';
import { isTouchDue, TOUCH_INTERVAL_MS } from '../sessions/session-activity.ts';
import { scopeList } from '../api-access/scopes.ts';

export interface Bearer {
  viewer: ViewerRow;
  scopes: ReadonlySet<ApiScope>;
  /** The grant's id: what rate limits count by. */
  grantId: string;
}

/** The token of `Authorization: Bearer <token>`, or null (no header, another scheme). */
export function bearerTokenOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer[ ]+([\x21-\x7e]{1,200})\s*$/i.exec(header) : null;
  return m ? m[1]! : null;
}

/**
 * The person and scopes a token speaks for: a live grant (an OAuth access token before its
 * expiry, or a personal access token) of an account that is not deactivated. Its last use is
 * written at most once a minute, as a session's is.
 */
export async function findBearer(db: Kysely<Database>, token: string): Promise<Bearer | null> {
  const now = Date.now();
  const found = await db
    .selectFrom('api_grants')
    .innerJoin('users', 'users.id', 'api_grants.user_id')
    .select(VIEWER_COLUMNS)
    .select([
      'api_grants.id as grant_id',
      'api_grants.scopes as grant_scopes',
      'api_grants.last_used_at as grant_last_used_at',
    ])
    .where('api_grants.access_hash', '=', hashToken(token))
    .where((eb) =>
      eb.or([
        eb('api_grants.access_expires_at', 'is', null),
        eb('api_grants.access_expires_at', '>', new Date(now).toISOString()),
      ]),
    )
    .where('users.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!found) return null;
  const { grant_id, grant_scopes, grant_last_used_at, ...viewer } = found;
  if (isTouchDue(grant_last_used_at, now)) {
    const cutoff = new Date(now - TOUCH_INTERVAL_MS).toISOString();
    await db
      .updateTable('api_grants')
      .set({ last_used_at: new Date(now).toISOString() })
      .where('id', '=', grant_id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', cutoff)]))
      .execute();
  }
  return { viewer, scopes: new Set(scopeList(grant_scopes)), grantId: grant_id };
}
