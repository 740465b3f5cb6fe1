import type { Insertable, Kysely } from 'kysely';
import type { BoardsTable, Database, PinsTable } from '../db/database.ts';

export type PinInsert = Insertable<PinsTable> & {
  save_count: number;
  favorite_count: number;
  is_promoted: number;
  media: string | null;
  note: string;
  is_third_party_ad: number;
  is_pre_owned: number;
};
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { ingestImage } from '../modules/media/media.service.ts';
import type { MediaStorage } from '../modules/media/storage.ts';
import { slugify } from '../modules/boards/board-rules.ts';
import { renderArt, renderAvatar } from './art.ts';
import { DEMO_USERS, THEMES } from './catalog.ts';
import { createRandom } from './random.ts';
import { pinText, richSummaryFor } from './pin-text.ts';
import { mapLimit } from './map-limit.ts';
import { addDemoMedia } from './demo-media.ts';
import { addCardKinds, NO_CARD_FIELDS } from './card-kinds.ts';
import { DEMO_CAMPAIGN_ID } from './ads.ts';
import { demoNotifications } from './notifications.ts';
import { seedDemoEvents } from './stats.ts';

export const DEMO_LOGIN = { email: 'demo@tack.local', password: 'tackdemo1' } as const;

interface SeedOptions {
  pins: number;
  limits: { maxBytes: number; maxPixels: number };
  log?: (message: string) => void;
}

type Image = {
  imageSignature: string;
  width: number;
  height: number;
  dominantColor: string;
  /** What the art shows: the demo's machine-written alt text. */
  description: string;
};

/**
 * Fills an empty database with demo content: users, boards (with sections, one secret, one
 * protected), pins of every kind with generated art, saves between users and favorites.
 * Does nothing and answers null when any user exists.
 */
export async function seedDemo(db: Kysely<Database>, storage: MediaStorage, opts: SeedOptions) {
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return null;
  const log = opts.log ?? (() => {});
  const rnd = createRandom(20261122);
  const started = Date.now();
  log(`seeding demo content (${opts.pins} pins; images are rendered once)`);

  const ingest = (body: Buffer) => ingestImage(db, storage, body, opts.limits);
  const avatars = await mapLimit(DEMO_USERS, 2, async (_u, i) =>
    ingest((await renderAvatar(i + 1)).body),
  );
  const carouselEvery = 20;
  const extraSlots = Math.floor(opts.pins / carouselEvery) * 2;
  const images: Image[] = await mapLimit(
    Array.from({ length: opts.pins + extraSlots }, (_, i) => i),
    2,
    async (i) => {
      const art = await renderArt(1000 + i);
      return { ...(await ingest(art.body)), description: art.description };
    },
  );
  log(
    `rendered ${images.length + avatars.length} images in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  const now = Date.now();
  const day = 86_400_000;
  const users = DEMO_USERS.map((u, i) => ({
    id: newId(now - 90 * day + i),
    username: u.username,
    email: u.username === 'demo' ? DEMO_LOGIN.email : `${u.username}@tack.local`,
    password_hash: passwordHash,
    first_name: u.first,
    full_name: `${u.first} ${u.last}`,
    avatar_signature: avatars[i]!.imageSignature,
    role: 'user' as const,
    country: 'US',
    locale: 'en-US',
    created_at: new Date(now - 90 * day + i).toISOString(),
    // Demo people are settled in: their (local) addresses count as confirmed, onboarding done.
    email_verified_at: new Date(now - 90 * day + i).toISOString(),
    onboarded_at: new Date(now - 90 * day + i).toISOString(),
  }));

  const usedPrivacy = new Set<string>();
  const boards = users.flatMap((u, ui) =>
    [0, 1, 2].map((k) => {
      const theme = THEMES[(ui * 3 + k) % THEMES.length]!;
      const privacy: BoardsTable['privacy'] =
        theme.privacy && !usedPrivacy.has(theme.privacy) ? theme.privacy : 'public';
      usedPrivacy.add(privacy);
      const created = new Date(now - 80 * day + ui * 3 + k).toISOString();
      return {
        row: {
          id: newId(now - 80 * day + ui * 3 + k),
          owner_id: u.id,
          name: theme.board,
          slug: slugify(theme.board),
          description: theme.description,
          privacy,
          layout: 'default' as const,
          cover_pin_id: null as string | null,
          pin_count: 0,
          section_count: theme.sections?.length ?? 0,
          sort_order: k,
          created_at: created,
          updated_at: created,
          last_pinned_at: null as string | null,
        },
        theme,
        sections: (theme.sections ?? []).map((title, si) => ({
          id: newId(now - 80 * day + 100 + ui * 10 + k * 3 + si),
          board_id: '',
          title,
          slug: slugify(title),
          pin_count: 0,
          sort_order: si,
          created_at: created,
        })),
      };
    }),
  );
  for (const b of boards) for (const s of b.sections) s.board_id = b.row.id;

  // Pins: spread over 60 days, newest last so ids (time-ordered) match created_at.
  const times = Array.from({ length: opts.pins }, () => now - rnd.int(0, 60 * day)).sort(
    (a, b) => a - b,
  );
  let slotCursor = opts.pins;
  const annotations = new Map<string, string[]>();
  const pins: PinInsert[] = times.map((t, i) => {
    const b = boards[rnd.int(0, boards.length - 1)]!;
    const img = images[i]!;
    const text = pinText(rnd, b.theme);
    const section = b.sections.length && rnd.chance(0.5) ? rnd.pick(b.sections) : null;
    const isCarousel = i % carouselEvery === 3 && slotCursor + 1 < images.length;
    const isPromoted = !isCarousel && i % 41 === 5;
    const slots = isCarousel ? [img, images[slotCursor++]!, images[slotCursor++]!] : [];
    const id = newId(t);
    annotations.set(id, text.interests);
    return {
      id,
      pinner_id: b.row.owner_id,
      board_id: b.row.id,
      section_id: section?.id ?? null,
      title: text.title,
      description: text.description,
      link: text.link,
      domain: b.theme.domain,
      alt_text: text.altText,
      image_signature: img.imageSignature,
      width: img.width,
      height: img.height,
      dominant_color: img.dominantColor,
      rich_summary: richSummaryFor(rnd, b.theme, text.title),
      carousel_data: isCarousel
        ? JSON.stringify({
            entityId: `c${i}`,
            slots: slots.map((s, si) => ({
              slotId: `${i}-${si}`,
              title: `${text.title} (${si + 1}/3)`,
              details: '',
              link: `${text.link}#${si + 1}`,
              imageSignature: s.imageSignature,
              dominantColor: s.dominantColor,
              width: s.width,
              height: s.height,
            })),
          })
        : null,
      is_promoted: isPromoted ? 1 : 0,
      promoter_name: isPromoted ? 'Northwind Outfitters' : null,
      // The demo's ads run in one campaign: their attribution calls send its id (§7).
      campaign_id: isPromoted ? DEMO_CAMPAIGN_ID : null,
      origin_pin_id: null,
      media: null,
      save_count: 0,
      favorite_count: 0,
      note: '',
      ...NO_CARD_FIELDS,
      created_at: new Date(t).toISOString(),
    };
  });
  await addDemoMedia(pins, images, storage, log);
  const { saves, favorites } = addSavesAndFavorites(
    rnd,
    pins,
    boards.map((b) => b.row),
    users.map((u) => u.id),
  );
  // The demo user follows two people (see demoFollows); their fresh saves lead its feed.
  const followedUsers = users.slice(3, 5).map((u) => u.id);
  const themeOf = new Map(boards.map((b) => [b.row.id, b.theme]));
  addCardKinds(rnd, pins, saves, {
    now,
    boards: boards.map((b) => b.row),
    themeOf: (id) => themeOf.get(id)!,
    users,
    followedUsers,
    viewerId: users.find((u) => u.username === 'demo')!.id,
    artDescription: new Map(images.map((img) => [img.imageSignature, img.description])),
  });

  // One of Northwind's ads is about weight loss (spec adData.isWeightLossAd): hiding it shows
  // §8's GLP-1 message and leaves such ads out of that person's feeds.
  const weightLossAd = pins.find((p) => p.is_promoted && !p.is_third_party_ad && !p.media);
  if (weightLossAd) weightLossAd.is_weight_loss_ad = 1;

  // Board and section counts and last-saved times follow from the pins (covers are the newest
  // pin until an owner chooses one).
  const boardById = new Map(boards.map((b) => [b.row.id, b.row]));
  const sectionById = new Map(boards.flatMap((b) => b.sections).map((s) => [s.id, s]));
  for (const p of pins) {
    const b = boardById.get(p.board_id)!;
    b.pin_count += 1;
    b.last_pinned_at = p.created_at;
    if (p.section_id) sectionById.get(p.section_id)!.pin_count += 1;
  }

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(users).execute();
    await trx
      .insertInto('boards')
      .values(boards.map((b) => b.row))
      .execute();
    const sections = [...sectionById.values()];
    if (sections.length) await trx.insertInto('board_sections').values(sections).execute();
    for (let i = 0; i < pins.length; i += 200)
      await trx
        .insertInto('pins')
        .values(pins.slice(i, i + 200))
        .execute();
    if (saves.length) await trx.insertInto('saves').values(saves).execute();
    if (favorites.length) await trx.insertInto('favorites').values(favorites).execute();
    const { interests, pinInterests } = interestRows(annotations, now - 85 * day);
    await trx.insertInto('interests').values(interests).execute();
    for (let i = 0; i < pinInterests.length; i += 500)
      await trx
        .insertInto('pin_interests')
        .values(pinInterests.slice(i, i + 500))
        .execute();
    await demoFollows(
      trx,
      users.map((u) => u.id),
      followedUsers,
      boards.map((b) => b.row),
      interests,
    );
    await demoNotifications(
      trx,
      users.find((u) => u.username === 'demo')!.id,
      pins,
      saves,
      users.slice(5, 7).map((u) => u.id),
      now,
    );
  });
  const events = await seedDemoEvents(db, rnd, {
    demoId: users.find((u) => u.username === 'demo')!.id,
    pins,
    saves,
    nowMs: Date.now(),
  });
  log(`${events} demo events logged (30 days of pin stats)`);
  log(`demo content seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { users: users.length, boards: boards.length, pins: pins.length };
}

/** Other users save about one pin in seven and favorite some; counts are kept in step. */
function addSavesAndFavorites(
  rnd: ReturnType<typeof createRandom>,
  pins: PinInsert[],
  boards: { id: string; owner_id: string; privacy: string }[],
  userIds: string[],
) {
  const saves: Database['saves'][] = [];
  const favorites: Database['favorites'][] = [];
  const publicBoard = new Set(boards.filter((b) => b.privacy === 'public').map((b) => b.id));
  const originals = pins.filter((p) => publicBoard.has(p.board_id));
  for (const p of originals) {
    if (rnd.chance(0.15)) {
      const target = rnd.pick(boards.filter((b) => b.owner_id !== p.pinner_id));
      const t = Date.parse(p.created_at) + rnd.int(1, 3_600_000);
      const id = newId(Math.min(t, Date.now()));
      pins.push({
        ...p,
        id,
        pinner_id: target.owner_id,
        board_id: target.id,
        section_id: null,
        origin_pin_id: p.id,
        is_promoted: 0,
        promoter_name: null,
        save_count: 0,
        favorite_count: 0,
        created_at: new Date(t).toISOString(),
      });
      saves.push({
        saved_pin_id: id,
        user_id: target.owner_id,
        pin_id: p.id,
        board_id: target.id,
        created_at: new Date(t).toISOString(),
      });
      p.save_count += 1;
    }
    for (const u of userIds) {
      if (u !== p.pinner_id && rnd.chance(0.06)) {
        favorites.push({ user_id: u, pin_id: p.id, created_at: p.created_at });
        p.favorite_count += 1;
      }
    }
  }
  pins.sort((a, b) => (a.id < b.id ? -1 : 1));
  return { saves, favorites };
}

/** One interest per distinct annotation name, and each pin's links to its interests. */
function interestRows(annotations: Map<string, string[]>, createdMs: number) {
  const names = [...new Set([...annotations.values()].flat())].sort();
  const interests = names.map((name, i) => ({
    id: newId(createdMs + i),
    name,
    slug: slugify(name),
    created_at: new Date(createdMs + i).toISOString(),
  }));
  const idOf = new Map(interests.map((i) => [i.name, i.id]));
  const pinInterests = [...annotations].flatMap(([pinId, list]) =>
    [...new Set(list)].map((name) => ({ pin_id: pinId, interest_id: idOf.get(name)! })),
  );
  return { interests, pinInterests };
}

/**
 * The demo user follows two boards, two people and two interests, so the home feed has
 * something to mix in and /edit something to tune.
 */
async function demoFollows(
  trx: Kysely<Database>,
  userIds: string[],
  followedUsers: string[],
  boards: { id: string; owner_id: string; privacy: string }[],
  interests: { id: string; name: string }[],
) {
  const [demo] = userIds as [string, ...string[]];
  const created_at = new Date().toISOString();
  const followedBoards = boards
    .filter((b) => b.owner_id !== demo && b.privacy === 'public')
    .slice(0, 2);
  for (const b of followedBoards) {
    await trx
      .insertInto('board_follows')
      .values({ user_id: demo, board_id: b.id, created_at })
      .execute();
    await trx
      .updateTable('boards')
      .set((eb) => ({ follower_count: eb('follower_count', '+', 1) }))
      .where('id', '=', b.id)
      .execute();
  }
  await trx
    .insertInto('user_follows')
    .values(followedUsers.map((id) => ({ follower_id: demo, followee_id: id, created_at })))
    .execute();
  const liked = interests.filter((i) => i.name === 'Baking' || i.name === 'Travel');
  if (liked.length)
    await trx
      .insertInto('interest_follows')
      .values(liked.map((i) => ({ user_id: demo, interest_id: i.id, created_at })))
      .execute();
}
