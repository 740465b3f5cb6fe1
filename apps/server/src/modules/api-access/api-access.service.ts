import type { z } from 'zod';
import type {
  ApiAccess,
  ApiApp,
  ApiAppCreateOptions,
  NewApiApp,
  NewPersonalToken,
  PersonalTokenCreateOptions,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { hashToken, newToken } from '../../plugins/session.ts';
import { allowedAppsOf, appsOf, personalTokensOf, type AppRow } from './api-access.repository.ts';
import { scopeList, scopeText } from './scopes.ts';

/** Enough for anyone's scripts and tools; bounded so a loop cannot fill the table. */
export const MAX_APPS = 20;
export const MAX_PERSONAL_TOKENS = 50;

/** Secrets and tokens carry a prefix saying what they are, so a leaked one is recognised. */
export const TOKEN_PREFIX = {
  clientSecret: 'tack_cs_',
  access: 'tack_at_',
  refresh: 'tack_rt_',
  personal: 'tack_pat_',
} as const;
export const newSecret = (kind: keyof typeof TOKEN_PREFIX) => `${TOKEN_PREFIX[kind]}${newToken()}`;

const toApp = (a: AppRow): ApiApp => ({
  id: a.id,
  name: a.name,
  clientId: a.client_id,
  redirectUris: JSON.parse(a.redirect_uris) as string[],
  createdAt: a.created_at,
});

/** /settings/apps: the viewer's apps, personal access tokens, and the apps they allowed. */
export async function apiAccess(ctx: CallContext): Promise<ApiAccess> {
  const me = ctx.viewer!.id;
  const [apps, tokens, allowed] = await Promise.all([
    appsOf(ctx.db, me),
    personalTokensOf(ctx.db, me),
    allowedAppsOf(ctx.db, me),
  ]);
  return {
    apps: apps.map(toApp),
    tokens: tokens.map((t) => ({
      id: t.id,
      name: t.name,
      scopes: scopeList(t.scopes),
      createdAt: t.created_at,
      lastUsedAt: t.last_used_at,
    })),
    allowed: allowed.map((a) => ({
      appId: a.app_id,
      name: a.name,
      ownerUsername: a.owner_username,
      scopes: scopeList(a.scopes),
      since: a.created_at,
      lastUsedAt: a.last_used_at,
    })),
  };
}

const count = (q: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
  q.executeTakeFirstOrThrow().then((r) => Number(r.n));

const appCount = (ctx: CallContext) =>
  count(
    ctx.db
      .selectFrom('api_apps')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', ctx.viewer!.id),
  );

const personalTokenCount = (ctx: CallContext) =>
  count(
    ctx.db
      .selectFrom('api_grants')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', ctx.viewer!.id)
      .where('app_id', 'is', null),
  );

/** Registers an app: a numeric client id, and a secret shown this once (its hash is kept). */
export async function createApp(
  ctx: CallContext,
  o: z.output<typeof ApiAppCreateOptions>,
): Promise<NewApiApp> {
  if ((await appCount(ctx)) >= MAX_APPS)
    throw badRequest(`You have ${MAX_APPS} apps. Delete one to register another.`, 'name');
  const secret = newSecret('clientSecret');
  const row: AppRow = {
    id: newId(),
    owner_id: ctx.viewer!.id,
    name: o.name,
    client_id: newId(),
    secret_hash: hashToken(secret),
    redirect_uris: JSON.stringify([...new Set(o.redirect_uris)]),
    created_at: nowIso(),
  };
  await ctx.db.insertInto('api_apps').values(row).execute();
  return { ...toApp(row), clientSecret: secret };
}

/** Deletes one of the viewer's apps; its grants and codes go with it (foreign keys). */
export async function deleteApp(ctx: CallContext, appId: string) {
  const res = await ctx.db
    .deleteFrom('api_apps')
    .where('id', '=', appId)
    .where('owner_id', '=', ctx.viewer!.id)
    .executeTakeFirst();
  if (!Number(res.numDeletedRows)) throw notFound('App');
  return { id: appId };
}

/** A personal access token for scripts: chosen scopes, no expiry, shown this once. */
export async function createPersonalToken(
  ctx: CallContext,
  o: z.output<typeof PersonalTokenCreateOptions>,
): Promise<NewPersonalToken> {
  if ((await personalTokenCount(ctx)) >= MAX_PERSONAL_TOKENS)
    throw badRequest(`You have ${MAX_PERSONAL_TOKENS} tokens. Revoke one to make another.`, 'name');
  const token = newSecret('personal');
  const scopes = scopeList(scopeText(o.scopes));
  const row = {
    id: newId(),
    user_id: ctx.viewer!.id,
    app_id: null,
    name: o.name,
    scopes: scopeText(scopes),
    access_hash: hashToken(token),
    access_expires_at: null,
    refresh_hash: null,
    refresh_expires_at: null,
    created_at: nowIso(),
    last_used_at: null,
  };
  await ctx.db.insertInto('api_grants').values(row).execute();
  return { id: row.id, name: row.name, scopes, createdAt: row.created_at, lastUsedAt: null, token };
}

export async function deletePersonalToken(ctx: CallContext, tokenId: string) {
  const res = await ctx.db
    .deleteFrom('api_grants')
    .where('id', '=', tokenId)
    .where('user_id', '=', ctx.viewer!.id)
    .where('app_id', 'is', null)
    .executeTakeFirst();
  if (!Number(res.numDeletedRows)) throw notFound('Token');
  return { id: tokenId };
}

/** Takes back an app's access: every grant the viewer gave it, and codes not yet exchanged. */
export async function revokeAllowedApp(ctx: CallContext, appId: string) {
  const me = ctx.viewer!.id;
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('api_codes')
      .where('app_id', '=', appId)
      .where('user_id', '=', me)
      .execute();
    const res = await trx
      .deleteFrom('api_grants')
      .where('app_id', '=', appId)
      .where('user_id', '=', me)
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  });
  if (!deleted) throw notFound('App');
  return { id: appId };
}
