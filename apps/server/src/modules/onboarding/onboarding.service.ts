import type { z } from 'zod';
import type { Onboarding, OnboardingUpdateOptions, UseCase } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { mailOrigin } from '../../config.ts';
import { queueMail } from '../mail/mailer.ts';
import { welcome } from '../mail/templates/index.ts';

async function read(ctx: CallContext): Promise<Onboarding> {
  const row = await ctx.db
    .selectFrom('users')
    .select(['onboarded_at', 'country', 'locale', 'use_case'])
    .where('id', '=', ctx.viewer!.id)
    .executeTakeFirstOrThrow();
  return {
    done: row.onboarded_at !== null,
    country: row.country,
    locale: row.locale,
    useCase: (row.use_case as UseCase | null) ?? null,
  };
}

export const getOnboarding = (ctx: CallContext) => read(ctx);

/**
 * Saves the answers of the steps (country and language, use case; interests are follows and the
 * first board is a board, each through its own call). `finish` marks onboarding done, once: it
 * is not shown again, and the welcome mail (a kind the person may turn off) names the interests
 * their home feed now brings.
 */
export async function updateOnboarding(
  ctx: CallContext,
  o: z.output<typeof OnboardingUpdateOptions>,
): Promise<Onboarding> {
  const me = ctx.viewer!;
  await ctx.db.transaction().execute(async (trx) => {
    const set = {
      ...(o.country ? { country: o.country } : {}),
      ...(o.locale ? { locale: o.locale } : {}),
      ...(o.use_case !== undefined ? { use_case: o.use_case } : {}),
    };
    if (Object.keys(set).length)
      await trx.updateTable('users').set(set).where('id', '=', me.id).execute();
    if (!o.finish) return;
    const first = await trx
      .updateTable('users')
      .set({ onboarded_at: new Date().toISOString() })
      .where('id', '=', me.id)
      .where('onboarded_at', 'is', null)
      .executeTakeFirst();
    if (Number(first.numUpdatedRows) !== 1) return;
    const interests = await trx
      .selectFrom('interest_follows')
      .innerJoin('interests', 'interests.id', 'interest_follows.interest_id')
      .select('interests.name')
      .where('interest_follows.user_id', '=', me.id)
      .orderBy('interest_follows.created_at')
      .execute();
    await queueMail(trx, ctx, {
      to: me.email,
      userId: me.id,
      template: welcome,
      data: {
        firstName: me.first_name,
        interests: interests.map((i) => i.name),
        homeUrl: `${mailOrigin(ctx.config)}/`,
      },
    });
  });
  return read(ctx);
}
