// POST /api/admin/outbox/{id}/retry: an administrator of the site delivers a stored message again.
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { retryOutboxMessage } from '@/server/mail/retry';
import { can } from '@/lib/permissions';

export const POST = route({ access: can('mail.manage') }, async ({ db, tenant, params }) => {
  const id = uuidParam(params.id, 'Message not found');
  return Response.json(await retryOutboxMessage(db, { organizationId: tenant.id, id }));
});
