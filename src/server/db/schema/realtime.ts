// The realtime bus's messages (docs/decisions/081): each published message is stored here and its
// id alone goes out on PostgreSQL's NOTIFY, so a listener that was away reads what it missed by id.
// The id is an ordered cursor rather than a UUID: a subscriber asks for "everything after n".
import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, organizationId } from './_columns';

export const realtimeMessages = pgTable(
  'realtime_messages',
  {
    /** Rises with every message; within one organisation and topic, in the order they committed. */
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    /** What the message is about, such as `booking:<id>` (src/server/realtime/topics.ts). */
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  // A subscriber's read: one organisation's topic, after its cursor.
  (t) => [index('realtime_messages_org_topic_id_idx').on(t.organizationId, t.topic, t.id)],
);
