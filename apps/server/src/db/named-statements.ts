import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Distinct statements one connection keeps prepared; any further ones run unnamed, as before. */
export const NAMED_STATEMENTS_PER_CONNECTION = 100;

/**
 * PostgreSQL's statements prepared once a connection (decision 0032): each statement sent with a
 * list of values (Kysely always sends one, empty for `begin`) gets a name from its text, so the
 * connection parses it once, and after five runs PostgreSQL may keep a generic plan instead of
 * planning it again (the feeds' larger statements spent about as long planning as running). A
 * connection names its first `size` distinct statements; the pool closes idle connections,
 * which frees them.
 */
export function withNamedStatements(pool: pg.Pool, size = NAMED_STATEMENTS_PER_CONNECTION): void {
  pool.on('connect', (client) => nameStatements(client, size));
}

/** A prepared statement whose table gained or lost columns since (a migration by another node). */
const changedResultType = (error: unknown) =>
  error instanceof Error &&
  (error as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/.test(error.message);

/**
 * Marks a statement to be planned on every run, for the values it runs with: it runs unnamed.
 * For a statement whose best plan depends on its values, as a text search's does on how common
 * its words are: at a million pins PostgreSQL kept a generic plan for the common word's
 * candidates that took 55 ms against 35 for the plan made for the word (about 1 ms of planning).
 * A select carries it after its keyword (Kysely's `modifyFront`).
 */
export const PLANNED_EACH_RUN = '/* planned each run */';

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

function nameStatements(client: pg.ClientBase, size: number): void {
  /** SQL text -> its statement's name, or null: run it unnamed from now on. */
  const names = new Map<string, string | null>();
  const query = client.query.bind(client) as Query;
  const named: Query = (config, values, callback) => {
    // Cursors (streamed queries), query objects, callbacks and a text alone (pool.query('select
    // 1'), the readiness check) go through as they came.
    if (typeof config !== 'string' || !Array.isArray(values) || callback !== undefined)
      return query(config, values, callback);
    if (config.includes(PLANNED_EACH_RUN)) return query(config, values);
    let name = names.get(config);
    if (name === undefined && names.size < size) {
      name = `tack_${createHash('sha1').update(config).digest('hex').slice(0, 24)}`;
      names.set(config, name);
    }
    if (!name) return query(config, values);
    return (query({ name, text: config, values }) as Promise<unknown>).catch((error: unknown) => {
      if (!changedResultType(error)) throw error;
      // The prepared statement stays stale on this connection: the text runs unnamed instead.
      names.set(config, null);
      return query(config, values);
    });
  };
  (client as unknown as { query: Query }).query = named;
}
