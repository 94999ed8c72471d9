// "Still right": a translator's word that a translation holds although its default-language text
// changed after it was written (docs/decisions/077). Whether a translation is stale is read from the
// revision history; this table keeps only the reviews, one per record, field and language, the
// latest replacing the one before.
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, organizationId } from './_columns';
import { user } from './auth';

export const translationReviews = pgTable(
  'translation_reviews',
  {
    id: id(),
    organizationId: organizationId(),
    /** The `entity_type` the record's revisions are kept under (template_section, metric, post, …). */
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    /** The field in the record's state: `title`, or `faqs.<id>.question` for a row of a settings tab. */
    field: text('field').notNull(),
    locale: text('locale').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
  },
  // Also the index of "the reviews of this record": organisation, kind, id lead it.
  (t) => [uniqueIndex('translation_reviews_org_record_key').on(t.organizationId, t.entityType, t.entityId, t.field, t.locale)],
);
