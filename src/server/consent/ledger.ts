import 'server-only';
// The admin's view of the consent ledger: every record of one organisation, newest first, as JSON
// pages or one CSV download that is streamed page by page, so a large ledger never sits in memory.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { consentRecords } from '@/server/db/schema';
import type { ConsentLedgerEntry } from '@/schemas/consent';
import { csvRow } from '@/lib/csv';
import { consentRecordResponse } from './service';

type LedgerPage = { records: ConsentLedgerEntry[]; next_cursor: string | null };

/**
 * One page after the record `cursor` (its id). Timestamps carry microseconds that a JavaScript
 * date would round, so the position is read from the row itself, inside the database.
 */
export async function listConsentLedger(
  db: DbOrTx,
  { organizationId, cursor, limit }: { organizationId: string; cursor?: string; limit: number },
): Promise<LedgerPage> {
  const after = cursor
    ? sql`(${consentRecords.createdAt}, ${consentRecords.id}) < (select c.created_at, c.id from consent_records c where c.id = ${cursor} and c.organization_id = ${organizationId})`
    : undefined;
  const rows = await db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.organizationId, organizationId), after))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map((row) => ({ ...consentRecordResponse(row), visitor_id: row.visitorId, user_agent: row.userAgent, ip_hash: row.ipHash }));
  return { records: page, next_cursor: rows.length > limit ? page[page.length - 1].id : null };
}

const CSV_COLUMNS = [
  'id',
  'created_at',
  'organization_id',
  'user_id',
  'visitor_id',
  'consent_given',
  'services',
  'categories',
  'policy_revision',
  'locale',
  'user_agent',
  'ip_hash',
] as const satisfies readonly (keyof ConsentLedgerEntry)[];

export function csvLine(entry: ConsentLedgerEntry): string {
  return csvRow(CSV_COLUMNS.map((column) => entry[column]));
}

const CSV_BATCH = 500;

/** The whole ledger as CSV with a header row, read in batches while the download goes out. */
export function consentLedgerCsv(db: DbOrTx, { organizationId }: { organizationId: string }): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${CSV_COLUMNS.join(',')}\r\n`));
      }
      const page = await listConsentLedger(db, { organizationId, cursor, limit: CSV_BATCH });
      if (page.records.length > 0) controller.enqueue(encoder.encode(page.records.map(csvLine).join('')));
      if (page.next_cursor) cursor = page.next_cursor;
      else controller.close();
    },
  });
}

/** consent-records-<slug>-<YYYY-MM-DD>.csv; a slug is already [a-z0-9-], so it needs no escaping. */
export function ledgerFileName(slug: string, now = new Date()): string {
  return `consent-records-${slug}-${now.toISOString().slice(0, 10)}.csv`;
}
