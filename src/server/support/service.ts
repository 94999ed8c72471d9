import 'server-only';
// Opening a support ticket: the ticket and its first message are written in one transaction, so
// a failure never leaves a ticket without its message.
import type { Db } from '@/server/db/client';
import { supportTickets, ticketMessages } from '@/server/db/schema';

export type TicketSource = 'account' | 'contact_section' | 'help_widget';

type Input = {
  organizationId: string;
  userId: string | null;
  source: TicketSource;
  name: string;
  email: string;
  subject: string;
  message: string;
};

export async function openSupportTicket(db: Db, input: Input): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        organizationId: input.organizationId,
        userId: input.userId,
        name: input.name,
        email: input.email,
        subject: input.subject,
        source: input.source,
      })
      .returning({ id: supportTickets.id });
    await tx.insert(ticketMessages).values({
      organizationId: input.organizationId,
      ticketId: ticket.id,
      authorUserId: input.userId,
      authorRole: 'customer',
      body: input.message,
    });
    return { id: ticket.id };
  });
}
