// /account/edupro: the plans the person has paid for on this site and what each one includes.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Check, X } from 'lucide-react';
import { getDb } from '@/server/db/client';
import { listPurchasedPlans } from '@/server/account/queries';
import { loadAccountPage } from '@/server/account/page';
import { findPricingPath } from '@/server/commerce/queries';
import type { SiteParams } from '@/server/site/context';
import { AccountHeader } from '@/features/account/account-header';
import { Card, EmptyState } from '@/features/account/card';
import { formatDate } from '@/features/account/format';
import type { AccountLabels } from '@/features/account/labels';
import { accountTabs } from '@/features/account/tabs';
import { formatPrice } from '@/features/sections/price';
import { translate } from '@/lib/i18n/locales';
import { toPlainText } from '@/lib/sanitize';

export const metadata: Metadata = { robots: { index: false } };

function intervalLabel(labels: AccountLabels, interval: string | null): string | null {
  if (interval === 'month') return labels.interval_month;
  if (interval === 'year') return labels.interval_year;
  if (interval === 'one_time') return labels.interval_one_time;
  return null;
}

export default async function PlansPage({ params }: { params: SiteParams }) {
  const page = await loadAccountPage(params, '/account/edupro');
  const { labels, t, accent, siteName, href, site } = page;
  const { locale } = site;
  const db = await getDb();
  const [plans, pricingPath] = await Promise.all([
    listPurchasedPlans(db, { organizationId: site.tenant.id, userId: page.member.userId }),
    // A site that sells nothing has no pricing page: the empty state then offers no link to one.
    findPricingPath(db, { organizationId: site.tenant.id }),
  ]);
  return (
    <>
      <AccountHeader title={labels.plansTitle} intro={t('account.plansIntro', { site: siteName })} tabs={accountTabs(labels, href, '/account/edupro')} navLabel={labels.navLabel} accent={accent} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {plans.length === 0 ? (
          <Card id="plans">
            <EmptyState
              action={
                pricingPath && (
                  <Link href={href(pricingPath)} className={`inline-flex rounded-lg px-4 py-2.5 text-sm font-semibold text-white ${accent.bg} ${accent.hoverBg}`}>
                    {labels.seePricing}
                  </Link>
                )
              }
            >
              <span className="block text-base font-semibold text-gray-900">{labels.plansEmpty}</span>
              <span className="mt-1 block">{labels.plansEmptyHint}</span>
            </EmptyState>
          </Card>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2" data-testid="plans">
            {plans.map((plan) => {
              const description = toPlainText(translate(plan.description, plan.descriptionTranslation, locale));
              const interval = intervalLabel(labels, plan.recurringInterval);
              return (
                <li key={plan.key}>
                  <Card>
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <h2 className="text-xl font-semibold text-gray-900">{translate(plan.name, plan.nameTranslation, locale)}</h2>
                        <p className="mt-1 text-sm text-gray-600">{t('account.purchasedOn', { date: formatDate(plan.purchasedAt, locale) })}</p>
                      </div>
                      <div className="sm:text-right">
                        <p className="text-lg font-bold text-gray-900">{formatPrice(plan.unitPrice, plan.currency, locale, plan.currencySymbol)}</p>
                        {interval && <p className="text-xs text-gray-600">{interval}</p>}
                        {plan.quantity > 1 && <p className="text-xs text-gray-600">{t('account.quantity', { n: plan.quantity })}</p>}
                      </div>
                    </div>
                    {description && <p className="mt-4 text-sm leading-6 text-gray-700">{description}</p>}
                    <h3 className="mt-5 text-sm font-semibold text-gray-900">{labels.planFeatures}</h3>
                    {plan.features.length === 0 ? (
                      <p className="mt-2 text-sm text-gray-600">{labels.noFeatures}</p>
                    ) : (
                      <ul className="mt-3 space-y-2 text-sm">
                        {plan.features.map((feature, index) => {
                          const included = feature.included !== false;
                          return (
                            <li key={index} className={`flex items-start gap-2 ${included ? 'text-gray-800' : 'text-gray-500'}`}>
                              {included ? (
                                <Check className={`mt-0.5 size-4 shrink-0 ${accent.text}`} aria-hidden="true" />
                              ) : (
                                <X className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden="true" />
                              )}
                              <span>
                                <span className="sr-only">{included ? labels.included : labels.notIncluded}: </span>
                                {translate(feature.text, feature.text_translation, locale)}
                              </span>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
