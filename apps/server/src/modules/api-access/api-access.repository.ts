import type { Kysely, Selectable } from 'kysely';
import type { ApiAppsTable, ApiGrantsTable, Database } from '../../db/database.ts';
import { hashToken } from '../../plugins/session.ts';

export type AppRow = Selectable<ApiAppsTable>;
export type GrantRow = Selectable<ApiGrantsTable>;

export const findAppByClientId = (db: Kysely<Database>, clientId: string) =>
  db
    .selectFrom('api_apps')
    .innerJoin('users', 'users.id', 'api_apps.owner_id')
    .selectAll('api_apps')
    .select('users.username as owner_username')
    .where('api_apps.client_id', '=', clientId)
    .executeTakeFirst();

export const appsOf = (db: Kysely<Database>, ownerId: string) =>
  db
    .selectFrom('api_apps')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('id', 'desc')
    .execute();

/** The viewer's personal access tokens (grants without an app), newest first. */
export const personalTokensOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('api_grants')
    .select(['id', 'name', 'scopes', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('app_id', 'is', null)
    .orderBy('id', 'desc')
    .execute();

/** The apps the viewer allowed: one line per app, its newest grant's scopes. */
export async function allowedAppsOf(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('api_grants as g')
    .innerJoin('api_apps as a', 'a.id', 'g.app_id')
    .innerJoin('users as o', 'o.id', 'a.owner_id')
    .select([
      'a.id as app_id',
      'a.name',
      'o.username as owner_username',
      'g.scopes',
      'g.created_at',
      'g.last_used_at',
    ])
    .where('g.user_id', '=', userId)
    .orderBy('g.id', 'desc')
    .execute();
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.app_id) && seen.add(r.app_id));
}

/** A grant by its access token, with its person (null when expired or the account is off). */
export const grantByAccessToken = (db: Kysely<Database>, token: string) =>
  db
    .selectFrom('api_grants')
    .selectAll()
    .where('access_hash', '=', hashToken(token))
    .executeTakeFirst();

export const deleteGrantByRefresh = async (db: Kysely<Database>, refreshToken: string) =>
  Number(
    (
      await db
        .deleteFrom('api_grants')
        .where('refresh_hash', '=', hashToken(refreshToken))
        .executeTakeFirst()
    ).numDeletedRows,
  ) > 0;

/** Every API token and unexchanged code of a person (a panic: someone else may have made them). */
export async function revokeAllApiAccess(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('api_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('api_grants').where('user_id', '=', userId).execute();
}
