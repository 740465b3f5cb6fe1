import { expect } from 'vitest';
import type { TestApp } from '../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../test/client.ts';
import { makePng, multipart } from '../../test/images.ts';
import { newId, nowIso } from '../lib/ids.ts';
import { API_SCOPE_NAMES } from '@tack/contract';
import { BOARD_ACTIONS } from './actors.ts';

/** Owen's boards; `chg` was public when Sage saved its pin, then turned secret. */
export const BOARDS = ['pub', 'sec', 'pro', 'chg'] as const;
export type BoardKey = (typeof BOARDS)[number];
export const USERS = ['owen', 'cara', 'remy', 'pat', 'stan', 'opal', 'sage', 'bea'] as const;
export type Username = (typeof USERS)[number];

/** Every id the matrix names, by object key (see actors.ts for the keys). */
export interface World {
  ids: Record<string, string>;
  users: Record<Username, { id: string; client: TestClient }>;
  /** Each user's personal access token with every scope (the v5 API's rows). */
  tokens: Record<Username, string>;
  /** Each signed-in user's own public board and a pin on it (targets and sources of moves). */
  own: Record<Username, { board: string; pin: string }>;
  image: string;
  /** The same image's bytes as base64, for pins made with `image_base64`. */
  imageBase64: string;
  placedExperience: string;
  /** Ids and text no one outside the hidden boards may ever be shown. */
  hidden: { ids: string[]; words: string[] };
  /** Ids Bea, whom Owen blocked, may never be shown: his, his boards', their pins', Sage's copy. */
  hiddenFromBlocked: string[];
}

/** The hidden boards' names and their pins' titles carry this word; nothing public does. */
export const HIDDEN_WORD = 'zqhidden';

/**
 * Builds the world once through the API, as people would: Owen's public, secret, protected and
 * changed boards, each with a section; Cara collaborates on all four, Remy collaborated, pinned
 * saved and was removed, Pat is invited and has not answered; Stan follows Owen and two of his boards;
 * Opal is an operator; Sage saved the changed board's pin while it was public.
 */
export async function seedWorld(t: TestApp): Promise<World> {
  const users = {} as World['users'];
  for (const name of USERS) {
    const client = testClient(t.app);
    users[name] = { id: (await client.signup(name)).viewer.id, client };
  }
  const c = (name: Username) => users[name].client;
  const ok = async (res: Promise<{ status: number; body: string; json: unknown }>) => {
    const r = await res;
    expect(r.status, r.body).toBe(200);
    return data(r as never);
  };
  await t.db.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('id', '=', users.opal.id)
    .execute();
  const tokens = {} as World['tokens'];
  for (const name of USERS)
    tokens[name] = (
      await ok(
        c(name).resource('PersonalTokenResource', 'create', {
          name: 'matrix',
          scopes: API_SCOPE_NAMES,
        }),
      )
    ).token;

  const png = await makePng(64, 96);
  const form = multipart('image', 'a.png', png, 'image/png');
  const image = (
    await ok(
      c('owen').post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    )
  ).imageSignature as string;
  const ids: Record<string, string> = {};
  const pin = async (who: Username, board: string, title: string) =>
    (
      await ok(
        c(who).resource('PinResource', 'create', {
          board_id: board,
          image_signature: image,
          title,
        }),
      )
    ).id as string;

  const own = {} as World['own'];
  for (const name of USERS) {
    const board = (
      await ok(c(name).resource('BoardResource', 'create', { name: `${name} own zq` }))
    ).id;
    own[name] = { board, pin: await pin(name, board, `${name} own pin zq`) };
  }

  for (const b of BOARDS) {
    const name =
      b === 'pub'
        ? 'Open zq board'
        : b === 'chg'
          ? 'Changed zq board'
          : `${HIDDEN_WORD} ${b} board`;
    const board = (await ok(c('owen').resource('BoardResource', 'create', { name }))).id as string;
    ids[`board:${b}`] = board;
    await ok(
      c('owen').resource('BoardResource', 'update', {
        board_id: board,
        collaborator_permissions: [...BOARD_ACTIONS],
      }),
    );
    const section = await ok(
      c('owen').resource('BoardSectionResource', 'create', {
        board_id: board,
        title: b === 'pub' ? 'open part' : `${HIDDEN_WORD} ${b} part`,
      }),
    );
    ids[`section:${b}`] = section.id;
    ids[`sectionSlug:${b}`] = section.slug;
    ids[`boardSlug:${b}`] = (
      await ok(c('owen').resource('BoardResource', 'get', { board_id: board }))
    ).url.split('/')[2];
    for (const who of ['cara', 'remy', 'pat'] as const)
      await ok(
        c('owen').resource('BoardInviteResource', 'create', { board_id: board, username: who }),
      );
    for (const who of ['cara', 'remy'] as const)
      await ok(c(who).resource('BoardInviteResource', 'update', { board_id: board }));
    const word = b === 'pub' ? 'open' : b === 'chg' ? 'changed' : HIDDEN_WORD;
    ids[`pin:${b}:owner`] = await pin('owen', board, `${word} ${b} owner pin zq`);
    if (b !== 'chg') {
      ids[`pin:${b}:collab`] = await pin('cara', board, `${word} ${b} collab pin zq`);
      ids[`pin:${b}:removed`] = await pin('remy', board, `${word} ${b} removed pin zq`);
    }
  }
  // While a member, Remy also saved the open board's pin onto each hidden board: once removed,
  // his view of that pin must not name the boards he saved it to.
  for (const b of ['sec', 'pro', 'chg'])
    await ok(
      c('remy').resource('RepinResource', 'create', {
        pin_id: ids['pin:pub:owner']!,
        board_id: ids[`board:${b}`]!,
      }),
    );
  ids['pin:chg'] = ids['pin:chg:owner']!;

  // While the changed board is public: Sage saves its pin, Stan follows Owen and two boards.
  const sageBoard = own.sage.board;
  ids['board:sage'] = sageBoard;
  ids['boardSlug:sage'] = (
    await ok(c('sage').resource('BoardResource', 'get', { board_id: sageBoard }))
  ).url.split('/')[2];
  ids['pin:copy'] = (
    await ok(
      c('sage').resource('RepinResource', 'create', {
        pin_id: ids['pin:chg']!,
        board_id: sageBoard,
      }),
    )
  ).id;
  await ok(c('stan').resource('UserFollowResource', 'create', { user_id: users.owen.id }));
  // Everyone else who acts follows Owen too, so each may send him a pin (Owen sends to Stan).
  for (const who of ['cara', 'remy', 'pat', 'opal'] as const)
    await ok(c(who).resource('UserFollowResource', 'create', { user_id: users.owen.id }));
  // Comments: Stan's on the open board's pin, Cara's on the secret board's.
  ids['comment:pub'] = (
    await ok(
      c('stan').resource('PinCommentResource', 'create', {
        pin_id: ids['pin:pub:owner']!,
        text: 'open comment zq',
      }),
    )
  ).id;
  ids['comment:sec'] = (
    await ok(
      c('cara').resource('PinCommentResource', 'create', {
        pin_id: ids['pin:sec:owner']!,
        text: `${HIDDEN_WORD} comment`,
      }),
    )
  ).id;
  for (const b of ['pub', 'chg'])
    expect((await c('stan').put(`/v3/boards/${ids[`board:${b}`]}/follow/`)).status).toBe(200);

  for (const [b, privacy] of [
    ['sec', 'secret'],
    ['pro', 'protected'],
    ['chg', 'secret'],
  ] as const)
    await ok(
      c('owen').resource('BoardResource', 'update', { board_id: ids[`board:${b}`]!, privacy }),
    );
  for (const b of BOARDS)
    await ok(
      c('owen').resource('BoardCollaboratorResource', 'delete', {
        board_id: ids[`board:${b}`]!,
        invited_user_id: users.remy.id,
      }),
    );

  // An interest on a public and a secret pin (interests come from the catalogue, not the API).
  const interest = newId();
  await t.db.db
    .insertInto('interests')
    .values({ id: interest, name: 'Zqinterest', slug: 'zqinterest', created_at: nowIso() })
    .execute();
  await t.db.db
    .insertInto('pin_interests')
    .values(
      ['pub', 'sec', 'chg'].map((b) => ({ pin_id: ids[`pin:${b}:owner`]!, interest_id: interest })),
    )
    .execute();
  ids.interest = interest;

  const experience = await ok(
    c('opal').resource('AdminExperienceResource', 'create', {
      experience_id: 4242,
      placement_id: 7,
      name: 'Matrix message',
      kind: 'toast',
      display_data: { text: 'Hello' },
      // Its own follow-up, so the trigger call (one per follow-up, MC §7) has one to fire.
      triggerable_placed_exps: ['7:4242'],
    }),
  );
  ids.experience = experience.id;
  const placedExperience = `${experience.placement_id}:${experience.experience_id}`;

  // Before Owen blocks Bea she follows him and his open board and collaborates on it, and he
  // follows her: the block must cut all of it, and she must see none of his things after.
  await ok(c('bea').resource('UserFollowResource', 'create', { user_id: users.owen.id }));
  expect((await c('bea').put(`/v3/boards/${ids['board:pub']}/follow/`)).status).toBe(200);
  await ok(c('owen').resource('UserFollowResource', 'create', { user_id: users.bea.id }));
  await ok(
    c('owen').resource('BoardInviteResource', 'create', {
      board_id: ids['board:pub']!,
      username: 'bea',
    }),
  );
  await ok(c('bea').resource('BoardInviteResource', 'update', { board_id: ids['board:pub']! }));
  await ok(c('owen').resource('UserBlockResource', 'create', { user_id: users.bea.id }));

  // Verified badges (issue 13): Owen claimed owen.example (not proven yet); Stan is a verified
  // merchant with a verified domain, so revoking has something to take back.
  ids['claim:owen'] = (
    await ok(c('owen').resource('DomainClaimResource', 'create', { domain: 'owen.example' }))
  ).id as string;
  await ok(c('opal').resource('VerifiedMerchantResource', 'create', { username: 'stan' }));
  await ok(
    c('opal').resource('VerifiedDomainResource', 'create', {
      username: 'stan',
      domain: 'stan.example',
    }),
  );

  const hiddenIds = Object.entries(ids)
    .filter(([k]) => /^(board|section|pin|comment):(sec|pro|chg)\b/.test(k))
    .map(([, v]) => v);
  // Owen's idea pin draft and uploaded video (issue 15): his alone. The video's row is written
  // as its job leaves it (ready); its files are not needed by any call the matrix makes.
  ids['draft:owen'] = data(
    await users.owen.client.resource('StoryPinDraftResource', 'create', {
      title: 'Owen draft',
      pages: [{ image_signature: image, text: 'page' }],
    }),
  ).id as string;
  ids['video:owen'] = '4242424242424242';
  const now = new Date().toISOString();
  await t.db.db
    .insertInto('video_uploads')
    .values({
      id: ids['video:owen'],
      user_id: users.owen.id,
      state: 'ready',
      source_path: null,
      bytes: 1000,
      width: 320,
      height: 240,
      duration_ms: 2000,
      poster_signature: image,
      media: JSON.stringify({
        key: `video/ab/cd/${'ab'.repeat(16)}.mp4`,
        width: 320,
        height: 240,
        durationMs: 2000,
      }),
      created_at: now,
      updated_at: now,
    })
    .execute();
  // Owen's finished import of one bookmark (issue 17): his alone, its report included.
  ids['import:owen'] = '4343434343434343';
  await t.db.db
    .insertInto('imports')
    .values({
      id: ids['import:owen'],
      user_id: users.owen.id,
      source: 'bookmarks',
      file_name: 'bookmarks.html',
      file_path: null,
      state: 'done',
      error: null,
      total: 1,
      created_at: now,
      updated_at: now,
      finished_at: now,
    })
    .execute();
  await t.db.db
    .insertInto('import_items')
    .values({
      import_id: ids['import:owen'],
      idx: 0,
      kind: 'pin',
      title: 'Owen import item',
      data: '{}',
      outcome: 'failed',
      reason: 'gone',
      target_id: null,
    })
    .execute();
  return {
    ids,
    users,
    tokens,
    own,
    image,
    imageBase64: png.toString('base64'),
    placedExperience,
    hidden: { ids: hiddenIds, words: [HIDDEN_WORD] },
    hiddenFromBlocked: [
      users.owen.id,
      ...Object.entries(ids)
        .filter(([k]) => /^(board|section|pin):(pub|sec|pro|chg|copy)\b/.test(k))
        .map(([, v]) => v),
    ],
  };
}
