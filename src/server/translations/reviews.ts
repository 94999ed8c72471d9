import 'server-only';
// "Still right" reviews of translations (docs/decisions/077): one row per record, field and
// language, the latest replacing the one before. A review changes nothing visitors see, so it is a
// plain statement, not a write of the write path (tests/integration/write-path-guard.test.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { translationReviews } from '@/server/db/schema';

type Scope = { organizationId: string };
/** A record whose revisions are kept under `type`. */
export type RecordRef = { type: string; id: string };

export type Review = RecordRef & { field: string; locale: string; reviewedAt: bigint };

/** The reviews of these records, with when each was made in microseconds since the epoch. */
export async function reviewsOf(db: DbOrTx, { organizationId, records }: Scope & { records: RecordRef[] }): Promise<Review[]> {
  if (records.length === 0) return [];
  const rows = await db
    .select({
      type: translationReviews.entityType,
      id: translationReviews.entityId,
      field: translationReviews.field,
      locale: translationReviews.locale,
      reviewedAt: sql<string>`(extract(epoch from ${translationReviews.reviewedAt}) * 1000000)::bigint::text`,
    })
    .from(translationReviews)
    .where(and(eq(translationReviews.organizationId, organizationId), inArray(translationReviews.entityId, [...new Set(records.map((record) => record.id))])));
  const wanted = new Set(records.map((record) => `${record.type}:${record.id}`));
  return rows.filter((row) => wanted.has(`${row.type}:${row.id}`)).map((row) => ({ ...row, reviewedAt: BigInt(row.reviewedAt) }));
}

/** Says the translation holds as of now; a second review of the same text and language moves the first. */
export async function saveReview(
  db: DbOrTx,
  { organizationId, record, field, locale, userId }: Scope & { record: RecordRef; field: string; locale: string; userId: string },
): Promise<void> {
  await db
    .insert(translationReviews)
    .values({ organizationId, entityType: record.type, entityId: record.id, field, locale, reviewedBy: userId })
    .onConflictDoUpdate({
      target: [translationReviews.organizationId, translationReviews.entityType, translationReviews.entityId, translationReviews.field, translationReviews.locale],
      set: { reviewedAt: sql`now()`, reviewedBy: userId },
    });
}
