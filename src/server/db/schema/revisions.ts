// The full previous state of an edited entity, written on every save (undo and audit). A row is the
// record as it was before one save: `data` and `version` are that state, `author_id` and
// `created_at` are the save that replaced it (docs/decisions/061).
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId } from './_columns';
import { user } from './auth';

export const revisions = pgTable(
  'revisions',
  {
    id: id(),
    organizationId: organizationId(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The version of the record that `data` is; null for states kept before records had versions. */
    version: integer('version'),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** When the save that replaced this state was a restore: the revision it brought back. */
    restoredFrom: uuid('restored_from'),
    createdAt: createdAt(),
  },
  (t) => [index('revisions_org_entity_idx').on(t.organizationId, t.entityType, t.entityId, t.createdAt)],
);
