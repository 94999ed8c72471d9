import 'server-only';
// Live support from the help widget: a conversation is a support ticket with source 'help_widget',
// so staff answer it on the admin ticket pages like any other. It belongs to the signed-in person
// who opened it, or to the browser's anonymous visitor id; to anyone else it does not exist (404).
// The assistant chat handed over with it is stored as the first messages, so staff read what the
// visitor already asked and was told; a line counts as the assistant's only with its proof.
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/server/db/client';
import { assistantQuestions, supportTickets, ticketMessages } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { isGenuineAnswer } from '@/server/assistant/attest';
import type { ConversationAuthor, ConversationMessage, ConversationStatus, CreateConversationInput, TranscriptLine } from '@/schemas/help-widget';
import { HELP_MESSAGES } from '@/schemas/help-widget';

/** Who is asking: the signed-in person, else this browser's visitor id. */
export type ConversationOwner = { userId: string | null; visitorId: string | null };
type Scope = { organizationId: string };

const SUBJECT_CHARS = 80;

function authorOf(role: string): ConversationAuthor {
  if (role === 'staff') return 'staff';
  if (role === 'assistant') return 'assistant';
  return 'visitor';
}

/**
 * Whose line it is: the assistant's only with the server's own signature for this answer, this site
 * and this asker; anything else the visitor sent is theirs, however it is labelled (decision 052).
 */
function transcriptRole(organizationId: string, owner: ConversationOwner, line: TranscriptLine): 'assistant' | 'customer' {
  if (line.role !== 'assistant' || !line.question_id || !line.signature) return 'customer';
  return isGenuineAnswer({ organizationId, questionId: line.question_id, answer: line.text }, owner, line.signature) ? 'assistant' : 'customer';
}

function subjectFrom(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length <= SUBJECT_CHARS ? line : `${line.slice(0, SUBJECT_CHARS - 1)}…`;
}

/** Opens the conversation: the ticket, the transcript and the visitor's message, in one transaction. */
export async function openConversation(
  db: Db,
  input: Scope & { owner: ConversationOwner; body: CreateConversationInput },
): Promise<{ id: string; status: ConversationStatus; messages: ConversationMessage[] }> {
  const { organizationId, owner, body } = input;
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        organizationId,
        userId: owner.userId,
        visitorId: owner.visitorId,
        name: body.name,
        email: body.email,
        subject: subjectFrom(body.message),
        source: 'help_widget',
      })
      .returning({ id: supportTickets.id, status: supportTickets.status });
    // Distinct times a millisecond apart keep the transcript in order before the visitor's message.
    const lines = [...(body.transcript ?? []).map((line) => ({ role: transcriptRole(organizationId, owner, line), text: line.text })), { role: 'customer', text: body.message }];
    const start = Date.now() - lines.length;
    const rows = await tx
      .insert(ticketMessages)
      .values(
        lines.map((line, index) => ({
          organizationId,
          ticketId: ticket.id,
          authorUserId: line.role === 'customer' ? owner.userId : null,
          authorRole: line.role,
          body: line.text,
          createdAt: new Date(start + index + 1),
        })),
      )
      .returning({ id: ticketMessages.id, authorRole: ticketMessages.authorRole, body: ticketMessages.body, createdAt: ticketMessages.createdAt });
    if (body.question_id) {
      // Only a question this same visitor asked: an id guessed from elsewhere changes nothing.
      const asker = owner.userId ? eq(assistantQuestions.userId, owner.userId) : owner.visitorId ? eq(assistantQuestions.visitorId, owner.visitorId) : undefined;
      if (asker) {
        await tx
          .update(assistantQuestions)
          .set({ handedToHuman: true, ticketId: ticket.id })
          .where(and(eq(assistantQuestions.organizationId, organizationId), eq(assistantQuestions.id, body.question_id), asker));
      }
    }
    rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return { id: ticket.id, status: ticket.status, messages: rows.map(toMessage) };
  });
}

function toMessage(row: { id: string; authorRole: string; body: string; createdAt: Date }): ConversationMessage {
  return { id: row.id, author: authorOf(row.authorRole), body: row.body, created_at: row.createdAt.toISOString() };
}

function owns(ticket: { userId: string | null; visitorId: string | null }, owner: ConversationOwner): boolean {
  return (owner.userId !== null && ticket.userId === owner.userId) || (owner.visitorId !== null && ticket.visitorId === owner.visitorId);
}

async function ownedTicket(db: DbOrTx, where: Scope & { ticketId: string; owner: ConversationOwner }, lock = false) {
  const query = db
    .select({ id: supportTickets.id, status: supportTickets.status, userId: supportTickets.userId, visitorId: supportTickets.visitorId })
    .from(supportTickets)
    .where(and(eq(supportTickets.organizationId, where.organizationId), eq(supportTickets.id, where.ticketId), eq(supportTickets.source, 'help_widget')))
    .limit(1);
  const [ticket] = lock ? await query.for('update') : await query;
  if (!ticket || !owns(ticket, where.owner)) throw new ApiError(404, HELP_MESSAGES.conversationNotFound);
  return ticket;
}

/** The conversation's status and its messages after `after` (all of them without it, or when `after` is unknown). */
export async function readConversation(
  db: Db,
  where: Scope & { ticketId: string; owner: ConversationOwner; after?: string },
): Promise<{ status: ConversationStatus; messages: ConversationMessage[] }> {
  const ticket = await ownedTicket(db, where);
  const rows = await db
    .select({ id: ticketMessages.id, authorRole: ticketMessages.authorRole, body: ticketMessages.body, createdAt: ticketMessages.createdAt })
    .from(ticketMessages)
    .where(and(eq(ticketMessages.organizationId, where.organizationId), eq(ticketMessages.ticketId, ticket.id)))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  const from = where.after ? rows.findIndex((row) => row.id === where.after) + 1 : 0;
  return { status: ticket.status, messages: rows.slice(from).map(toMessage) };
}

/**
 * The visitor writes again. A closed conversation reopens: someone who writes after it was closed
 * has something more to ask, and refusing would leave them nowhere to say it (decision 041).
 */
export async function addVisitorMessage(
  db: Db,
  input: Scope & { ticketId: string; owner: ConversationOwner; body: string },
): Promise<ConversationMessage> {
  return db.transaction(async (tx) => {
    const ticket = await ownedTicket(tx, input, true);
    const [row] = await tx
      .insert(ticketMessages)
      .values({ organizationId: input.organizationId, ticketId: ticket.id, authorUserId: input.owner.userId, authorRole: 'customer', body: input.body })
      .returning({ id: ticketMessages.id, authorRole: ticketMessages.authorRole, body: ticketMessages.body, createdAt: ticketMessages.createdAt });
    await tx
      .update(supportTickets)
      .set({ status: 'open', updatedAt: new Date() })
      .where(and(eq(supportTickets.organizationId, input.organizationId), eq(supportTickets.id, ticket.id)));
    return toMessage(row);
  });
}
