// /admin/ai/management: the help widget assistant's switch and greeting (a small client form), and
// the questions visitors asked, newest first, 25 a page (?page=N): answered or not, the pages cited,
// and the live-support ticket when one went to a person. Admins of this organisation only.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Bot } from 'lucide-react';
import { getDb } from '@/server/db/client';
import { loadAccountPage } from '@/server/account/page';
import { can } from '@/lib/permissions';
import { listAssistantQuestions } from '@/server/assistant/questions';
import { readAssistantSettings, settingsResponse } from '@/server/assistant/settings';
import type { SiteParams } from '@/server/site/context';
import { AccountHeader } from '@/features/account/account-header';
import { Card } from '@/features/account/card';
import { adminTabs } from '@/features/account/tabs';
import { AssistantSettingsForm } from '@/features/assistant-admin/settings-form';
import { QuestionLog } from '@/features/assistant-admin/question-log';
import { NATIVE_NAMES } from '@/lib/i18n/locales';

export const metadata: Metadata = { robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AssistantManagementPage({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const page = await loadAccountPage(params, '/admin/ai/management', can('settings.write'));
  const { labels, t, accent, siteName, href, site } = page;
  const query = await searchParams;
  const asked = typeof query.page === 'string' && /^\d{1,6}$/.test(query.page) ? Number(query.page) : 1;
  const db = await getDb();
  const organizationId = site.tenant.id;
  const [settings, questions] = await Promise.all([readAssistantSettings(db, organizationId), listAssistantQuestions(db, { organizationId, page: asked })]);
  const current = Math.min(Math.max(asked, 1), questions.pages);
  const others = site.tenant.locales.filter((code) => code !== site.tenant.defaultLocale);
  const tabs = adminTabs(labels, href, '/admin', t('orders.adminNav')).map((tab) => ({ ...tab, current: false }));

  return (
    <>
      <AccountHeader title={t('helpAdmin.title')} intro={t('helpAdmin.intro', { site: siteName })} tabs={tabs} navLabel={labels.adminNavLabel} accent={accent} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <div className="min-w-0">
          <Card id="assistant-settings" title={t('helpAdmin.settingsTitle')}>
            <AssistantSettingsForm
              initial={settingsResponse(settings)}
              languages={others.map((code) => ({ code, label: t('helpAdmin.greetingIn', { language: NATIVE_NAMES[code] }) }))}
              defaultGreeting={t('assistant.defaultGreeting', { site: siteName })}
              accent={`${accent.bg} ${accent.hoverBg}`}
              labels={{
                enabledLabel: t('helpAdmin.enabledLabel'),
                enabledHint: t('helpAdmin.enabledHint'),
                greetingLabel: t('helpAdmin.greetingLabel'),
                greetingHint: t('helpAdmin.greetingHint'),
                translationsTitle: t('helpAdmin.translationsTitle'),
                save: t('helpAdmin.save'),
                saving: t('helpAdmin.saving'),
                saved: t('helpAdmin.saved'),
                saveError: t('helpAdmin.saveError'),
              }}
            />
          </Card>
        </div>
        <div className="min-w-0 lg:col-span-2">
          <Card
            id="assistant-questions"
            title={t('helpAdmin.questionsTitle')}
            action={<span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-700">{t('helpAdmin.total', { count: questions.total })}</span>}
          >
            {questions.entries.length === 0 ? (
              <div className="py-12 text-center text-sm text-gray-600">
                <Bot className="mx-auto mb-3 size-8 text-gray-400" aria-hidden="true" />
                <p>{t('helpAdmin.questionsEmpty')}</p>
              </div>
            ) : (
              <QuestionLog
                entries={questions.entries}
                locale={site.locale}
                ticketHref={(id) => `${href('/admin/tickets')}?status=all&ticket=${id}`}
                t={t}
              />
            )}
            {questions.pages > 1 && (
              <nav aria-label={t('helpAdmin.pagesLabel')} className="mt-5 flex justify-between gap-3 text-sm font-semibold">
                {current > 1 ? <Link href={`${href('/admin/ai/management')}?page=${current - 1}`} className="text-gray-800 underline">{t('helpAdmin.newer')}</Link> : <span />}
                {current < questions.pages ? <Link href={`${href('/admin/ai/management')}?page=${current + 1}`} className="text-gray-800 underline">{t('helpAdmin.older')}</Link> : <span />}
              </nav>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
