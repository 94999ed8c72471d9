// /admin/consent: the site's consent ledger for its admins, newest first and paged, with the CSV and
// JSON exports of GET /api/admin/consent-records (decision 036). Guests go to login, others get 403.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Download, ScrollText } from 'lucide-react';
import { getDb } from '@/server/db/client';
import { loadAccountPage } from '@/server/account/page';
import { can } from '@/lib/permissions';
import { loadLedgerPage } from '@/server/consent/ledger-page';
import type { SiteParams } from '@/server/site/context';
import { AccountHeader } from '@/features/account/account-header';
import { formatDateTime } from '@/features/account/format';
import { adminTabs } from '@/features/account/tabs';
import { LedgerTable } from '@/features/consent/ledger-table';
import { UUID_PATTERN } from '@/lib/patterns';

export const metadata: Metadata = { robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const EXPORT = '/api/admin/consent-records';

export default async function ConsentLedgerPage({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const page = await loadAccountPage(params, '/admin/consent', can('consent.read'));
  const { labels, t, accent, siteName, href, site } = page;
  const raw = (await searchParams).cursor;
  const cursor = typeof raw === 'string' && UUID_PATTERN.test(raw) ? raw.toLowerCase() : undefined;
  const ledger = await loadLedgerPage(await getDb(), { organizationId: site.tenant.id, cursor, locale: site.locale });
  const tabs = adminTabs(labels, href, '/admin', t('orders.adminNav')).map((tab) => ({ ...tab, current: false }));
  const button = 'inline-flex min-h-10 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-gray-300 text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600';
  const pageLink = `text-sm font-semibold ${accent.text} ${accent.hoverText} focus-visible:outline-2 focus-visible:outline-sky-600`;
  const ledgerLabels = {
    colTime: t('consent.colTime'),
    colWho: t('consent.colWho'),
    colDecision: t('consent.colDecision'),
    colCategories: t('consent.colCategories'),
    colRevision: t('consent.colRevision'),
    colLanguage: t('consent.colLanguage'),
    whoVisitor: t('consent.whoVisitor'),
    whoUser: t('consent.whoUser'),
    decisionGiven: t('consent.decisionGiven'),
    decisionRefused: t('consent.decisionRefused'),
    removedCategory: t('consent.removedCategory'),
  };

  return (
    <>
      <AccountHeader title={t('consent.ledgerTitle')} intro={t('consent.ledgerIntro', { site: siteName })} tabs={tabs} navLabel={labels.adminNavLabel} accent={accent} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <section aria-labelledby="ledger-heading" className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 px-4 py-4 sm:px-5">
            <h2 id="ledger-heading" className="text-lg font-semibold text-gray-900">
              {t('consent.ledgerHeading')}
            </h2>
            <div className="flex flex-wrap gap-2">
              {/* Plain links: the browser downloads what the export answers with its own file name. */}
              <a href={`${EXPORT}?format=csv`} download className={button}>
                <Download className="size-4" aria-hidden="true" />
                {t('consent.downloadCsv')}
              </a>
              <a href={`${EXPORT}?format=json&limit=500`} download className={button}>
                <Download className="size-4" aria-hidden="true" />
                {t('consent.downloadJson')}
              </a>
            </div>
          </div>
          {ledger.records.length === 0 ? (
            <div className="px-5 py-16 text-center text-sm text-gray-600">
              <ScrollText className="mx-auto mb-3 size-8 text-gray-400" aria-hidden="true" />
              <p>{t('consent.ledgerEmpty')}</p>
            </div>
          ) : (
            <LedgerTable labelledBy="ledger-heading" records={ledger.records} labels={ledgerLabels} categoryNames={ledger.categoryNames} formatTime={(iso) => formatDateTime(iso, site.locale)} />
          )}
          {(cursor || ledger.nextCursor) && (
            <nav aria-label={t('consent.ledgerPages')} className="flex justify-between gap-3 border-t border-gray-200 px-4 py-3 sm:px-5">
              {cursor ? (
                <Link href={href('/admin/consent')} className={pageLink}>
                  {t('consent.newest')}
                </Link>
              ) : (
                <span />
              )}
              {ledger.nextCursor && (
                <Link href={`${href('/admin/consent')}?cursor=${ledger.nextCursor}`} className={pageLink} rel="next">
                  {t('consent.older')}
                </Link>
              )}
            </nav>
          )}
        </section>
      </div>
    </>
  );
}
