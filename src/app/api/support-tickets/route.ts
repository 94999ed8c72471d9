// POST /api/support-tickets: a visitor's message from a contact section becomes a support ticket
// of the organisation that owns the host (never one named in the body).
import { route } from '@/server/http/route';
import { receiveContactMessage } from '@/server/support/contact';
import { createSupportTicketSchema, SUPPORT_TICKET_MAX_BODY_BYTES } from '@/schemas/support-ticket';

/** Five messages per address per organisation in ten minutes: plenty for a person, little for a script. */
const PER_ADDRESS = { name: 'support-ticket', per: 'address', max: 5, windowSeconds: 600 } as const;

export const POST = route(
  { access: 'anyone', body: createSupportTicketSchema, maxBytes: SUPPORT_TICKET_MAX_BODY_BYTES, rateLimit: PER_ADDRESS },
  async ({ db, tenant, viewer, body }) => {
    const userId = async () => (await viewer())?.id ?? null;
    const ticket = await receiveContactMessage(db, { organizationId: tenant.id, userId, input: body });
    return Response.json(ticket, { status: 201 });
  },
);
