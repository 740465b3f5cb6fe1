import type { z } from 'zod';
import {
  EMAIL_KINDS,
  type EmailKind,
  type EmailSubscription,
  type EmailSubscriptionUpdateOptions,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { emailKinds, setEmailKinds } from '../mail/preferences.repository.ts';
import { accountById } from './account.repository.ts';
import { maskEmail } from './mask.ts';
import { checkLink } from './signed-token.ts';

/**
 * Whose email choices: the account an unsubscribe link names (signed out, from the mail), or
 * the signed-in viewer. A link shows the address partly hidden; the viewer sees their own.
 */
async function subscriber(ctx: CallContext, token: string | undefined) {
  if (token) {
    const link = await checkLink(await ctx.keyring.signingKey(), token, 'unsubscribe');
    if (!link.ok)
      throw new AppError(
        400,
        'token_invalid',
        "This unsubscribe link isn't valid. Open it again from the email, or log in to choose your emails.",
        'token',
      );
    const user = await accountById(ctx.db, link.claims.sub);
    if (!user) throw new AppError(404, 'not_found', 'This account no longer exists.');
    return { id: user.id, shown: maskEmail(user.email) };
  }
  if (!ctx.viewer) throw unauthorized('Log in to choose which emails you get');
  return { id: ctx.viewer.id, shown: ctx.viewer.email };
}

async function present(ctx: CallContext, id: string, shown: string): Promise<EmailSubscription> {
  const enabled = await emailKinds(ctx.db, id);
  return {
    email: shown,
    kinds: (Object.keys(EMAIL_KINDS) as EmailKind[]).map((kind) => ({
      kind,
      label: EMAIL_KINDS[kind].label,
      description: EMAIL_KINDS[kind].description,
      enabled: enabled[kind],
    })),
  };
}

export async function getSubscription(ctx: CallContext, o: { token?: string }) {
  const who = await subscriber(ctx, o.token);
  return present(ctx, who.id, who.shown);
}

export async function updateSubscription(
  ctx: CallContext,
  o: z.output<typeof EmailSubscriptionUpdateOptions>,
) {
  const who = await subscriber(ctx, o.token);
  await ctx.db.transaction().execute((trx) => setEmailKinds(trx, who.id, o.kinds));
  return present(ctx, who.id, who.shown);
}
