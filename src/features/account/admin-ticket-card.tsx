// One ticket waiting on the dashboard: who wrote, the latest message, and the staff's answer and
// close controls inline, with a link to the full conversation.
import Link from 'next/link';
import type { TicketConversation } from '@/schemas/tickets';
import { Badge, TICKET_TONES } from './card';
import { formatDateTime } from './format';
import { getTranslator } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { pick, type AccountLabels } from './labels';
import { REPLY_LABELS, STATUS_LABELS } from './label-keys';
import { ReplyForm, TicketStatusButton } from './ticket-forms';

type Props = { ticket: TicketConversation; labels: AccountLabels; locale: Locale; conversationHref: string; accent: { button: string; link: string } };

export function AdminTicketCard({ ticket, labels, locale, conversationHref, accent }: Props) {
  const t = getTranslator(locale);
  const last = ticket.messages.at(-1);
  const headingId = `ticket-${ticket.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-gray-200 p-4 sm:p-5" data-testid="admin-ticket" data-ticket-id={ticket.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-semibold text-gray-900">{ticket.subject}</h3>
          <p className="mt-0.5 break-words text-xs text-gray-600">
            {t('account.fromPerson', { name: ticket.name, email: ticket.email })} · {t('account.updatedOn', { date: formatDateTime(ticket.updated_at, locale) })}
          </p>
        </div>
        <Badge tone={TICKET_TONES[ticket.status]}>{labels[`status_${ticket.status}`]}</Badge>
      </div>
      {last && (
        <blockquote className="mt-3 line-clamp-4 whitespace-pre-line break-words border-l-4 border-gray-200 pl-3 text-sm text-gray-700">{last.body}</blockquote>
      )}
      <details className="group mt-4">
        <summary className={`cursor-pointer text-sm font-semibold ${accent.link}`}>{labels.answer}</summary>
        <div className="mt-3">
          <ReplyForm ticketId={ticket.id} labels={pick(labels, REPLY_LABELS)} accent={accent.button} />
        </div>
      </details>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-4">
        <Link href={conversationHref} className={`text-sm font-semibold ${accent.link}`}>{labels.openConversation}</Link>
        <TicketStatusButton ticketId={ticket.id} closed={ticket.status === 'closed'} labels={pick(labels, STATUS_LABELS)} />
      </div>
    </article>
  );
}
