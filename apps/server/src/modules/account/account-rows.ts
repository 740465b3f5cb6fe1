import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { forgetDeletedPins, recount } from '../pins/board-counts.ts';

/**
 * What deleting an account does to each table, so a new table cannot be forgotten: the test
 * beside this file fails when the database has a table this list does not name.
 */
export const ACCOUNT_TABLES: Record<keyof Database, string> = {
  users: 'the account row',
  sessions: 'every session (signed out everywhere)',
  boards: 'its boards',
  board_sections: "its boards' sections",
  pins: "its pins, and every pin on its boards; others' saved copies stay (origin cleared)",
  saves: 'its saves, and saves of its pins (the copies stay)',
  favorites: 'its favorites (counts lowered)',
  board_follows: 'its follows of boards (counts lowered), and follows of its boards',
  board_collaborators:
    'its collaborations and invites, both ways; collaborators it invited elsewhere stay',
  reactions: 'its reactions, and reactions to its pins',
  user_preferences: 'its preferences',
  user_follows: 'follows, both ways',
  hidden_pins: 'pins it hid, and hides of its pins',
  interest_follows: 'interests it follows',
  feed_unfollows: 'its feed settings, and others’ unfollows of it and its boards',
  experience_states: 'its message states (viewer key = user id)',
  experience_events: 'its message events (viewer key = user id)',
  user_blocks: 'blocks, both ways',
  images: 'removed after the transaction once unused (media_purges)',
  media_purges: 'images it used, queued in the same transaction',
  interests: 'shared topics: kept',
  pin_interests: "its pins' topics (with the pins)",
  experiences: 'operators’ messages: kept',
  username_redirects: 'its old usernames (free again at once)',
  two_factor: 'its two-factor secret',
  recovery_codes: 'its recovery codes',
  login_challenges: 'its unfinished two-step logins',
  passkeys: 'its passkeys (cascade from users)',
  passkey_registrations: 'a passkey registration in progress (cascade from users)',
  jobs: 'work queued for it (a mail job whose message is gone ends as failed, sending nothing)',
  mail_outbox: 'the mail sent to it (bodies already dropped once sent)',
  account_tokens: 'its unused mail links',
  email_preferences: 'its email choices',
  server_secrets: 'the server’s signing key: kept',
  pin_comments: 'its comments, and comments on its pins',
  comment_reports: 'its reports of comments, and reports of its comments (foreign keys)',
  notifications: 'its notifications, and lines about it that no one else is in',
  notification_actors: 'its part in others’ notifications',
  notification_settings: 'its notification settings',
  cookie_consents: 'its cookie choices (foreign key)',
  verified_merchants: 'its merchant badge (foreign key); badges it granted as an operator stay',
  domain_claims: 'its domain claims (foreign key); claims it verified as an operator stay',
  pin_reports: 'its reports, and reports of its pins (foreign keys); ones it resolved stay',
  video_uploads: 'its uploaded videos (their files go with the media cleanup once unused)',
  story_pin_drafts: 'its idea pin drafts',
  invite_codes: 'the share links it made (foreign key): they then name no one',
  conversations: 'kept for the other person, who no longer sees it (no other member)',
  conversation_members: 'its place in every conversation (foreign key)',
  conversation_messages:
    'the messages it wrote (foreign key); others’ messages sharing its pins lose the pin',
  events: 'its events lose its id; events about its pins age out with the retention setting',
  pin_daily_stats: 'its pins’ statistics (cascade from pins)',
  event_rollups: 'the rollup cursors: kept',
  link_rules: 'operators’ link rules: kept (its name as their author cleared, foreign key)',
  link_decisions: 'link checks it caused stay without its id (foreign key, set null)',
  business_managers: 'its managers, and its places as a manager (cascade, both ways)',
  business_invites:
    'invites to manage it and those it made (cascade); one it accepted stays, its name cleared',
  business_actions: 'what was done as it (cascade); what it did as others stays, its id cleared',
  campaigns: 'its campaigns (cascade); ones it made for others stay, their author cleared',
  campaign_interests: "its campaigns' audiences (cascade)",
  api_apps: 'the API apps it registered, with every grant and code of them (cascade)',
  api_grants: 'its API tokens, personal and OAuth (cascade from users)',
  api_codes: 'authorization codes it approved and not yet exchanged (cascade from users)',
  imports:
    'its imports (cascade from users); a running one ends at its next item and removes its file',
  import_items: "its imports' items and reports (cascade from imports)",
  import_keys: 'what its imports made (cascade from users)',
  rate_limits: 'its rate-limit windows (hashed keys) run out and are deleted within the window',
  page_reads: 'pages read for its pins are kept by address only, and go after ten minutes',
  image_locks: 'no account data: a lock names an image signature only, and goes with its holder',
};

/** Every content hash in a pin's JSON (carousel slots, story pages, collection items, video). */
const HASH = /\b[0-9a-f]{32,64}\b/g;

/**
 * Deletes every row of an account in the caller's transaction and queues the images it used for
 * removal (`media_purges`), so the rows go all at once and the files follow after the commit,
 * even across a crash. Counts on what survives (other boards' pins, originals' saves, pins'
 * favorites, boards' followers) are kept right. Answers the queued signatures.
 */
export async function deleteAccountRows(trx: Kysely<Database>, userId: string): Promise<string[]> {
  const ownBoards = (
    await trx.selectFrom('boards').select('id').where('owner_id', '=', userId).execute()
  ).map((b) => b.id);
  const boardsIn = ownBoards.length ? ownBoards : [''];
  const pins = await trx
    .selectFrom('pins')
    .select([
      'id',
      'board_id',
      'section_id',
      'origin_pin_id',
      'image_signature',
      'carousel_data',
      'media',
      'collection_items',
    ])
    .where((eb) => eb.or([eb('pinner_id', '=', userId), eb('board_id', 'in', boardsIn)]))
    .execute();
  const user = await trx
    .selectFrom('users')
    .select('avatar_signature')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

  const signatures = new Set<string>();
  for (const p of pins) {
    signatures.add(p.image_signature);
    for (const text of [p.carousel_data, p.media, p.collection_items])
      for (const h of text?.match(HASH) ?? []) signatures.add(h);
  }
  if (user.avatar_signature) signatures.add(user.avatar_signature);

  // Counts that survive: saves of others' originals, favorites of others' pins, follows of
  // others' boards; pins it left on others' boards are recounted once they are gone.
  await forgetDeletedPins(trx, pins);
  const favorited = await trx
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .returning('pin_id')
    .execute();
  for (const f of favorited)
    await trx
      .updateTable('pins')
      .set({
        favorite_count: sql<number>`case when favorite_count > 0 then favorite_count - 1 else 0 end`,
      })
      .where('id', '=', f.pin_id)
      .execute();
  const followedBoards = await trx
    .deleteFrom('board_follows')
    .where('user_id', '=', userId)
    .returning('board_id')
    .execute();

  // A collaborator it invited onto someone else's board stays, invited by that board's owner;
  // invites it sent that were not answered go.
  await trx
    .deleteFrom('board_collaborators')
    .where('invited_by', '=', userId)
    .where('status', '=', 'pending')
    .execute();
  await trx
    .updateTable('board_collaborators')
    .set({
      invited_by: sql<string>`(select b.owner_id from boards b where b.id = board_collaborators.board_id)`,
    })
    .where('invited_by', '=', userId)
    .where('board_id', 'not in', boardsIn)
    .execute();

  const pinIds = pins.map((p) => p.id);
  // Pins first: saves, favorites, reactions, hides and topics of them go with them (foreign
  // keys), and others' copies lose their origin but stay.
  for (let i = 0; i < pinIds.length; i += 500)
    await trx
      .deleteFrom('pins')
      .where('id', 'in', pinIds.slice(i, i + 500))
      .execute();
  const otherBoards = [...new Set(pins.map((p) => p.board_id))].filter(
    (b) => !ownBoards.includes(b),
  );
  const otherSections = pins
    .filter((p) => otherBoards.includes(p.board_id))
    .map((p) => p.section_id);
  await recount(trx, otherBoards, otherSections);
  const refollow = [...new Set(followedBoards.map((f) => f.board_id))];
  if (refollow.length)
    await trx
      .updateTable('boards')
      .set({
        follower_count: sql<number>`(select count(*) from board_follows f where f.board_id = boards.id)`,
      })
      .where('id', 'in', refollow)
      .execute();

  // Rows keyed by the user's id without a foreign key.
  await trx.deleteFrom('story_pin_drafts').where('user_id', '=', userId).execute();
  await trx.deleteFrom('video_uploads').where('user_id', '=', userId).execute();
  await trx.deleteFrom('experience_states').where('viewer_key', '=', userId).execute();
  await trx.deleteFrom('experience_events').where('viewer_key', '=', userId).execute();
  await trx.updateTable('events').set({ user_id: null }).where('user_id', '=', userId).execute();
  await trx
    .deleteFrom('feed_unfollows')
    .where((eb) =>
      eb.or([
        eb.and([eb('source_type', '=', 'user'), eb('source_id', '=', userId)]),
        eb.and([eb('source_type', '=', 'board'), eb('source_id', 'in', boardsIn)]),
      ]),
    )
    .execute();
  // The rest by name, then the account: boards (with sections, follows, collaborators), follows,
  // blocks, sessions, preferences, hides, interests, reactions, old usernames and two-factor
  // state all reference it.
  await trx.deleteFrom('boards').where('owner_id', '=', userId).execute();
  const actedIn = (
    await trx
      .selectFrom('notification_actors')
      .select('notification_id')
      .where('actor_id', '=', userId)
      .execute()
  ).map((a) => a.notification_id);
  await trx.deleteFrom('users').where('id', '=', userId).execute();
  // A line of someone's notifications that only this person was in tells of no one now.
  for (let i = 0; i < actedIn.length; i += 500)
    await trx
      .deleteFrom('notifications')
      .where('id', 'in', actedIn.slice(i, i + 500))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('notification_actors as a')
              .select('a.notification_id')
              .whereRef('a.notification_id', '=', 'notifications.id'),
          ),
        ),
      )
      .execute();

  const queued = [...signatures];
  const now = nowIso();
  for (let i = 0; i < queued.length; i += 500)
    await trx
      .insertInto('media_purges')
      .values(queued.slice(i, i + 500).map((signature) => ({ signature, requested_at: now })))
      .onConflict((oc) => oc.column('signature').doUpdateSet({ requested_at: now }))
      .execute();
  return queued;
}
