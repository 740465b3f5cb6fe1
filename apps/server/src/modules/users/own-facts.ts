import type { Kysely } from 'kysely';
import type { ViewerFacts } from '@tack/contract';
import type { Database } from '../../db/database.ts';
import { QUICK_SAVES_SLUG } from '../boards/board-rules.ts';
import { preferencesOf } from '../preferences/preferences.service.ts';
import { toUserSummary, type UserSummaryRow } from './users.mapper.ts';

export interface OwnFactsRow extends UserSummaryRow {
  account_type: 'personal' | 'business';
  is_employee: number;
  /** The creator-program role (PC §6), set by an operator: `npm run admin -- partner`. */
  is_partner: number;
  weight_loss_ads_opted_out: number;
}

/**
 * A person's facts about themselves (MC §3 "Viewer and session"), answered only to them: their
 * quick saves board, save behaviour, secret board count, partner and staff flags, and whether
 * messaging shows for them. Three small queries and the preferences row.
 */
export async function ownFacts(
  db: Kysely<Database>,
  row: OwnFactsRow,
): Promise<ViewerFacts & { quicksave_board_id: string | null }> {
  const [quick, secret, policy, prefs] = await Promise.all([
    db
      .selectFrom('boards')
      .select('id')
      .where('owner_id', '=', row.id)
      .where('slug', '=', QUICK_SAVES_SLUG)
      .executeTakeFirst(),
    db
      .selectFrom('boards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', row.id)
      .where('privacy', '=', 'secret')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select('message_policy')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow(),
    preferencesOf(db, row.id),
  ]);
  return {
    first_name: row.first_name,
    full_name: row.full_name,
    image_medium_url: toUserSummary(row).imageMediumUrl,
    // Their "who may message you" setting: someone who takes messages from no one is shown no
    // messaging (they can turn it back on in privacy settings).
    should_show_messaging: policy.message_policy !== 'nobody',
    has_quicksave_board: quick !== undefined,
    quicksave_board_id: quick?.id ?? null,
    save_behavior: prefs.saveBehavior,
    secretBoardCount: Number(secret.n),
    isPartner: Boolean(row.is_partner),
    isEmployee: Boolean(row.is_employee),
    weight_loss_ads_opted_out: Boolean(row.weight_loss_ads_opted_out),
  };
}
