// The assistant's question log as the admin reads it: each question with when and in which language
// it was asked, whether it was answered, the pages it cited and the ticket when a person took over.
import Link from 'next/link';
import type { AssistantQuestionLogEntry } from '@/schemas/help-widget';
import type { Translator } from '@/lib/i18n/messages';
import { Badge } from '@/features/account/card';
import { formatDateTime } from '@/features/account/format';

type Props = {
  entries: AssistantQuestionLogEntry[];
  locale: string;
  ticketHref: (id: string) => string;
  t: Translator;
};

export function QuestionLog({ entries, locale, ticketHref, t }: Props) {
  return (
    <ul className="divide-y divide-gray-100" data-testid="assistant-questions">
      {entries.map((entry) => (
        <li key={entry.id} className="py-4" data-testid="assistant-question" data-answered={entry.answered} data-human={entry.handed_to_human}>
          <p className="break-words font-medium text-gray-900">{entry.question}</p>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-gray-700 sm:grid-cols-2">
            <div className="flex gap-2">
              <dt className="text-gray-600">{t('helpAdmin.colAsked')}:</dt>
              <dd>
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>
                <span className="ml-1.5 rounded bg-gray-100 px-1.5 py-0.5 text-xs font-medium uppercase text-gray-700" title={t('helpAdmin.colLanguage')}>{entry.locale}</span>
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-gray-600">{t('helpAdmin.colAnswered')}:</dt>
              <dd><Badge tone={entry.answered ? 'green' : 'amber'}>{entry.answered ? t('helpAdmin.yes') : t('helpAdmin.no')}</Badge></dd>
            </div>
            <div className="flex gap-2 sm:col-span-2">
              <dt className="text-gray-600">{t('helpAdmin.colSources')}:</dt>
              <dd className="min-w-0">
                {entry.sources.length === 0
                  ? t('helpAdmin.noSources')
                  : entry.sources.map((source, index) => (
                      <span key={source.href}>
                        {index > 0 && ', '}
                        <a href={source.href} className="break-words underline">{source.title}</a>
                      </span>
                    ))}
              </dd>
            </div>
            <div className="flex gap-2 sm:col-span-2">
              <dt className="text-gray-600">{t('helpAdmin.colHuman')}:</dt>
              <dd>
                {entry.handed_to_human && entry.ticket_id ? (
                  <Link href={ticketHref(entry.ticket_id)} className="font-semibold underline">{t('helpAdmin.viewTicket')}</Link>
                ) : (
                  t('helpAdmin.no')
                )}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
