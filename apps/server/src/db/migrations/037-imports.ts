import { sql, type Kysely } from 'kysely';

/**
 * Imports (issue 17, docs/import-formats.md).
 *
 * `imports`: one uploaded file being brought in by the `import.run` job. `file_path` is the
 * upload kept on disk while the job needs it (a Tack export's images); `state` is queued,
 * running, done or failed (`error` says why a whole import stopped). At most one import per
 * person is queued or running: a partial unique index holds that even for two uploads at once.
 *
 * `import_items`: the file's items (boards, sections, pins) in the order they are made, parsed
 * once at upload. `outcome` null means not done yet; a job that stopped goes on with the first
 * item without one, so progress is checkpointed item by item and the same rows are the report.
 *
 * `import_keys`: what each source item became, per person (`bookmark:<url>`, `tack:<id>:pin:<id>`):
 * the same item imported again is skipped as a duplicate while what it made still exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_path', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('imports_user')
    .on('imports')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('imports_one_active')
    .unique()
    .on('imports')
    .column('user_id')
    .where(sql.ref('state'), 'in', ['queued', 'running'])
    .execute();
  await db.schema
    .createTable('import_items')
    .addColumn('import_id', 'text', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('reason', 'text')
    .addColumn('target_id', 'text')
    .addPrimaryKeyConstraint('import_items_pk', ['import_id', 'idx'])
    .execute();
  await db.schema
    .createTable('import_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_keys_pk', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_keys').execute();
  await db.schema.dropTable('import_items').execute();
  await db.schema.dropTable('imports').execute();
}
