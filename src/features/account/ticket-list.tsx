// A list of tickets, each linking to its conversation, with its status and last activity.
import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import type { TicketSummary } from '@/schemas/tickets';
import { Badge, TICKET_TONES } from './card';
import { formatDateTime } from './format';
import { getTranslator } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import type { AccountLabels } from './labels';

type Props = {
  tickets: TicketSummary[];
  hrefOf: (id: string) => string;
  currentId?: string;
  locale: Locale;
  labels: AccountLabels;
  /** Staff lists show who wrote and through which channel. */
  showAuthor?: boolean;
};

export function TicketList({ tickets, hrefOf, currentId, locale, labels, showAuthor = false }: Props) {
  const t = getTranslator(locale);
  return (
    <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200" data-testid="ticket-list">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link
            href={hrefOf(ticket.id)}
            aria-current={ticket.id === currentId ? 'true' : undefined}
            className={`flex items-center gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600 ${ticket.id === currentId ? 'bg-gray-50' : ''}`}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-gray-900">{ticket.subject}</span>
              <span className="mt-0.5 block truncate text-xs text-gray-600">
                {showAuthor && <>{t('account.fromPerson', { name: ticket.name, email: ticket.email })} · {labels[`source_${ticket.source}` as 'source_account'] ?? ticket.source} · </>}
                {t('account.updatedOn', { date: formatDateTime(ticket.updated_at, locale) })}
              </span>
            </span>
            <Badge tone={TICKET_TONES[ticket.status]}>{labels[`status_${ticket.status}`]}</Badge>
            <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
