import 'server-only';
// A visitor's message from a contact section becomes a support ticket of the organisation that owns
// the host. A filled honeypot is a bot: it is answered as if it worked and nothing is stored, so the
// bot learns nothing.
import { randomUUID } from 'node:crypto';
import type { Db } from '@/server/db/client';
import type { CreateSupportTicketInput } from '@/schemas/support-ticket';
import { openSupportTicket } from './service';

export async function receiveContactMessage(
  db: Db,
  request: { organizationId: string; userId: () => Promise<string | null>; input: CreateSupportTicketInput },
): Promise<{ id: string }> {
  const { website, ...fields } = request.input;
  if (website && website.trim() !== '') return { id: randomUUID() };
  return openSupportTicket(db, { organizationId: request.organizationId, userId: await request.userId(), source: 'contact_section', ...fields });
}
