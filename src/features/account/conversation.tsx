// One ticket's conversation: the customer's messages on one side, the team's answers on the other.
import type { TicketConversation } from '@/schemas/tickets';
import { Badge, TICKET_TONES } from './card';
import { formatDateTime } from './format';
import { getTranslator } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import type { AccountLabels } from './labels';

type Props = {
  ticket: TicketConversation;
  locale: Locale;
  labels: AccountLabels;
  /** Whose eyes: the customer sees "You" and "Support team", staff see names. */
  viewer: 'customer' | 'staff';
  accentBg: string;
};

export function Conversation({ ticket, locale, labels, viewer, accentBg }: Props) {
  const t = getTranslator(locale);
  return (
    <article aria-labelledby="ticket-subject" data-testid="conversation">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-gray-100 pb-4">
        <div className="min-w-0">
          <h2 id="ticket-subject" className="break-words text-xl font-semibold text-gray-900">{ticket.subject}</h2>
          <p className="mt-1 text-sm text-gray-600">
            {viewer === 'staff' && <>{t('account.fromPerson', { name: ticket.name, email: ticket.email })} · </>}
            {t('account.openedOn', { date: formatDateTime(ticket.created_at, locale) })}
          </p>
        </div>
        <Badge tone={TICKET_TONES[ticket.status]}>{labels[`status_${ticket.status}`]}</Badge>
      </header>
      <h3 className="sr-only">{labels.conversation}</h3>
      <ol className="mt-5 space-y-4">
        {ticket.messages.map((message) => {
          const fromStaff = message.author_role === 'staff';
          // The assistant's lines (a help-widget transcript) sit on the visitor's side, named as the assistant.
          const fromAssistant = message.author_role === 'assistant';
          const mine = (viewer === 'staff') === fromStaff && !(viewer === 'staff' && fromAssistant);
          const author = fromAssistant
            ? t('assistant.name')
            : viewer === 'customer'
              ? fromStaff
                ? labels.supportTeam
                : labels.you
              : message.author_name || (fromStaff ? labels.supportTeam : ticket.name);
          return (
            <li key={message.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-author={message.author_role}>
              <div className={`max-w-prose rounded-2xl px-4 py-3 shadow-sm ${mine ? `${accentBg} text-white` : 'border border-gray-200 bg-gray-50 text-gray-900'}`}>
                <p className={`text-xs font-semibold ${mine ? 'text-white' : 'text-gray-700'}`}>
                  {author} · <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-sm leading-6">{message.body}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
