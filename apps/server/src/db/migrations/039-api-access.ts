import type { Kysely } from 'kysely';

/**
 * The Pinterest v5–compatible API's access (issue 18, decision 0022). Every secret is stored as
 * its SHA-256 only: these are 256-bit random values, so a hash is enough (no slow KDF needed).
 *
 * - `api_apps`: the apps a person registered in /settings/apps: a numeric `client_id`, the
 *   client secret's hash, and the redirect URIs (a JSON list) the consent may send codes to.
 * - `api_grants`: one row per live grant. An OAuth grant (an app, a person, its scopes) holds its
 *   current access token and refresh token (hashes and expiries); refreshing replaces the row. A
 *   personal access token is a grant without an app, with a name and no expiry.
 * - `api_codes`: authorization codes waiting to be exchanged (single use, ten minutes), with the
 *   PKCE challenge when the app sent one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_apps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull().unique())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('redirect_uris', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_apps_owner').on('api_apps').column('owner_id').execute();
  await db.schema
    .createTable('api_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app_id', 'text', (c) => c.references('api_apps.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('access_hash', 'text', (c) => c.notNull().unique())
    .addColumn('access_expires_at', 'text')
    .addColumn('refresh_hash', 'text', (c) => c.unique())
    .addColumn('refresh_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('api_grants_user').on('api_grants').column('user_id').execute();
  await db.schema.createIndex('api_grants_app').on('api_grants').column('app_id').execute();
  await db.schema
    .createTable('api_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull().references('api_apps.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'text')
    .addColumn('code_challenge_method', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_codes').execute();
  await db.schema.dropTable('api_grants').execute();
  await db.schema.dropTable('api_apps').execute();
}
