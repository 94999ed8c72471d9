// POST /api/send-email: the welcome or free-trial e-mail of the signed-in person, sent to their own
// address on the site they are registered with. Not a relay: the recipient, the user id and the
// organisation in the body must all be the caller's own, and each person may send a few per hour.
import * as z from 'zod';
import { ApiError, parseInput, publicRoute } from '@/server/http/api';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { getRole } from '@/server/people/accounts';
import { mailLocaleFor, requireSessionUser, SAME_ADDRESS_MESSAGE, sameAddress, SEND_EMAIL_RATE_LIMIT } from '@/server/mail/http';
import { sendTemplateEmail } from '@/server/mail/send';
import { freeTrialEnd } from '@/server/trial/service';
import { readBody } from '@/server/support/read-body';
import { requestOrigin } from '@/server/auth/origin';

const MAX_BODY_BYTES = 4 * 1024;

const sendEmailSchema = z.object({
  type: z.enum(['free_trial', 'welcome'], { error: 'type must be free_trial or welcome' }),
  to: z.email({ error: 'to must be an e-mail address' }).max(254),
  organization_id: z.string({ error: 'organization_id is required' }).trim().min(1, 'organization_id is required').max(64),
  user_id: z.string({ error: 'user_id is required' }).trim().min(1, 'user_id is required').max(64),
  name: z.string().trim().max(120, 'name must be at most 120 characters').optional(),
  locale: z.string().max(5).optional(),
});

export const POST = publicRoute(async ({ request, db, tenant }) => {
  const user = await requireSessionUser(request);
  const input = parseInput(sendEmailSchema, await readBody(request, MAX_BODY_BYTES));
  if (!sameAddress(input.to, user.email)) throw new ApiError(403, SAME_ADDRESS_MESSAGE, { to: ['Must be the signed-in account’s e-mail address'] });
  if (input.user_id !== user.id) throw new ApiError(403, 'You can only send e-mail for your own account.', { user_id: ['Must be the signed-in user’s id'] });
  if (input.organization_id !== tenant.id) throw new ApiError(403, 'The organisation does not match this site.', { organization_id: ['Must be the organisation of this site'] });
  const role = await getRole(db, { organizationId: tenant.id, userId: user.id });
  if (!role) throw new ApiError(403, 'You have no profile on this site.', { profile: ['Register on this site first'] });
  await enforceRateLimit(db, tenant.id, `send-email:${user.id}`, SEND_EMAIL_RATE_LIMIT);

  const trialEndsAt = input.type === 'free_trial' ? await freeTrialEnd(db, { organizationId: tenant.id, userId: user.id }) : null;
  const result = await sendTemplateEmail(db, {
    organizationId: tenant.id,
    template: input.type,
    to: user.email,
    locale: mailLocaleFor(request, tenant, input.locale),
    userId: user.id,
    siteUrl: requestOrigin(request),
    data: { name: input.name || user.name || undefined, ...(trialEndsAt ? { trialEndsAt } : {}) },
  });
  if (result.status === 'failed') {
    // The reason stays in the outbox for the site's administrators; the caller learns the message
    // was kept and can be retried, not the mail server's internals.
    throw new ApiError(502, 'Failed to send email', { id: result.id, status: 'failed', reason: 'The mail server did not accept the message. It was kept and can be retried.' });
  }
  return Response.json({ id: result.id, status: result.status });
});
