import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Discovery: interests (annotations) on pins and followed by users; sources a user unfollowed,
 * which the home feed leaves out; and search over the board name and annotations as well.
 */
const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('interests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('pin_interests')
    .addColumn('pin_id', 'text', (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('interest_id', 'text', (c) =>
      c.notNull().references('interests.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('pin_interests_pk', ['pin_id', 'interest_id'])
    .execute();
  // An interest's pins, newest first, walk this index.
  await db.schema
    .createIndex('pin_interests_interest')
    .on('pin_interests')
    .columns(['interest_id', 'pin_id'])
    .execute();
  await db.schema
    .createTable('interest_follows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('interest_id', 'text', (c) =>
      c.notNull().references('interests.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('interest_follows_pk', ['user_id', 'interest_id'])
    .execute();
  await db.schema
    .createTable('feed_unfollows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_unfollows_pk', ['user_id', 'source_type', 'source_id'])
    .execute();
  // Related pins by domain, newest first.
  await db.schema.createIndex('pins_domain').on('pins').columns(['domain', 'id']).execute();
  await (isSqlite(db) ? searchSqlite(db) : searchPostgres(db));
}

/** Words for a pin beyond its own text: its board's name and its interests' names. */
const KEYWORDS_SQLITE = (
  pin: string,
) => `coalesce((select name from boards where id = ${pin}.board_id), '')
  || ' ' || coalesce((select group_concat(i.name, ' ') from pin_interests pi join interests i on i.id = pi.interest_id where pi.pin_id = ${pin}.id), '')`;

async function searchSqlite(db: Kysely<unknown>) {
  for (const t of ['pins_fts_insert', 'pins_fts_delete', 'pins_fts_update'])
    await sql.raw(`drop trigger ${t}`).execute(db);
  await sql`drop table pins_fts`.execute(db);
  await sql`create virtual table pins_fts using fts5(title, description, domain, keywords, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql
    .raw(
      `insert into pins_fts(rowid, title, description, domain, keywords)
       select rowid, title, description, coalesce(domain, ''), ${KEYWORDS_SQLITE('pins')} from pins`,
    )
    .execute(db);
  const index = (pin: string) =>
    `insert into pins_fts(rowid, title, description, domain, keywords) values (${pin}.rowid, ${pin}.title, ${pin}.description, coalesce(${pin}.domain, ''), ${KEYWORDS_SQLITE(pin)});`;
  await sql
    .raw(`create trigger pins_fts_insert after insert on pins begin ${index('new')} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger pins_fts_delete after delete on pins begin delete from pins_fts where rowid = old.rowid; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger pins_fts_update after update of title, description, domain, board_id on pins begin
        delete from pins_fts where rowid = old.rowid; ${index('new')} end`,
    )
    .execute(db);
  // A board renamed, or an interest added or removed, re-indexes the pins concerned.
  await sql
    .raw(
      `create trigger pins_fts_board_name after update of name on boards begin
        update pins set board_id = board_id where board_id = new.id; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger pins_fts_interest_add after insert on pin_interests begin
        update pins set board_id = board_id where id = new.pin_id; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger pins_fts_interest_remove after delete on pin_interests begin
        update pins set board_id = board_id where id = old.pin_id; end`,
    )
    .execute(db);
}

async function searchPostgres(db: Kysely<unknown>) {
  await sql`drop index pins_search`.execute(db);
  await sql`alter table pins drop column search`.execute(db);
  await sql`alter table pins add column search tsvector`.execute(db);
  await sql`create function pins_search_refresh() returns trigger language plpgsql as $$
    begin
      new.search :=
        setweight(to_tsvector('simple', coalesce(new.title, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce(new.description, '')), 'B') ||
        setweight(to_tsvector('simple', coalesce(new.domain, '') || ' ' ||
          coalesce((select name from boards where id = new.board_id), '') || ' ' ||
          coalesce((select string_agg(i.name, ' ') from pin_interests pi
            join interests i on i.id = pi.interest_id where pi.pin_id = new.id), '')), 'C');
      return new;
    end $$`.execute(db);
  await sql`create trigger pins_search before insert or update of title, description, domain, board_id
    on pins for each row execute function pins_search_refresh()`.execute(db);
  await sql`create function pins_search_touch_board() returns trigger language plpgsql as $$
    begin update pins set board_id = board_id where board_id = new.id; return null; end $$`.execute(
    db,
  );
  await sql`create trigger pins_search_board_name after update of name on boards
    for each row execute function pins_search_touch_board()`.execute(db);
  await sql`create function pins_search_touch_pin() returns trigger language plpgsql as $$
    begin
      update pins set board_id = board_id where id = coalesce(new.pin_id, old.pin_id);
      return null;
    end $$`.execute(db);
  await sql`create trigger pins_search_interests after insert or delete on pin_interests
    for each row execute function pins_search_touch_pin()`.execute(db);
  await sql`update pins set board_id = board_id`.execute(db);
  await sql`create index pins_search on pins using gin (search)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const t of ['pins_fts_board_name', 'pins_fts_interest_add', 'pins_fts_interest_remove'])
      await sql.raw(`drop trigger ${t}`).execute(db);
  } else {
    await sql`drop trigger pins_search_interests on pin_interests`.execute(db);
    await sql`drop trigger pins_search_board_name on boards`.execute(db);
  }
  await db.schema.dropIndex('pins_domain').execute();
  for (const t of ['feed_unfollows', 'interest_follows', 'pin_interests', 'interests'])
    await db.schema.dropTable(t).execute();
}
