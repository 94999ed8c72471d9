import 'server-only';
// What the admin's ledger page shows: one page of decisions, newest first, with the names of the
// categories they covered in the page's language (a category removed since then is named as such).
import type { DbOrTx } from '@/server/db/client';
import type { ConsentLedgerEntry } from '@/schemas/consent';
import { translate, type Locale } from '@/lib/i18n/locales';
import { consentCatalogue } from './catalogue';
import { listConsentLedger } from './ledger';

/** Rows per page: enough to scan, small enough for a phone. */
export const LEDGER_PAGE_ROWS = 25;

export type LedgerPageData = { records: ConsentLedgerEntry[]; nextCursor: string | null; categoryNames: Record<string, string> };

export async function loadLedgerPage(db: DbOrTx, { organizationId, cursor, locale }: { organizationId: string; cursor: string | undefined; locale: Locale }): Promise<LedgerPageData> {
  const [page, catalogue] = await Promise.all([listConsentLedger(db, { organizationId, cursor, limit: LEDGER_PAGE_ROWS }), consentCatalogue(db, { organizationId })]);
  const categoryNames = Object.fromEntries(catalogue.categories.map((c) => [c.id, translate(c.name, c.nameTranslation, locale)]));
  return { records: page.records, nextCursor: page.next_cursor, categoryNames };
}
