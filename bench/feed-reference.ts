// The hand-written reference for the feed benchmark: plain Fastify and better-sqlite3 answering
// Tack's signed-out first home page (`GET /resource/UserHomefeedResource/get/`) from Tack's
// database file with ONE prepared statement, byte for byte as Tack answers it.
//
// What it shares with Tack, and why: the pure row-to-card function (`toPin`, which derives some
// sixty fields of the contract from a row) and the contract's schema as Fastify's response schema
// (so keys come in the same order). Both are work any server answering this contract does; what
// the benchmark compares is everything around them: the plugin stack, query building, round trips
// and checking. Everything else is written out here: the statement (visibility rules for a
// signed-out viewer, the page's lookups as subqueries), the extras each card needs, the cursor.
//
// Usage: DATABASE=<path to tack.db> PORT=<port> node --import tsx bench/feed-reference.ts
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { normalizeDomain, resources } from '@tack/contract';
import { answerJsonSchema } from '../apps/server/src/lib/contract-json.ts';
import { toPin } from '../apps/server/src/modules/pins/pins.mapper.ts';
import { PIN_COLUMNS, type PinRow } from '../apps/server/src/modules/pins/pins.repository.ts';

const PAGE = 25;
const db = new Database(process.env.DATABASE!, { readonly: true });
db.pragma('busy_timeout = 5000');

const DEACTIVATED = 'select id from users where deactivated_at is not null';
const verified = (user: string) => `json_object(
    'm', exists(select 1 from verified_merchants where user_id = ${user}),
    'd', exists(select 1 from domain_claims where user_id = ${user} and verified_at is not null))`;
const person = (id: string) => `(select json_object('id', u.id, 'username', u.username,
    'first_name', u.first_name, 'full_name', u.full_name, 'avatar_signature', u.avatar_signature)
    from users u where u.id = ${id})`;

// The popular pins a signed-out visitor sees, newest first: originals on public boards, not
// removed, not by a deactivated person, no unfinished video, not a save of a deleted idea pin.
const page = db.prepare(`
  select ${PIN_COLUMNS.map((c) => `p.${c.slice('pins.'.length)}`).join(', ')},
    pinner.username as pinner_username, pinner.first_name as pinner_first_name,
    pinner.full_name as pinner_full_name, pinner.avatar_signature as pinner_avatar_signature,
    b.name as board_name, b.slug as board_slug, owner.username as board_owner_username,
    b.owner_id as board_owner_id, b.collaborator_permissions as board_permissions,
    0 as favorited_by_me, null as origin_is_promoted,
    ${verified('p.pinner_id')} as pinner_badges,
    (select json_group_array(json_object('id', id, 'name', name, 'slug', slug)) from (
      select i.id, i.name, i.slug from pin_interests pi join interests i on i.id = pi.interest_id
      where pi.pin_id = p.id order by i.name)) as annotations,
    (select json_group_array(json_object('reactionType', reaction_type, 'reactionCount', n)) from (
      select reaction_type, count(*) as n from reactions where pin_id = p.id
      group by reaction_type order by reaction_type)) as reactions,
    ${person('p.origin_pinner_id')} as origin_pinner,
    ${person('p.via_pinner_id')} as via_pinner,
    (select json_object('id', u.id, 'username', u.username, 'website_url', u.website_url)
      from domain_claims d join users u on u.id = d.user_id
      where d.domain = p.domain and d.verified_at is not null and d.user_id not in (${DEACTIVATED})
      order by d.verified_at, d.id limit 1) as official,
    (select count(*) from conversation_messages m where m.pin_id = p.id)
      + (select count(*) from invite_codes c where c.object_type = 'pin' and c.object_id = p.id
        and not exists (select 1 from conversation_messages m where m.invite_code = c.code))
      as share_count
  from pins p
  join users pinner on pinner.id = p.pinner_id
  join boards b on b.id = +p.board_id
  join users owner on owner.id = b.owner_id
  where p.origin_pin_id is null and b.privacy = 'public' and p.removed_at is null
    and p.video_status is null
    and b.owner_id not in (${DEACTIVATED}) and p.pinner_id not in (${DEACTIVATED})
    and not (p.origin_pinner_id is not null and coalesce(p.media, '') like '%"story":%')
  order by p.id desc
  limit ${PAGE + 1}`);

type Badges = { m: number; d: number };
type Person = {
  id: string;
  username: string;
  first_name: string;
  full_name: string;
  avatar_signature: string | null;
};
type Row = PinRow & {
  pinner_badges: string;
  annotations: string;
  reactions: string;
  origin_pinner: string | null;
  via_pinner: string | null;
  official: string | null;
  share_count: number;
};

const badges = (b: Badges) => ({
  isVerifiedMerchant: b.m === 1,
  verifiedIdentity: { verified: b.d === 1 },
});
const avatar = (signature: string | null, spec: string) =>
  signature
    ? `/media/${spec}/${signature.slice(0, 2)}/${signature.slice(2, 4)}/${signature}.jpg`
    : null;
const summary = (p: Person) => ({
  id: p.id,
  username: p.username,
  firstName: p.first_name,
  fullName: p.full_name,
  imageSmallUrl: avatar(p.avatar_signature, '136x136'),
  imageMediumUrl: avatar(p.avatar_signature, '236x'),
  imageLargeUrl: avatar(p.avatar_signature, '474x'),
});
const FROM_THE_WEB = new Set(['scraped', 'button', 'button_external', 'bookmarklet', 'extension']);
const POPULAR = { reason: 'popular', reasonId: null, board: null, label: null };
const PRODUCT = /"typeName":"product"/;

function card(row: Row) {
  const pinner = {
    ...summary({
      id: row.pinner_id,
      username: row.pinner_username,
      first_name: row.pinner_first_name,
      full_name: row.pinner_full_name,
      avatar_signature: row.pinner_avatar_signature,
    }),
    ...badges(JSON.parse(row.pinner_badges) as Badges),
  };
  const annotations = (
    JSON.parse(row.annotations) as { id: string; name: string; slug: string }[]
  ).map((a) => ({ id: a.id, name: a.name, url: `/ideas/${a.slug}/${a.id}/` }));
  const product = row.rich_summary !== null && PRODUCT.test(row.rich_summary);
  // Originals only: a pin with an original pinner is a save whose original was deleted.
  const isSave = row.origin_pinner_id !== null;
  const originPinner = row.origin_pinner ? summary(JSON.parse(row.origin_pinner) as Person) : null;
  const viaPinner = row.via_pinner ? summary(JSON.parse(row.via_pinner) as Person) : null;
  const native = !isSave && !FROM_THE_WEB.has(row.method ?? 'uploaded');
  const pin = toPin(row, {
    pinner,
    reactionCountsData: JSON.parse(row.reactions),
    myReaction: null,
    viewerSave: null,
    pinJoin: {
      visualAnnotation: annotations.map((a) => a.name),
      annotationsWithLinksArray: annotations,
      shoppingKlpUrls: product
        ? annotations.map((a) => `/search/pins/?q=${encodeURIComponent(a.name)}&scope=buyable_pins`)
        : [],
    },
    pinNote: '',
    originPinId: null,
    access: [],
    isInEditableBoard: false,
    ...(native ? { nativeCreator: pinner } : {}),
    ...(isSave && originPinner ? { originPinner } : {}),
    ...(isSave && viaPinner ? { viaPinner } : {}),
    aggregatedPinData: { aggregatedStats: { saves: row.save_count } },
    shareCount: row.share_count,
  });
  pin.recommendationReason = POPULAR as typeof pin.recommendationReason;
  if (row.official && pin.linkDomain) {
    const o = JSON.parse(row.official) as { id: string; username: string; website_url: string };
    const website = o.website_url ? normalizeDomain(o.website_url) : null;
    pin.linkDomain = {
      ...pin.linkDomain,
      officialUser: {
        id: o.id,
        username: o.username,
        isPrimaryWebsiteVerified: website === pin.linkDomain.domain,
      },
    };
  }
  return pin;
}

const app = Fastify({ logger: false });
const data = answerJsonSchema(resources.UserHomefeedResource.get.data);
app.get(
  '/resource/UserHomefeedResource/get/',
  {
    schema: {
      response: {
        200: {
          type: 'object',
          properties: {
            resource_response: {
              type: 'object',
              properties: { data, error: { type: 'null' } },
              required: ['data', 'error'],
            },
          },
          required: ['resource_response'],
        },
      },
    },
  },
  async () => {
    const rows = page.all() as Row[];
    const items = rows.slice(0, PAGE).map(card);
    const bookmark =
      rows.length > PAGE ? Buffer.from(`m:end:${rows[PAGE - 1]!.id}`).toString('base64url') : null;
    return { resource_response: { data: { items, bookmark }, error: null } };
  },
);
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 3002), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => app.close().then(() => process.exit(0)));
