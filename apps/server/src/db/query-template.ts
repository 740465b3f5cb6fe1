import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './database.ts';

type Value = string | number;
/** A template's values: each is sent as a parameter; a list's length is part of its shape. */
export type TemplateValues = Record<string, Value | readonly Value[]>;

interface Compiled {
  sql: string;
  parameters: readonly unknown[];
  /** For each parameter: which value fills it (`key` or `key:index`), or null for a constant. */
  slots: (string | null)[];
}

const MARK = '\u0000tack-value:';
const SHAPES_PER_DATABASE = 200;

/**
 * A hot query built and compiled once per database and shape, then run with new values.
 *
 * Kysely builds a query as a tree of immutable nodes and compiles it to SQL on every call; for
 * the feed's pin query (forty columns, the visibility rule) that cost about half as much as
 * running it. `build` is called once per shape with placeholders in place of the values; each
 * must be used as a plain value (a comparison, a list, a limit), so it becomes a parameter of the
 * compiled SQL, which is then run with the real values in their places. Whatever changes the
 * query's structure (signed in or out, first page or not) belongs in `shape`; a list's length is
 * added to the shape by itself. A LIMIT that takes one of a few values is better in the shape and
 * written out (`sql.lit`): SQLite ran the feed's page statement about a fifth slower with its
 * LIMIT bound, on the same plan (the home feed's `shapeOf`).
 */
export function queryTemplate<V extends TemplateValues, Row>(
  build: (db: Kysely<Database>, values: V, shape: string) => Compilable<Row>,
) {
  const byDatabase = new WeakMap<Kysely<Database>, Map<string, Compiled>>();
  return async (db: Kysely<Database>, shape: string, values: V): Promise<Row[]> => {
    let shapes = byDatabase.get(db);
    if (!shapes) byDatabase.set(db, (shapes = new Map()));
    const key = `${shape}|${Object.entries(values)
      .map(([k, v]) => (Array.isArray(v) ? `${k}:${v.length}` : ''))
      .join(',')}`;
    let compiled = shapes.get(key);
    if (!compiled) {
      compiled = compile(build(db, placeholders(values), shape));
      if (shapes.size >= SHAPES_PER_DATABASE) shapes.delete(shapes.keys().next().value!);
      shapes.set(key, compiled);
    }
    const parameters = compiled.slots.map((slot, i) =>
      slot === null ? compiled.parameters[i] : valueAt(values, slot),
    );
    const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
}

function placeholders<V extends TemplateValues>(values: V): V {
  const out: TemplateValues = {};
  for (const [key, value] of Object.entries(values))
    out[key] = Array.isArray(value) ? value.map((_, i) => `${MARK}${key}:${i}`) : `${MARK}${key}`;
  return out as V;
}

function compile(query: Compilable<unknown>): Compiled {
  const { sql, parameters } = query.compile();
  // A placeholder in the SQL text was not used as a value (it would be sent as it is).
  if (sql.includes(MARK)) throw new Error('queryTemplate: a value was written into the SQL');
  const slots = parameters.map((p) =>
    typeof p === 'string' && p.startsWith(MARK) ? p.slice(MARK.length) : null,
  );
  return { sql, parameters, slots };
}

function valueAt(values: TemplateValues, slot: string): Value {
  const colon = slot.lastIndexOf(':');
  const list = colon > 0 ? values[slot.slice(0, colon)] : undefined;
  if (Array.isArray(list)) return list[Number(slot.slice(colon + 1))] as Value;
  return values[slot] as Value;
}
