import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { EventType } from '@tack/contract';

/** One event to log; everything but the type is optional. */
export interface EventRow {
  eventType: EventType;
  userId?: string | null;
  pageKind?: string | null;
  viewType?: number | null;
  viewParameter?: number | null;
  component?: string | null;
  element?: string | null;
  pinId?: string | null;
  objectId?: string | null;
  auxData?: Record<string, unknown> | null;
  /** What the client attached to the call this event was logged for (§7 tracking options). */
  clientTrackingParams?: string | null;
  eventContext?: Record<string, unknown> | null;
  /**
   * When it happened, for backdated events (the demo's 30 days): its id is made at this time
   * too, so it sorts there. Only for logs no rollup has read past yet (seeding, then a rollup).
   */
  at?: Date;
}

/**
 * Appends events in one statement (the one way anything writes to the log: the event endpoint,
 * and the server for what it sees itself, such as saves and clickthroughs).
 */
export async function recordEvents(db: Kysely<Database>, rows: readonly EventRow[]) {
  if (rows.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('events')
    .values(
      rows.map((r) => ({
        id: r.at ? newId(r.at.getTime()) : newId(),
        event_type: r.eventType,
        user_id: r.userId ?? null,
        page_kind: r.pageKind ?? null,
        view_type: r.viewType ?? null,
        view_parameter: r.viewParameter ?? null,
        component: r.component ?? null,
        element: r.element ?? null,
        pin_id: r.pinId ?? null,
        object_id: r.objectId ?? null,
        aux_data: r.auxData ? JSON.stringify(r.auxData) : null,
        client_tracking_params: r.clientTrackingParams ?? null,
        event_context: r.eventContext ? JSON.stringify(r.eventContext) : null,
        created_at: r.at ? r.at.toISOString() : now,
      })),
    )
    .execute();
}
