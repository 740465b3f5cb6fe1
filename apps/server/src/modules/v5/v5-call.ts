import type { z } from 'zod';
import type { ApiScope, BoardPrivacy, V5_OPERATIONS, V5OperationId } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { zodToAppError } from '../../plugins/errors.ts';
import { missingScopes, secretScopeFor } from '../api-access/scopes.ts';
import type { Absolute } from './v5.mapper.ts';
import { missingScope } from './v5-errors.ts';

type Op<K extends V5OperationId> = (typeof V5_OPERATIONS)[K];
type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** One v5 call: the token's person as the viewer every service sees, and its scopes. */
export interface V5Call<K extends V5OperationId = V5OperationId> {
  ctx: CallContext;
  scopes: ReadonlySet<ApiScope>;
  params: Op<K> extends { params: infer P } ? Out<P> : undefined;
  query: Out<Op<K>['query']>;
  body: Op<K> extends { body: infer B } ? Out<B> : undefined;
  abs: Absolute;
}

export type V5Handler<K extends V5OperationId> = (
  call: V5Call<K>,
) => Promise<
  Op<K> extends { response: infer R } ? (R extends z.ZodType ? z.input<R> : never) : void
>;

export type V5Handlers = { [K in V5OperationId]: V5Handler<K> };

/** Refuses the call unless the token holds every scope named (nulls are "nothing more"). */
export function needScopes(call: Pick<V5Call, 'scopes'>, ...scopes: (ApiScope | null)[]): void {
  const missing = missingScopes(
    call.scopes,
    scopes.filter((s): s is ApiScope => s !== null),
  );
  if (missing.length) throw missingScope(missing);
}

/** Reading or changing what sits on a board of this privacy: its `_secret` scope too. */
export function needSecretScopes(
  call: Pick<V5Call, 'scopes'>,
  privacy: BoardPrivacy,
  access: 'read' | 'write',
  kinds: readonly ('boards' | 'pins')[],
): void {
  needScopes(call, ...kinds.map((k) => secretScopeFor(privacy, k, access)));
}

/**
 * The service's own options, checked by the contract's schema as every resource call's are:
 * v5 fields are mapped to Tack's, and Tack's rules (lengths, links) answer in its words.
 */
export function serviceOptions<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const e = zodToAppError(parsed.error, 'body');
    throw e;
  }
  return parsed.data;
}

/** Tack pages its lists at most 100 at a time (follow lists 50); v5 allows asking for 250. */
export const pageSize = (asked: number, max = 100) => Math.min(asked, max);
