import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Full-text search over pin title, description and domain: SQLite FTS5 (kept in step by
 * triggers, keyed by the pins table's rowid) on the embedded engine, a generated tsvector with a
 * GIN index on PostgreSQL. The same words match on both.
 */
const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await sql`create virtual table pins_fts using fts5(title, description, domain, tokenize = 'unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`insert into pins_fts(rowid, title, description, domain) select rowid, title, description, coalesce(domain, '') from pins`.execute(
      db,
    );
    await sql`create trigger pins_fts_insert after insert on pins begin
      insert into pins_fts(rowid, title, description, domain) values (new.rowid, new.title, new.description, coalesce(new.domain, ''));
    end`.execute(db);
    await sql`create trigger pins_fts_delete after delete on pins begin
      delete from pins_fts where rowid = old.rowid;
    end`.execute(db);
    await sql`create trigger pins_fts_update after update of title, description, domain on pins begin
      delete from pins_fts where rowid = old.rowid;
      insert into pins_fts(rowid, title, description, domain) values (new.rowid, new.title, new.description, coalesce(new.domain, ''));
    end`.execute(db);
  } else {
    await sql`alter table pins add column search tsvector generated always as (
      setweight(to_tsvector('simple', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('simple', coalesce(description, '')), 'B') ||
      setweight(to_tsvector('simple', coalesce(domain, '')), 'C')) stored`.execute(db);
    await sql`create index pins_search on pins using gin (search)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const t of ['pins_fts_insert', 'pins_fts_delete', 'pins_fts_update'])
      await sql.raw(`drop trigger ${t}`).execute(db);
    await sql`drop table pins_fts`.execute(db);
  } else {
    await sql`drop index pins_search`.execute(db);
    await sql`alter table pins drop column search`.execute(db);
  }
}
