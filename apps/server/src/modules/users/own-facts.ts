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
 * quick saves board, save behaviour, secret board count, partner and staff flags. Two small
 * queries and the preferences row.
 */
export async function ownFacts(
  db: Kysely<Database>,
  row: OwnFactsRow,
): Promise<ViewerFacts & { quicksave_board_id: string | null }> {
  const [quick, secret, prefs] = await Promise.all([
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
    preferencesOf(db, row.id),
  ]);
  return {
    first_name: row.first_name,
    full_name: row.full_name,
    image_medium_url: toUserSummary(row).imageMediumUrl,
    // Conversations are open to everyone signed in (Messages in the header; migration 023).
    should_show_messaging: true,
    has_quicksave_board: quick !== undefined,
    quicksave_board_id: quick?.id ?? null,
    save_behavior: prefs.saveBehavior,
    secretBoardCount: Number(secret.n),
    isPartner: Boolean(row.is_partner),
    isEmployee: Boolean(row.is_employee),
    weight_loss_ads_opted_out: Boolean(row.weight_loss_ads_opted_out),
  };
}
