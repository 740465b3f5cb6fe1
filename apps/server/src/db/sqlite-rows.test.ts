import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { compileRow, withCompiledRows } from './sqlite-rows.ts';

describe('SQLite rows made by a compiled row builder (withCompiledRows)', () => {
  let sqlite: SQLite.Database;
  afterEach(() => sqlite.close());
  const open = () => {
    sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (id integer primary key, name text, size real, data blob)');
    sqlite.exec(`insert into t values (1, 'one', 1.5, x'0102'), (2, null, null, null)`);
    return sqlite;
  };

  it("gives the same rows as better-sqlite3's own objects", () => {
    open();
    const query = 'select t.*, t.id * 2, upper(name) as "shout", name as id from t order by t.id';
    const rows = withCompiledRows(sqlite.prepare(query)).all([]) as Record<string, unknown>[];
    expect(rows).toEqual(sqlite.prepare(query).all());
    // A later column of the same name wins, as in better-sqlite3's objects.
    expect(rows.map((r) => r.id)).toEqual(['one', null]);
    expect(Object.keys(rows[0]!)).toEqual(['id', 'name', 'size', 'data', 't.id * 2', 'shout']);
  });

  it('makes a column named __proto__ a property, not the prototype', () => {
    open();
    const [row] = withCompiledRows(sqlite.prepare('select name as __proto__ from t')).all([]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('one');
  });

  it("follows a statement's columns when the table gains or loses one", () => {
    open();
    const all = withCompiledRows(sqlite.prepare('select * from t where id = 1'));
    expect(all.all([])).toEqual([{ id: 1, name: 'one', size: 1.5, data: Buffer.from([1, 2]) }]);
    sqlite.exec(`alter table t add column colour text default 'red'`);
    expect(all.all([])).toEqual([
      { id: 1, name: 'one', size: 1.5, data: Buffer.from([1, 2]), colour: 'red' },
    ]);
    sqlite.exec('alter table t drop column size');
    expect(all.all([])).toEqual([{ id: 1, name: 'one', data: Buffer.from([1, 2]), colour: 'red' }]);
  });

  it('yields objects when iterated, with parameters', () => {
    open();
    const statement = withCompiledRows(sqlite.prepare('select id, name from t where id >= ?'));
    expect([...statement.iterate([1])]).toEqual([
      { id: 1, name: 'one' },
      { id: 2, name: null },
    ]);
  });

  it('runs a statement that reads nothing as it is', () => {
    open();
    const insert = sqlite.prepare(`insert into t (name) values (?)`);
    expect(withCompiledRows(insert)).toBe(insert);
    const returning = withCompiledRows(
      sqlite.prepare(`insert into t (name) values (?) returning id, name`),
    );
    expect(returning.all(['three'])).toEqual([{ id: 3, name: 'three' }]);
  });

  it('quotes every name, so none can close the object literal', () => {
    const build = compileRow(['a" : 1 }; throw new Error("x"); ({ "b', 'c']);
    expect(build(['v', 'w'])).toEqual({ 'a" : 1 }; throw new Error("x"); ({ "b': 'v', c: 'w' });
  });
});
