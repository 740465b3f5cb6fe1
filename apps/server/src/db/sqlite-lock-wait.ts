import { setTimeout as sleep } from 'node:timers/promises';
import {
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** How long a statement waits in all for another connection's write to finish. */
export const LOCK_WAIT_MS = 5_000;

/** Pauses between tries, as SQLite's own busy handler spaces them; then 100 ms each. */
const PAUSES_MS = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100];

/**
 * SQLITE_BUSY: another connection holds the write lock. Not SQLITE_BUSY_SNAPSHOT, which no wait
 * cures (a read transaction that saw an older state and now wants to write).
 */
const LOCKED = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_RECOVERY']);
const isLocked = (err: unknown) => LOCKED.has((err as { code?: unknown } | null)?.code as string);

/**
 * Runs `run` until it no longer finds the database locked, pausing between tries without
 * blocking the event loop, for `LOCK_WAIT_MS` in all; then its last error stands. A statement
 * that failed with SQLITE_BUSY changed nothing, so trying it again is safe (SQLite's own advice
 * for a COMMIT that met a lock, too).
 */
export async function waitingOutLocks<T>(run: () => Promise<T>, waitMs = LOCK_WAIT_MS): Promise<T> {
  let waited = 0;
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (!isLocked(err) || waited >= waitMs) throw err;
      const pause = Math.min(PAUSES_MS[attempt] ?? 100, waitMs - waited);
      await sleep(pause);
      waited += pause;
    }
  }
}

/** The connection, with every statement waiting out another connection's lock. */
function lockWaiting(connection: DatabaseConnection, waitMs: number): DatabaseConnection {
  return {
    executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> =>
      waitingOutLocks(() => connection.executeQuery<R>(query), waitMs),
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

/**
 * Kysely's SQLite dialect for a connection opened with `busy_timeout = 0`. SQLite's busy timeout
 * waits inside the call: the whole process stops until the other writer commits, and when that
 * writer is in the same process (two connections, as tests run two nodes) it never can, so the
 * wait always ran out. Here a locked statement fails at once and is tried again after a pause
 * (`waitingOutLocks`), while the process serves its other requests.
 */
export class LockWaitingSqliteDialect extends SqliteDialect {
  readonly #waitMs: number;
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0], waitMs = LOCK_WAIT_MS) {
    super(config);
    this.#waitMs = waitMs;
  }

  override createDriver(): Driver {
    const inner = super.createDriver();
    const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
    const waitMs = this.#waitMs;
    return {
      init: () => inner.init(),
      async acquireConnection() {
        const connection = await inner.acquireConnection();
        let waiting = wrapped.get(connection);
        if (!waiting) wrapped.set(connection, (waiting = lockWaiting(connection, waitMs)));
        return waiting;
      },
      // The inner driver runs `begin`, `commit` and savepoints through the connection it is
      // given: the waiting one.
      beginTransaction: (connection: DatabaseConnection, settings: TransactionSettings) =>
        inner.beginTransaction(connection, settings),
      commitTransaction: (connection) => inner.commitTransaction(connection),
      rollbackTransaction: (connection) => inner.rollbackTransaction(connection),
      savepoint: (connection, name, compile) => inner.savepoint!(connection, name, compile),
      rollbackToSavepoint: (connection, name, compile) =>
        inner.rollbackToSavepoint!(connection, name, compile),
      releaseSavepoint: (connection, name, compile) =>
        inner.releaseSavepoint!(connection, name, compile),
      releaseConnection: (connection) => inner.releaseConnection(connection),
      destroy: () => inner.destroy(),
    };
  }
}
