import 'server-only';
// Tickets in the account area and the admin dashboard: lists (a person's own, or all of the
// organisation for staff), one conversation, replies and staff status changes. Every query takes
// the organisation id; a ticket of another organisation is simply not found. Every write that
// touches more than one row runs in one transaction.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/server/db/client';
import { profiles, supportTickets, ticketMessages } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { TICKET_MESSAGES, type TicketConversation, type TicketStatus, type TicketSummary } from '@/schemas/tickets';
import { isUuid } from '@/lib/patterns';

type Scope = { organizationId: string };
/** 'active' is every ticket not closed: open (waiting for staff) and pending (answered). */
export type TicketFilter = TicketStatus | 'active';

const summaryColumns = {
  id: supportTickets.id,
  subject: supportTickets.subject,
  status: supportTickets.status,
  name: supportTickets.name,
  email: supportTickets.email,
  source: supportTickets.source,
  userId: supportTickets.userId,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  // Written out in full: inside a subquery the columns must name their table, which drizzle leaves off here.
  messageCount: sql<number>`(select count(*) from ticket_messages m where m.ticket_id = support_tickets.id and m.organization_id = support_tickets.organization_id)`.mapWith(Number),
};

type SummaryRow = {
  id: string; subject: string; status: TicketStatus; name: string; email: string; source: string; userId: string | null;
  createdAt: Date; updatedAt: Date; messageCount: number;
};

function toSummary(row: SummaryRow): TicketSummary {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    name: row.name,
    email: row.email,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    message_count: row.messageCount,
  };
}

function statusCondition(filter: TicketFilter | undefined) {
  if (!filter) return undefined;
  if (filter === 'active') return inArray(supportTickets.status, ['open', 'pending']);
  return eq(supportTickets.status, filter);
}

/** Tickets of one organisation, newest activity first; `userId` narrows them to one person's. */
export async function listTickets(
  db: DbOrTx,
  where: Scope & { userId?: string; status?: TicketFilter; limit?: number },
): Promise<TicketSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.organizationId, where.organizationId),
        where.userId ? eq(supportTickets.userId, where.userId) : undefined,
        statusCondition(where.status),
      ),
    )
    .orderBy(desc(supportTickets.updatedAt))
    .limit(where.limit ?? 200);
  return (rows as SummaryRow[]).map(toSummary);
}

/** How many tickets of the organisation are in each status. */
export async function countTicketsByStatus(db: DbOrTx, where: Scope): Promise<Record<TicketStatus, number>> {
  const rows = await db
    .select({ status: supportTickets.status, n: count() })
    .from(supportTickets)
    .where(eq(supportTickets.organizationId, where.organizationId))
    .groupBy(supportTickets.status);
  const counts: Record<TicketStatus, number> = { open: 0, pending: 0, closed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** A viewer of a ticket: its owner, or staff of its organisation. */
export type TicketViewer = { userId: string; isStaff: boolean };

/**
 * One ticket with its messages, if the viewer may see it. Another organisation's ticket, and for a
 * customer another person's, answer "not found": the API never says whether such a ticket exists.
 */
export async function getConversation(db: DbOrTx, where: Scope & { ticketId: string; viewer: TicketViewer }): Promise<TicketConversation> {
  const [row] = await db
    .select(summaryColumns)
    .from(supportTickets)
    .where(and(eq(supportTickets.organizationId, where.organizationId), eq(supportTickets.id, where.ticketId)))
    .limit(1);
  const ticket = row as SummaryRow | undefined;
  if (!ticket || (!where.viewer.isStaff && ticket.userId !== where.viewer.userId)) throw new ApiError(404, TICKET_MESSAGES.ticketNotFound);
  const messages = await db
    .select({
      id: ticketMessages.id,
      authorRole: ticketMessages.authorRole,
      body: ticketMessages.body,
      createdAt: ticketMessages.createdAt,
      authorName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${profiles.username})`,
    })
    .from(ticketMessages)
    .leftJoin(profiles, and(eq(profiles.organizationId, ticketMessages.organizationId), eq(profiles.userId, ticketMessages.authorUserId)))
    .where(and(eq(ticketMessages.organizationId, where.organizationId), eq(ticketMessages.ticketId, where.ticketId)))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return {
    ...toSummary(ticket),
    messages: messages.map((m) => ({
      id: m.id,
      author_role: m.authorRole === 'staff' || m.authorRole === 'assistant' ? m.authorRole : 'customer',
      // A contact-form message has no account behind it: the name on the ticket is the author.
      // The assistant's lines have no author at all: the page names them.
      author_name: m.authorName ?? (m.authorRole === 'staff' || m.authorRole === 'assistant' ? '' : ticket.name),
      body: m.body,
      created_at: m.createdAt.toISOString(),
    })),
  };
}

/**
 * Adds a reply and moves the ticket along, in one transaction: a staff answer makes it 'pending'
 * (answered, waiting for the customer), a customer's message makes it 'open' again. The ticket
 * row is locked first, so a reply and a close arriving together are applied one after the other
 * and a reply never lands on a ticket closed a moment before.
 */
export async function replyToTicket(
  db: Db,
  input: Scope & { ticketId: string; viewer: TicketViewer; body: string },
): Promise<{ id: string; status: TicketStatus }> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ id: supportTickets.id, userId: supportTickets.userId, status: supportTickets.status })
      .from(supportTickets)
      .where(and(eq(supportTickets.organizationId, input.organizationId), eq(supportTickets.id, input.ticketId)))
      .for('update')
      .limit(1);
    if (!ticket || (!input.viewer.isStaff && ticket.userId !== input.viewer.userId)) throw new ApiError(404, TICKET_MESSAGES.ticketNotFound);
    if (ticket.status === 'closed') throw new ApiError(409, TICKET_MESSAGES.ticketClosed);
    // Staff answering their own ticket write as staff: the role decides, not ownership.
    const authorRole = input.viewer.isStaff ? 'staff' : 'customer';
    const [message] = await tx
      .insert(ticketMessages)
      .values({ organizationId: input.organizationId, ticketId: ticket.id, authorUserId: input.viewer.userId, authorRole, body: input.body })
      .returning({ id: ticketMessages.id });
    const status: TicketStatus = authorRole === 'staff' ? 'pending' : 'open';
    await tx
      .update(supportTickets)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(supportTickets.organizationId, input.organizationId), eq(supportTickets.id, ticket.id)));
    return { id: message.id, status };
  });
}

/** Staff close or reopen a ticket of their organisation. */
export async function setTicketStatus(
  db: Db,
  input: Scope & { ticketId: string; status: 'open' | 'closed' },
): Promise<{ id: string; status: TicketStatus }> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ id: supportTickets.id, status: supportTickets.status })
      .from(supportTickets)
      .where(and(eq(supportTickets.organizationId, input.organizationId), eq(supportTickets.id, input.ticketId)))
      .for('update')
      .limit(1);
    if (!ticket) throw new ApiError(404, TICKET_MESSAGES.ticketNotFound);
    // Reopening an answered ticket that was never closed changes nothing.
    if (input.status === 'open' && ticket.status !== 'closed') return { id: ticket.id, status: ticket.status };
    if (ticket.status === input.status) return { id: ticket.id, status: ticket.status };
    await tx
      .update(supportTickets)
      .set({ status: input.status, updatedAt: new Date() })
      .where(and(eq(supportTickets.organizationId, input.organizationId), eq(supportTickets.id, ticket.id)));
    return { id: ticket.id, status: input.status };
  });
}

/** For pages: the conversation named in the address, or null when it is not one the viewer may see. */
export async function findConversation(
  db: DbOrTx,
  where: Scope & { ticketId: string | undefined; viewer: TicketViewer },
): Promise<TicketConversation | null> {
  if (!where.ticketId || !isUuid(where.ticketId)) return null;
  try {
    return await getConversation(db, { ...where, ticketId: where.ticketId });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
