import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AccountTokensTable, Database } from '../../db/database.ts';
import { checkLink, signLink, type LinkProblem } from './signed-token.ts';

type Purpose = AccountTokensTable['purpose'];
type Db = Kysely<Database> | Transaction<Database>;
export type AccountTokenRow = Selectable<AccountTokensTable>;
/** Every reason a single-use link is refused. */
export type TokenProblem = LinkProblem | 'used' | 'unknown';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * A new single-use link token for `userId`: a signed JWT whose random `jti` is stored only as
 * its SHA-256, with its purpose, the address it was sent to and its expiry.
 */
export async function issueAccountToken(
  db: Db,
  key: Uint8Array,
  t: { userId: string; purpose: Purpose; email: string; ttlMs: number },
): Promise<string> {
  const jti = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('account_tokens')
    .values({
      id: sha256(jti),
      user_id: t.userId,
      purpose: t.purpose,
      email: t.email,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + t.ttlMs).toISOString(),
      used_at: null,
    })
    .execute();
  return signLink(
    key,
    { sub: t.userId, purpose: t.purpose, jti },
    { ttlSeconds: Math.floor(t.ttlMs / 1000), now },
  );
}

export type TokenLookup =
  { ok: true; row: AccountTokenRow } | { ok: false; problem: TokenProblem; userId?: string };

/**
 * Finds the token's row without using it up: signature, purpose and expiry first (no database
 * read for a forged link), then the stored row: unknown, already used, or past its time.
 */
export async function findAccountToken(
  db: Db,
  key: Uint8Array,
  token: string,
  purpose: Purpose,
): Promise<TokenLookup> {
  const link = await checkLink(key, token, purpose);
  if (!link.ok) return { ok: false, problem: link.problem, userId: link.expiredClaims?.sub };
  if (!link.claims.jti) return { ok: false, problem: 'malformed' };
  const row = await db
    .selectFrom('account_tokens')
    .selectAll()
    .where('id', '=', sha256(link.claims.jti))
    .executeTakeFirst();
  if (!row || row.purpose !== purpose || row.user_id !== link.claims.sub)
    return { ok: false, problem: 'unknown' };
  if (row.used_at) return { ok: false, problem: 'used', userId: row.user_id };
  if (row.expires_at <= new Date().toISOString())
    return { ok: false, problem: 'expired', userId: row.user_id };
  return { ok: true, row };
}

/**
 * Uses the token up, inside the caller's transaction: only one of two concurrent uses gets
 * `ok` (the update names the row while it is still unused).
 */
export async function consumeAccountToken(
  trx: Transaction<Database>,
  key: Uint8Array,
  token: string,
  purpose: Purpose,
): Promise<TokenLookup> {
  const found = await findAccountToken(trx, key, token, purpose);
  if (!found.ok) return found;
  const res = await trx
    .updateTable('account_tokens')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', found.row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1)
    return { ok: false, problem: 'used', userId: found.row.user_id };
  return found;
}

/** Every unused token of this purpose stops working (a newer one, or the job is done). */
export async function retireTokens(db: Db, userId: string, purpose: Purpose): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
