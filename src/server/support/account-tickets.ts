import 'server-only';
// Tickets as the account area and the admin dashboard use them: a member opens one under the name
// and e-mail of their profile on the organisation (never what a request body says), and only staff
// may list every ticket of the organisation.
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api';
import { getProfile } from '@/server/account/queries';
import type { TicketSummary } from '@/schemas/tickets';
import { openSupportTicket } from './service';
import { listTickets, type TicketFilter } from './tickets';

type Member = { organizationId: string; userId: string };

export async function openAccountTicket(db: Db, request: Member & { subject: string; message: string }): Promise<{ id: string; status: 'open' }> {
  const profile = await getProfile(db, request);
  if (!profile) throw new ApiError(403, 'You do not have a profile on this site.');
  const ticket = await openSupportTicket(db, {
    organizationId: request.organizationId,
    userId: request.userId,
    source: 'account',
    name: profile.fullName || profile.username,
    email: profile.email,
    subject: request.subject,
    message: request.message,
  });
  return { id: ticket.id, status: 'open' };
}

/** The caller's own tickets, or with `scope: 'all'` every ticket of the organisation (staff only). */
export async function listTicketsFor(
  db: Db,
  request: Member & { isStaff: boolean; scope?: 'own' | 'all'; status?: TicketFilter },
): Promise<TicketSummary[]> {
  const all = request.scope === 'all';
  if (all && !request.isStaff) throw new ApiError(403, 'Only administrators may list every ticket.');
  return listTickets(db, { organizationId: request.organizationId, userId: all ? undefined : request.userId, status: request.status });
}
