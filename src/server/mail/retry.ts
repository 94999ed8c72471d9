import 'server-only';
// An administrator delivers a stored message of their organisation again. A message already sent
// is not sent twice (409); a refusal by the mail server is a 502 with the reason, which staff may see.
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api';
import { getOutgoingEmail, retryEmail, type SendStatus } from './send';

export async function retryOutboxMessage(db: Db, where: { organizationId: string; id: string }): Promise<{ id: string; status: SendStatus }> {
  const row = await getOutgoingEmail(db, where);
  if (!row) throw new ApiError(404, 'Message not found');
  if (row.status === 'sent') throw new ApiError(409, 'This message was already sent.', { id: row.id, status: 'sent' });
  const result = await retryEmail(db, { organizationId: where.organizationId, id: row.id });
  if (!result) throw new ApiError(404, 'Message not found');
  if (result.status === 'failed') throw new ApiError(502, 'Failed to send email', { id: result.id, status: 'failed', reason: result.error ?? 'Unknown delivery error' });
  return { id: result.id, status: result.status };
}
