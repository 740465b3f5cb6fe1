import type { Kysely } from 'kysely';

/**
 * Passkeys as a second sign-in factor beside TOTP (issue 16, settings: security).
 *
 * - `passkeys`: one row per WebAuthn credential a person registered; `id` is the credential ID
 *   (base64url), `public_key` its COSE public key (base64url), `counter` the authenticator's
 *   signature counter (a clone shows up as a counter going backwards).
 * - `passkey_registrations`: the challenge of a registration in progress, one per account,
 *   single use and short-lived.
 * - `login_challenges.webauthn_challenge`: the challenge a login's "Use a passkey" step signs;
 *   it lives and dies with the login challenge and is cleared when used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
  await db.schema
    .createTable('passkey_registrations')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('login_challenges').addColumn('webauthn_challenge', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_challenges').dropColumn('webauthn_challenge').execute();
  await db.schema.dropTable('passkey_registrations').execute();
  await db.schema.dropTable('passkeys').execute();
}
