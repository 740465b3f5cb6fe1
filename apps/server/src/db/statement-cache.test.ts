import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './dialect.ts';

describe('SQLite statements prepared once (withStatementCache)', () => {
  let sqlite: SQLite.Database;
  afterEach(() => sqlite.close());
  const open = (size?: number) => {
    sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (n integer)');
    sqlite.exec('insert into t values (1), (2), (3)');
    return withStatementCache(sqlite, size);
  };

  it('hands back the same prepared statement for the same SQL', () => {
    const db = open();
    const a = db.prepare('select n from t');
    expect(db.prepare('select n from t')).toBe(a);
    expect(db.prepare('select n from t where n > ?')).not.toBe(a);
  });

  it('opens transactions with begin immediate, so a second process waits instead of failing', () => {
    const db = open();
    const begin = db.prepare('begin') as unknown as SQLite.Statement;
    expect(begin.source).toBe('begin immediate');
  });

  it('keeps the most recently used statements, dropping the oldest past its size', () => {
    const db = open(2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    db.prepare('select 1'); // a used again: b is now the oldest
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });

  it('gives a fresh statement while the cached one is still being read', () => {
    const db = open();
    const cached = db.prepare('select n from t') as unknown as SQLite.Statement;
    const rows = cached.iterate();
    rows.next();
    const other = db.prepare('select n from t') as unknown as SQLite.Statement;
    expect(other).not.toBe(cached);
    expect(other.all()).toHaveLength(3);
    rows.return?.();
    expect(db.prepare('select n from t')).toBe(cached);
  });
});
