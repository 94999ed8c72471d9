// POST /api/admin/outbox/{id}/retry: an administrator of the site delivers a stored message again.
import { ApiError, memberRoute } from '@/server/http/api';
import { assertSameOrigin } from '@/server/auth/same-origin';
import { getOutgoingEmail, retryEmail } from '@/server/mail/send';

export const POST = memberRoute<{ id: string }>(['admin'], async ({ request, db, tenant, params }) => {
  assertSameOrigin(request);
  const row = await getOutgoingEmail(db, { organizationId: tenant.id, id: params.id });
  if (!row) throw new ApiError(404, 'Message not found');
  if (row.status === 'sent') throw new ApiError(409, 'This message was already sent.', { id: row.id, status: 'sent' });
  const result = await retryEmail(db, { organizationId: tenant.id, id: row.id });
  if (!result) throw new ApiError(404, 'Message not found');
  if (result.status === 'failed') throw new ApiError(502, 'Failed to send email', { id: result.id, status: 'failed', reason: result.error ?? 'Unknown delivery error' });
  return Response.json({ id: result.id, status: result.status });
});
