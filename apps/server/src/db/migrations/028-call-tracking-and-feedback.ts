import type { Kysely } from 'kysely';

/**
 * Calls in the spec's shape (issue 15, both files' §7):
 * - `events.client_tracking_params` and `events.event_context`: what a client attached to the
 *   call an event was logged for (a save's clientTrackingParams and eventContext, an outbound
 *   click's client_tracking_params), kept with that event.
 * - `hidden_pins.feedback`: the pin feedback call's reason, as JSON text (the board, person or
 *   interest the pin came through, complaint reason, recommendation reason, ...).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('client_tracking_params', 'text').execute();
  await db.schema.alterTable('events').addColumn('event_context', 'text').execute();
  await db.schema.alterTable('hidden_pins').addColumn('feedback', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hidden_pins').dropColumn('feedback').execute();
  await db.schema.alterTable('events').dropColumn('event_context').execute();
  await db.schema.alterTable('events').dropColumn('client_tracking_params').execute();
}
