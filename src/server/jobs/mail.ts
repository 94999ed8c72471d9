import 'server-only';
// The e-mail retry job (docs/decisions/083): delivers a stored message again through the mail path's
// own retry, which claims each attempt on the message's row, so two runs of the job send it once.
// A message sent meanwhile (by an admin from the outbox) is left alone; another refusal is recorded
// on the row and schedules the next retry (send.ts), until the retries are spent.
import type { Db } from '@/server/db/client';
import { log } from '@/server/log';
import { retryEmail, type SendResult } from '@/server/mail/send';

export async function runMailRetry(db: Db, { organizationId, emailId, attempt }: { organizationId: string; emailId: string; attempt: number }): Promise<SendResult | null> {
  const result = await retryEmail(db, { organizationId, id: emailId });
  const context = { organizationId, emailId, attempt };
  if (!result) log.warn(context, 'E-mail retry skipped: the message is gone');
  else if (result.status === 'failed' && result.error) log.warn({ ...context, reason: result.error }, 'E-mail retry refused by the mail server');
  // Another delivery of it had claimed the attempt: that one records how it went.
  else if (result.status === 'failed') log.info(context, 'E-mail retry skipped: another delivery of it is under way');
  else log.info({ ...context, status: result.status }, 'E-mail retried');
  return result;
}
