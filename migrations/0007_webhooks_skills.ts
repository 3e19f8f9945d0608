import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The outbox: written inside the transaction of the change it reports.
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('dispatched_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('webhook_events_pending')
    .on('webhook_events')
    .column('id')
    .where(sql.ref('dispatched_at'), 'is', null)
    .execute();
  await db.schema.createIndex('webhook_events_dispatched_at').on('webhook_events').column('dispatched_at').execute();

  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    .addColumn('url', 'text', (c) => c.notNull())
    /** JSON array of event kinds. */
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret_key_id', 'text', (c) => c.notNull())
    .addColumn('secret_nonce', 'text', (c) => c.notNull())
    .addColumn('secret_ciphertext', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhooks_agent_id').on('webhooks').column('agent_id').execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhook_id', 'bigint', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The exact bytes posted and signed, the same on every attempt. */
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'delivered', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('webhook_deliveries_once', ['webhook_id', 'event_id'])
    .execute();
  await db.schema.createIndex('webhook_deliveries_status').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_updated_at').on('webhook_deliveries').column('updated_at').execute();

  await db.schema
    .createTable('webhook_delivery_attempts')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('delivery_id', 'text', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_delivery_attempts_delivery').on('webhook_delivery_attempts').column('delivery_id').execute();

  await db.schema
    .createTable('skills')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('skill_code', 'text', (c) => c.notNull().unique())
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    .addColumn('skill_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('how_it_works', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('registry_url', 'text', (c) => c.notNull())
    .addColumn('repo_url', 'text', (c) => c.notNull())
    .addColumn('category', 'smallint', (c) => c.notNull().check(sql`category in (1, 2)`))
    .addColumn('difficulty_level', 'smallint', (c) => c.notNull())
    .addColumn('install_count', 'integer', (c) => c.notNull())
    .addColumn('create_source', 'smallint', (c) => c.notNull())
    .addColumn('review_status', 'smallint', (c) => c.notNull().check(sql`review_status in (1, 2, 3)`))
    .addColumn('review_remark', 'text', (c) => c.notNull())
    .addColumn('visible', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('skills_agent_listing').on('skills').columns(['agent_id', 'review_status', 'created_at']).execute();
  await db.schema.createIndex('skills_review_status').on('skills').columns(['review_status', 'created_at']).execute();

  // Lets the clean-up find expired keys without a scan.
  await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_created_at').execute();
  for (const table of ['skills', 'webhook_delivery_attempts', 'webhook_deliveries', 'webhooks', 'webhook_events']) {
    await db.schema.dropTable(table).execute();
  }
}
