'use client';
// The account area's server state kept in the browser: the person's tickets as the tickets dialog
// lists them. The account pages themselves are rendered on the server with their data; their forms
// refresh the page and mark this list stale (ticketsChanged), so the dialog asks again when next open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketSummary } from '@/schemas/tickets';
import { queryKeys } from '@/features/server-state/query-keys';

export const accountQueries = {
  tickets: () =>
    queryOptions({
      queryKey: queryKeys.tickets,
      queryFn: async (): Promise<TicketSummary[]> => {
        // A list that cannot be read is shown as none: the dialog's form still works.
        const response = await fetch('/api/tickets', { credentials: 'same-origin', cache: 'no-store' }).catch(() => null);
        if (!response?.ok) return [];
        return ((await response.json()) as { tickets: TicketSummary[] }).tickets;
      },
    }),
};

export function useTicketsQuery() {
  return useQuery(accountQueries.tickets());
}
