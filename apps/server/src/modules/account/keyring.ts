import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

const NAME = 'link-signing-key';

/**
 * The key that signs links in mail. Made once, on first use, and kept in the database, so every
 * server process of one Tack signs and checks with the same key and links survive restarts.
 * It guards unsubscribe links; single-use links are also checked against their stored hash.
 */
export function createKeyring(db: Kysely<Database>) {
  let key: Promise<Uint8Array> | null = null;
  async function load(): Promise<Uint8Array> {
    await db
      .insertInto('server_secrets')
      .values({
        name: NAME,
        value: randomBytes(32).toString('base64url'),
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', NAME)
      .executeTakeFirstOrThrow();
    return Buffer.from(row.value, 'base64url');
  }
  return {
    signingKey(): Promise<Uint8Array> {
      key ??= load().catch((err) => {
        key = null;
        throw err;
      });
      return key;
    },
  };
}
export type Keyring = ReturnType<typeof createKeyring>;
