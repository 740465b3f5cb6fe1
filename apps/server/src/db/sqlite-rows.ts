import type SQLite from 'better-sqlite3';

export type Row = Record<string, unknown>;
type Build = (values: readonly unknown[]) => Row;

/**
 * A function that makes a row object from a row's values, for these column names: one object
 * literal, compiled once per statement. better-sqlite3 makes each row object by adding its
 * columns one by one, and V8 keeps such an object as a hash table (a dictionary: measured with
 * 20 columns and more, 10 stay fast), slower to make and to read. A page of 26 pins, 43 columns:
 * 414 us and 87 KB a run as better-sqlite3's objects, 231 us and 36 KB read as arrays and made
 * by this (decision 0019). Later columns of the same name win, as in better-sqlite3's objects.
 * A column named `__proto__` is written as a computed key, which makes a property (a plain one
 * sets the prototype).
 */
export function compileRow(names: readonly string[]): Build {
  const key = (name: string) =>
    name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name);
  const fields = names.map((name, i) => `${key(name)}: v[${i}]`).join(', ');
  // The names are quoted by JSON.stringify: no column name can close the literal.
  return new Function('v', `return { ${fields} };`) as Build;
}

/**
 * The statement as Kysely's SQLite driver uses it (`reader`, `all`, `run`, `iterate`), with a
 * reader's rows read as arrays and made into objects by `compileRow`. The builder follows the
 * statement's columns: SQLite prepares a statement again after a schema change, and a column
 * added or dropped changes a `select *`'s row length, which each read checks (a renamed one keeps
 * its old name here, which is the name the running code asks for).
 */
export function withCompiledRows(statement: SQLite.Statement) {
  if (!statement.reader) return statement;
  let width = 0;
  let build: Build = () => ({});
  const compile = () => {
    const names = statement.columns().map((c) => c.name);
    build = compileRow(names);
    width = names.length;
  };
  compile();
  statement.raw(true);
  const toObject = (values: unknown[]): Row => {
    if (values.length !== width) compile();
    return build(values);
  };
  return {
    reader: true as const,
    get busy() {
      return statement.busy;
    },
    source: statement.source,
    all(parameters: readonly unknown[] = []): Row[] {
      const rows = statement.all(parameters) as unknown[][] as unknown[];
      for (let i = 0; i < rows.length; i++) rows[i] = toObject(rows[i] as unknown[]);
      return rows as Row[];
    },
    run(parameters: readonly unknown[] = []) {
      return statement.run(parameters);
    },
    *iterate(parameters: readonly unknown[] = []): IterableIterator<Row> {
      for (const values of statement.iterate(parameters) as Iterable<unknown[]>)
        yield toObject(values);
    },
  };
}
