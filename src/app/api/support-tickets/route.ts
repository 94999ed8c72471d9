// POST /api/support-tickets: a visitor's message from a contact section becomes a support ticket
// of the organisation that owns the host (never one named in the body).
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { ApiError, publicRoute } from '@/server/http/api';
import { getAuth } from '@/server/auth/auth';
import { openSupportTicket } from '@/server/support/service';
import { readBody } from '@/server/support/read-body';
import { clientAddress, enforceRateLimit } from '@/server/http/rate-limit';
import { createSupportTicketSchema, SUPPORT_TICKET_MAX_BODY_BYTES } from '@/schemas/support-ticket';

async function sessionUserId(request: Request): Promise<string | null> {
  try {
    const session = await (await getAuth()).api.getSession({ headers: request.headers });
    return session?.user.id ?? null;
  } catch {
    // A broken or expired session still lets the visitor write to the organisation.
    return null;
  }
}

/** Five messages per address per organisation in ten minutes: plenty for a person, little for a script. */
export const SUPPORT_TICKET_RATE_LIMIT = { max: 5, windowSeconds: 600 };

export const POST = publicRoute(async ({ request, db, tenant }) => {
  await enforceRateLimit(db, tenant.id, `support-ticket:${clientAddress(request)}`, SUPPORT_TICKET_RATE_LIMIT);
  const body = await readBody(request, SUPPORT_TICKET_MAX_BODY_BYTES);
  const parsed = z.safeParse(createSupportTicketSchema, body);
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Invalid request', z.flattenError(parsed.error));
  const { website, ...fields } = parsed.data;
  // A filled honeypot is a bot: answer as if it worked, store nothing.
  if (website && website.trim() !== '') return Response.json({ id: randomUUID() }, { status: 201 });
  const ticket = await openSupportTicket(db, {
    organizationId: tenant.id,
    userId: await sessionUserId(request),
    source: 'contact_section',
    ...fields,
  });
  return Response.json(ticket, { status: 201 });
});
