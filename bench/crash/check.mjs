// What must hold in a Tack data directory after any crash, read straight from the database while
// the server is down: the database is intact, counts match rows, references resolve, and every
// image row has every size on disk. SQLite (the file in DATA_DIR) or PostgreSQL (a URL).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/** Every size the server writes per image (IMAGE_SPECS in packages/contract, mediaKey in sizes.ts). */
const SPECS = ['136x136', '170x', '236x', '474x', '564x', '736x', 'orig'];
/** The board cover sizes written beside them (BOARD_COVER_SPECS; older images get them later). */
const COVER_SPECS = ['222x', '400x300', '216x146'];

export function mediaKey(spec, signature) {
  const dir = `${signature.slice(0, 2)}/${signature.slice(2, 4)}`;
  return spec === 'orig' ? `orig/${dir}/${signature}` : `${spec}/${dir}/${signature}.jpg`;
}

/** Queries whose every row is a broken rule, with how to name the row. */
const RULES = [
  [
    'board pin_count differs from its pins',
    `select id, pin_count as stored, (select count(*) from pins p where p.board_id = b.id) as actual
       from boards b where pin_count != (select count(*) from pins p where p.board_id = b.id)`,
  ],
  [
    'board section_count differs from its sections',
    `select id, section_count as stored,
            (select count(*) from board_sections s where s.board_id = b.id) as actual
       from boards b
      where section_count != (select count(*) from board_sections s where s.board_id = b.id)`,
  ],
  [
    'section pin_count differs from its pins',
    `select id, pin_count as stored, (select count(*) from pins p where p.section_id = s.id) as actual
       from board_sections s
      where pin_count != (select count(*) from pins p where p.section_id = s.id)`,
  ],
  [
    'pin in a section of another board',
    `select p.id from pins p join board_sections s on s.id = p.section_id
      where s.board_id != p.board_id`,
  ],
  [
    'save on another board than its pin',
    `select s.saved_pin_id as id from saves s join pins p on p.id = s.saved_pin_id
      where s.board_id != p.board_id`,
  ],
  [
    'pin save_count differs from its saves',
    `select id, save_count as stored, (select count(*) from saves s where s.pin_id = p.id) as actual
       from pins p where save_count != (select count(*) from saves s where s.pin_id = p.id)`,
  ],
];

/**
 * Opens the database of a stopped server (for SQLite, recovering its WAL as the next start would).
 * Queries are written with $1 placeholders and run on either engine.
 */
export async function openData({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const all = async (sql, params = []) => (await client.query(sql, params)).rows;
    return {
      engine: 'postgres',
      all,
      get: async (...a) => (await all(...a))[0],
      close: () => client.end(),
    };
  }
  const db = new Database(path.join(dataDir, 'tack.db'), { fileMustExist: true });
  const all = async (sql, params = []) => db.prepare(sql.replace(/\$\d+/g, '?')).all(...params);
  return {
    engine: 'sqlite',
    sqlite: db,
    all,
    get: async (...a) => (await all(...a))[0],
    close: async () => db.close(),
  };
}

/** Broken rules as readable lines; [] when everything holds. */
export async function checkInvariants(db, mediaDir) {
  const problems = [];
  if (db.sqlite) {
    // PostgreSQL enforces foreign keys in every statement and has no file to tear.
    const integrity = db.sqlite.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') problems.push(`integrity_check: ${integrity}`);
    for (const row of db.sqlite.pragma('foreign_key_check'))
      problems.push(`foreign key broken: ${JSON.stringify(row)}`);
  }
  for (const [name, query] of RULES)
    for (const row of await db.all(query)) problems.push(`${name}: ${JSON.stringify(row)}`);
  for (const { signature } of await db.all('select signature from images'))
    for (const spec of SPECS)
      if (!fs.existsSync(path.join(mediaDir, mediaKey(spec, signature))))
        problems.push(`image ${signature} has no ${spec} file`);
  return problems;
}

/** Files in the media directory that no image row owns: orphans (and temp files). */
export async function orphanFiles(db, mediaDir) {
  const owned = new Set(
    (await db.all('select signature from images')).flatMap(({ signature }) =>
      [...SPECS, ...COVER_SPECS].map((s) => mediaKey(s, signature)),
    ),
  );
  const orphans = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) walk(file);
      else if (!owned.has(path.relative(mediaDir, file).split(path.sep).join('/')))
        orphans.push(file);
    }
  };
  walk(mediaDir);
  return orphans;
}
