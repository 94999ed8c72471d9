// The full previous state of an edited entity, written on every save (undo and audit).
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('revisions_org_entity_idx').on(t.organizationId, t.entityType, t.entityId, t.createdAt)],
);
