import 'server-only';
// The questions visitors asked the assistant, newest first, a page at a time, for /admin/ai/management.
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { assistantQuestions } from '@/server/db/schema';
import type { AssistantQuestionLogEntry } from '@/schemas/help-widget';

export const QUESTIONS_PER_PAGE = 25;

export async function listAssistantQuestions(
  db: DbOrTx,
  where: { organizationId: string; page: number },
): Promise<{ entries: AssistantQuestionLogEntry[]; total: number; pages: number }> {
  const page = Math.max(1, Math.floor(where.page));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(assistantQuestions)
      .where(eq(assistantQuestions.organizationId, where.organizationId))
      .orderBy(desc(assistantQuestions.createdAt), desc(assistantQuestions.id))
      .limit(QUESTIONS_PER_PAGE)
      .offset((page - 1) * QUESTIONS_PER_PAGE),
    db.select({ n: count() }).from(assistantQuestions).where(eq(assistantQuestions.organizationId, where.organizationId)),
  ]);
  const total = Number(n);
  return {
    total,
    pages: Math.max(1, Math.ceil(total / QUESTIONS_PER_PAGE)),
    entries: rows.map((row) => ({
      id: row.id,
      question: row.question,
      locale: row.locale,
      answered: row.answered,
      sources: row.sources,
      handed_to_human: row.handedToHuman,
      ticket_id: row.ticketId,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
