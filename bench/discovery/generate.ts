// Builds the discovery benchmark's SQLite database (shape in shape.mjs): the app's real
// migrations, then 1M pins of realistic shape over the last 365 days with users, boards, images,
// repins and their saves, interests, favorites, reactions, follows, and a viewer who follows,
// hid and unfollowed things. A cached file with the right pin count, not too old, is reused.
// Usage: node --import tsx bench/discovery/generate.ts [file]   (BENCH_DISCOVERY_PINS=20000 to try)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { migrations } from '../../apps/server/src/db/migrations/index.ts';
import { newId } from '../../apps/server/src/lib/ids.ts';
import { createRandom, type Random } from '../../apps/server/src/demo/random.ts';
import * as S from './shape.mjs';

const DAY = 86_400_000;
const started = Date.now();
const log = (m: string) =>
  console.log(`[generate ${((Date.now() - started) / 1000).toFixed(1)} s] ${m}`);

/** Same statement as migration 007 fills pins_fts with (its KEYWORDS_SQLITE('pins')). */
const FTS_FILL = `insert into pins_fts(rowid, title, description, domain, keywords)
       select rowid, title, description, coalesce(domain, ''), coalesce((select name from boards where id = pins.board_id), '')
  || ' ' || coalesce((select group_concat(i.name, ' ') from pin_interests pi join interests i on i.id = pi.interest_id where pi.pin_id = pins.id), '') from pins`;

/** The file has the right pin count, the app's current migrations, and recent enough pins. */
function cached(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  try {
    const db = new SQLite(file, { fileMustExist: true });
    const one = <T>(q: string) => db.prepare(q).get() as T;
    const { n } = one<{ n: number }>('select count(*) as n from pins');
    const { newest } = one<{ newest: string }>('select max(id) as newest from pins');
    const applied = (db.prepare('select name from kysely_migration').all() as { name: string }[])
      .map((r) => r.name)
      .sort();
    db.close();
    const ageDays = (Date.now() - Number(newest.slice(0, 13))) / DAY;
    const current = JSON.stringify(applied) === JSON.stringify(Object.keys(migrations).sort());
    if (!current) log(`${file} predates the app's migrations: rebuilding`);
    return n === S.PINS && current && ageDays < S.MAX_AGE_DAYS;
  } catch {
    return false;
  }
}

// ---- Words: a few real ones, then made-up ones, drawn by Zipf's law like real text. ----
const REAL = `the and for with your my how to of in a best easy diy ideas home decor recipe outfit
  garden wedding kitchen art travel summer winter simple quick healthy modern vintage cozy small`.split(
  /\s+/,
);
const SYLLABLES =
  `ba be bi bo da de di do fa fe ka ke ki ko la le li lo lu ma me mi mo na ne ni no pa
  pe pi po ra re ri ro sa se si so ta te ti to va ve vi vo za ze zo tor lin mar ven sol kal ber dun
  fel gar hol ist ond rik sen tal ul wen yor`.split(/\s+/);
const planted = (w: string) => w.startsWith(S.COMMON_WORD) || w.startsWith(S.RARE_WORD);

function madeUpWords(rnd: Random, n: number, taken: Set<string>): string[] {
  const out: string[] = [];
  while (out.length < n) {
    let w = '';
    for (let k = rnd.int(2, 4); k > 0; k--) w += rnd.pick(SYLLABLES);
    if (w.length < 4 || planted(w) || taken.has(w)) continue;
    out.push(w);
    taken.add(w);
  }
  return out;
}

/** Draws an index in [0, n) with probability proportional to 1 / (index + 1)^s. */
function zipf(n: number, s: number) {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cdf[i] = sum += 1 / (i + 1) ** s;
  for (let i = 0; i < n; i++) cdf[i] = cdf[i]! / sum;
  return (r: number) => {
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}
/** A skewed pick in [0, n): low indices (the popular boards, users, interests) come up more. */
const skew = (n: number, r: number) => Math.min(n - 1, Math.floor(n * r * r));
const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
const hex = (s: string) => createHash('md5').update(s).digest('hex');

async function main() {
  const file = path.resolve(process.argv[2] ?? S.dbFile());
  if (cached(file)) return log(`reusing ${file} (${S.PINS} pins)`);
  log(`building ${file}: ${S.PINS} pins, ${S.USERS} users, ${S.BOARDS} boards`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp`;
  for (const f of [tmp, `${tmp}-wal`, `${tmp}-shm`]) fs.rmSync(f, { force: true });

  const sqlite = new SQLite(tmp);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  await migrateToLatest(new Kysely({ dialect: new SqliteDialect({ database: sqlite }) }));
  // Bulk load: no journal, no fsync, no FK checks (checked at the end), a big cache, and the FTS
  // triggers (pin_interests inserts re-index their pin) off until pins_fts is filled in one go.
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = OFF');
  sqlite.pragma('cache_size = -1000000');
  const triggers = sqlite
    .prepare(`select name, sql from sqlite_master where type = 'trigger' order by name`)
    .all() as { name: string; sql: string }[];
  for (const t of triggers) sqlite.exec(`drop trigger ${t.name}`);
  log(`migrated; ${triggers.length} triggers set aside: ${triggers.map((t) => t.name).join(', ')}`);

  const rnd = createRandom(20261123);
  const now = Date.now();
  const taken = new Set(REAL);
  const vocab = [...REAL, ...madeUpWords(rnd, 20_000, taken)];
  const word = zipf(vocab.length, 1);
  const domains = madeUpWords(rnd, 3000, taken).map((w) => `${w}.com`);
  const interestNames = madeUpWords(rnd, S.INTERESTS, taken).map(cap);

  // ---- Users, boards, interests ----
  const N = S.PINS;
  const viewer = S.USERS - 1;
  const userIds = Array.from({ length: S.USERS }, (_, u) => newId(now - 500 * DAY + u * 60_000));
  const ownerOf = (b: number) => (b * 7919 + 1234) % S.USERS;
  const privacyOf = (b: number) =>
    b % 20 === 7 ? 'secret' : b % 50 === 13 ? 'protected' : 'public';
  const boardIds = Array.from({ length: S.BOARDS }, (_, b) => newId(now - 450 * DAY + b * 60_000));
  const boardNames = Array.from({ length: S.BOARDS }, () =>
    cap(Array.from({ length: rnd.int(1, 3) }, () => vocab[word(rnd.next())]!).join(' ')),
  );
  const interestIds = interestNames.map((_, i) => newId(now - 460 * DAY + i * 60_000));

  // ---- Which pin is where: time order, repins of earlier originals, boards, save counts ----
  const times = new Float64Array(N);
  for (let i = 0; i < N; i++) times[i] = Math.floor(now - 60_000 - rnd.next() * S.DAYS * DAY);
  times.sort();
  const ids = Array.from(times, (t) => newId(t));
  const origin = new Int32Array(N).fill(-1);
  const board = new Int32Array(N);
  const saveCount = new Int32Array(N);
  const originals = new Int32Array(N);
  let nOriginals = 0;
  const boardPins = new Int32Array(S.BOARDS);
  const boardLast = new Int32Array(S.BOARDS).fill(-1);
  const skewedPublicBoard = (notOwner: number) => {
    for (;;) {
      const b = skew(S.BOARDS, rnd.next());
      if (privacyOf(b) === 'public' && ownerOf(b) !== notOwner) return b;
    }
  };
  for (let i = 0; i < N; i++) {
    // A repin saves an earlier public original, recent ones more often.
    let o = -1;
    if (nOriginals > 100 && rnd.chance(S.REPIN_SHARE))
      while (o < 0 || privacyOf(board[o]!) !== 'public')
        o = originals[Math.min(nOriginals - 1, Math.floor(nOriginals * (1 - rnd.next() ** 2)))]!;
    if (o >= 0) {
      origin[i] = o;
      saveCount[o]! += 1;
      board[i] = skewedPublicBoard(ownerOf(board[o]!));
    } else {
      originals[nOriginals++] = i;
      board[i] = skew(S.BOARDS, rnd.next());
    }
    boardPins[board[i]!]! += 1;
    boardLast[board[i]!] = i;
  }

  // ---- Follows: everyone a few; the viewer 20 boards, 10 people, 5 interests, and unfollows ----
  const boardFollows: [number, number][] = [];
  const userFollows: [number, number][] = [];
  const interestFollows: [number, number][] = [];
  const followers = new Int32Array(S.BOARDS);
  const distinct = (n: number, draw: () => number, not = new Set<number>()) => {
    const out = new Set<number>();
    while (out.size < n) {
      const x = draw();
      if (!not.has(x)) out.add(x);
    }
    return [...out];
  };
  for (let u = 0; u < S.USERS; u++) {
    const isViewer = u === viewer;
    const nb = isViewer ? S.VIEWER_FOLLOWS.boards : rnd.int(0, 10);
    for (const b of distinct(nb, () => skewedPublicBoard(u))) boardFollows.push([u, b]);
    const nu = isViewer ? S.VIEWER_FOLLOWS.users : rnd.int(0, 8);
    for (const f of distinct(nu, () => skew(S.USERS, rnd.next()), new Set([u])))
      userFollows.push([u, f]);
    const ni = isViewer ? S.VIEWER_FOLLOWS.interests : rnd.int(0, 3);
    for (const i of distinct(ni, () => skew(S.INTERESTS, rnd.next()))) interestFollows.push([u, i]);
  }
  for (const [, b] of boardFollows) followers[b]! += 1;
  const mine = <T>(rows: [number, T][]) =>
    new Set(rows.filter(([u]) => u === viewer).map(([, x]) => x));
  const unfollows: [string, string][] = [
    ...distinct(S.VIEWER_UNFOLLOWS.board, () => skewedPublicBoard(viewer), mine(boardFollows)).map(
      (b) => ['board', boardIds[b]!] as [string, string],
    ),
    ...distinct(S.VIEWER_UNFOLLOWS.user, () => skew(S.USERS, rnd.next()), mine(userFollows)).map(
      (u) => ['user', userIds[u]!] as [string, string],
    ),
    ...distinct(
      S.VIEWER_UNFOLLOWS.interest,
      () => skew(S.INTERESTS, rnd.next()),
      mine(interestFollows),
    ).map((i) => ['interest', interestIds[i]!] as [string, string]),
  ];

  // ---- Pin text: a function of the original's index, so a repin copies its original's ----
  const interestPick = (r: Random) => skew(S.INTERESTS, r.next());
  function pinText(o: number) {
    const r = createRandom(Math.imul(o + 1, 0x9e3779b1) ^ 0x5eed);
    const words = (n: number) => Array.from({ length: n }, () => vocab[word(r.next())]!);
    const title = words(r.int(2, 6));
    const description = r.chance(0.2) ? [] : words(r.int(6, 30));
    for (const [w, share] of [
      [S.COMMON_WORD, S.COMMON_SHARE],
      [S.RARE_WORD, S.RARE_SHARE],
    ] as const) {
      if (!r.chance(share)) continue;
      const into = description.length && r.chance(0.5) ? description : title;
      into.splice(r.int(0, into.length), 0, w);
    }
    title[0] = cap(title[0]!);
    const domain = r.chance(0.1) ? null : domains[skew(domains.length, r.next())]!;
    const t = title.join(' ');
    const height = r.int(400, 1600);
    const image = {
      signature: hex(`image-${o}`),
      width: 736,
      height,
      dominant_color: `#${hex(`color-${o}`).slice(0, 6)}`,
    };
    const promoted = r.chance(0.01);
    const recipe = r.chance(0.1) && {
      typeName: 'recipe',
      displayName: t,
      siteName: domain ?? 'example.com',
      displayCookTime: `${r.int(10, 90)} min`,
      aggregateRating: null,
    };
    return {
      image: { ...image, mime: 'image/jpeg', bytes: 736 * height },
      interests: distinct(r.int(1, 3), () => interestPick(r)),
      pin: {
        title: t,
        description: description.join(' '),
        link: domain && `https://${domain}/p/${o}`,
        domain,
        alt_text: r.chance(0.3) ? t : null,
        image_signature: image.signature,
        width: image.width,
        height,
        dominant_color: image.dominant_color,
        rich_summary: recipe ? JSON.stringify(recipe) : null,
        carousel_data: null,
        is_promoted: promoted ? 1 : 0,
        promoter_name: promoted ? 'Northwind Outfitters' : null,
      },
    };
  }

  // ---- Insert: one prepared statement per table, named by the first row's columns ----
  const iso = (ms: number) => new Date(ms).toISOString();
  const statements = new Map<string, SQLite.Statement>();
  const insert = (table: string, row: Record<string, unknown>) => {
    let statement = statements.get(table);
    if (!statement) {
      const cols = Object.keys(row);
      statement = sqlite.prepare(
        `insert into ${table} (${cols.join(', ')}) values (${cols.map((c) => `@${c}`).join(', ')})`,
      );
      statements.set(table, statement);
    }
    statement.run(row);
  };
  const createdAt = (id: string) => iso(Number(id.slice(0, 13)));
  const REACTIONS = [7, 1, 13, 11, 5];

  sqlite.transaction(() => {
    userIds.forEach((id, u) => {
      const username = u === viewer ? S.VIEWER : `user${u}`;
      const first = cap(vocab[100 + (u % 5000)]!);
      insert('users', {
        id,
        username,
        email: `${username}@bench.local`,
        password_hash: '$argon2id$bench',
        first_name: first,
        full_name: `${first} ${cap(username)}`,
        avatar_signature: null,
        role: 'user',
        country: 'US',
        locale: 'en-US',
        created_at: createdAt(id),
      });
    });
    boardIds.forEach((id, b) => {
      const last = boardLast[b]!;
      insert('boards', {
        id,
        owner_id: userIds[ownerOf(b)],
        name: boardNames[b],
        slug: `${boardNames[b]!.toLowerCase().replace(/\W+/g, '-')}-${b}`,
        description: '',
        privacy: privacyOf(b),
        layout: 'default',
        cover_pin_id: last >= 0 ? ids[last] : null,
        pin_count: boardPins[b],
        sort_order: b,
        follower_count: followers[b],
        created_at: createdAt(id),
        updated_at: createdAt(id),
        last_pinned_at: last >= 0 ? iso(times[last]!) : null,
      });
    });
    interestNames.forEach((name, i) =>
      insert('interests', {
        id: interestIds[i],
        name,
        slug: name.toLowerCase(),
        created_at: createdAt(interestIds[i]!),
      }),
    );
  })();
  log('users, boards and interests inserted; inserting pins');

  const CHUNK = 25_000;
  const chunk = sqlite.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const o = origin[i]!;
      const { pin, image, interests } = pinText(o >= 0 ? o : i);
      const created_at = iso(times[i]!);
      const pinner_id = userIds[ownerOf(board[i]!)];
      const board_id = boardIds[board[i]!];
      const favs =
        o < 0 && rnd.chance(0.08) ? distinct(rnd.int(1, 3), () => rnd.int(0, S.USERS - 1)) : [];
      if (o < 0) insert('images', { ...image, created_at });
      insert('pins', {
        id: ids[i],
        pinner_id,
        board_id,
        section_id: null,
        ...pin,
        origin_pin_id: o >= 0 ? ids[o] : null,
        save_count: saveCount[i],
        favorite_count: favs.length,
        note: '',
        created_at,
      });
      if (o >= 0) {
        insert('saves', {
          saved_pin_id: ids[i],
          user_id: pinner_id,
          pin_id: ids[o],
          board_id,
          created_at,
        });
        continue;
      }
      for (const k of interests)
        insert('pin_interests', { pin_id: ids[i], interest_id: interestIds[k] });
      for (const u of favs)
        insert('favorites', { user_id: userIds[u], pin_id: ids[i], created_at });
      if (rnd.chance(0.1))
        for (const u of distinct(rnd.int(1, 4), () => rnd.int(0, S.USERS - 1)))
          insert('reactions', {
            user_id: userIds[u],
            pin_id: ids[i],
            reaction_type: rnd.pick(REACTIONS),
            created_at,
          });
    }
  });
  for (let from = 0; from < N; from += CHUNK) {
    chunk(from, Math.min(N, from + CHUNK));
    if ((from + CHUNK) % 100_000 === 0 || from + CHUNK >= N)
      log(`${Math.min(N, from + CHUNK).toLocaleString('en')} pins`);
  }

  // ---- Follows, hidden pins, unfollows ----
  sqlite.transaction(() => {
    const created_at = iso(now - 30 * DAY);
    for (const [u, b] of boardFollows)
      insert('board_follows', { user_id: userIds[u], board_id: boardIds[b], created_at });
    for (const [u, f] of userFollows)
      insert('user_follows', { follower_id: userIds[u], followee_id: userIds[f], created_at });
    for (const [u, i] of interestFollows)
      insert('interest_follows', { user_id: userIds[u], interest_id: interestIds[i], created_at });
    const user_id = userIds[viewer];
    for (const [source_type, source_id] of unfollows)
      insert('feed_unfollows', { user_id, source_type, source_id, created_at });
    // Hidden from home: a quarter among the newest pins (seen at the top of the feed), the rest
    // in the last 30 days; from search: any pins.
    const recent = times.findIndex((t) => t > now - 30 * DAY);
    const newest = N - Math.max(10, Math.floor(N / 500));
    const home = S.VIEWER_HIDDEN.home;
    const hide = (surface: string, context: string) => (i: number) =>
      insert('hidden_pins', { user_id, pin_id: ids[i], surface, context, created_at });
    distinct(Math.floor(home / 4), () => rnd.int(newest, N - 1)).forEach(hide('home', ''));
    distinct(home - Math.floor(home / 4), () => rnd.int(recent, newest - 1)).forEach(
      hide('home', ''),
    );
    distinct(S.VIEWER_HIDDEN.search, () => rnd.int(0, N - 1)).forEach(
      hide('search', S.COMMON_WORD),
    );
  })();
  log(`follows inserted; filling pins_fts`);

  sqlite.exec(FTS_FILL);
  for (const t of triggers) sqlite.exec(t.sql);
  log(`pins_fts filled, triggers back; checking foreign keys`);
  const broken = sqlite.pragma('foreign_key_check') as unknown[];
  if (broken.length)
    throw new Error(`${broken.length} foreign key violations, e.g. ${JSON.stringify(broken[0])}`);
  // No ANALYZE: the app never runs it, so a real Tack database has no statistics (measure.ts
  // times the cases that way, and with statistics under --analyzed).
  sqlite.pragma('journal_mode = WAL');
  const count = (t: string) =>
    (sqlite.prepare(`select count(*) as n from ${t}`).get() as { n: number }).n;
  const summary = [
    'pins',
    'images',
    'pin_interests',
    'saves',
    'favorites',
    'reactions',
    'board_follows',
    'user_follows',
    'interest_follows',
  ]
    .map((t) => `${t} ${count(t).toLocaleString('en')}`)
    .join(', ');
  const fts = (w: string) =>
    (
      sqlite
        .prepare(`select count(*) as n from pins_fts where pins_fts match ?`)
        .get(`"${w}"*`) as { n: number }
    ).n;
  log(
    `${summary}; "${S.COMMON_WORD}" in ${fts(S.COMMON_WORD)} pins, "${S.RARE_WORD}" in ${fts(S.RARE_WORD)}`,
  );
  sqlite.close();
  fs.renameSync(tmp, file);
  log(`done: ${file}, ${(fs.statSync(file).size / 2 ** 20).toFixed(0)} MiB`);
}

await main();
