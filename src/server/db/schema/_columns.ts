// Column helpers shared by every tenant table: a database-generated UUID id, the owning
// organisation (not null, cascades with it), translation maps and timestamps.
import { integer, jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/** A translation map from locale code to text, stored beside its base text. */
export type Translations = Partial<Record<string, string>>;

export const id = () => uuid('id').primaryKey().defaultRandom();

export const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const translations = (name: string) => jsonb(name).$type<Translations>().notNull().default({});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * How many times an editable record has been saved: 1 when made, one more on every write, in the
 * write's own statement (docs/decisions/061). A save that names an older version is refused.
 */
export const version = () => integer('version').notNull().default(1);
