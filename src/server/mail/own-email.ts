import 'server-only';
// The welcome or free-trial e-mail a signed-in person asks for. Not a relay: the recipient, the user
// id and the organisation named in the request must all be the caller's own, and the caller must
// have a profile on the organisation. Links in the message come from the organisation's configured
// host (the mail module builds them), never from the request.
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api';
import { getRole } from '@/server/people/accounts';
import { freeTrialEnd } from '@/server/trial/service';
import type { Locale } from '@/lib/i18n/locales';
import type { SendEmailInput } from '@/schemas/mail';
import { SAME_ADDRESS_MESSAGE, sameAddress } from './http';
import { sendTemplateEmail, type SendStatus } from './send';

type Caller = { id: string; email: string; name: string };

export async function sendOwnEmail(
  db: Db,
  request: { organizationId: string; caller: Caller; input: SendEmailInput; locale: Locale },
): Promise<{ id: string; status: SendStatus }> {
  const { organizationId, caller, input } = request;
  if (!sameAddress(input.to, caller.email)) throw new ApiError(403, SAME_ADDRESS_MESSAGE, { to: ['Must be the signed-in account’s e-mail address'] });
  if (input.user_id !== caller.id) throw new ApiError(403, 'You can only send e-mail for your own account.', { user_id: ['Must be the signed-in user’s id'] });
  if (input.organization_id !== organizationId) throw new ApiError(403, 'The organisation does not match this site.', { organization_id: ['Must be the organisation of this site'] });
  const role = await getRole(db, { organizationId, userId: caller.id });
  if (!role) throw new ApiError(403, 'You have no profile on this site.', { profile: ['Register on this site first'] });

  const trialEndsAt = input.type === 'free_trial' ? await freeTrialEnd(db, { organizationId, userId: caller.id }) : null;
  const result = await sendTemplateEmail(db, {
    organizationId,
    template: input.type,
    to: caller.email,
    locale: request.locale,
    userId: caller.id,
    data: { name: input.name || caller.name || undefined, ...(trialEndsAt ? { trialEndsAt } : {}) },
  });
  if (result.status === 'failed') {
    // The reason stays in the outbox for the site's administrators; the caller learns the message
    // was kept and can be retried, not the mail server's internals.
    throw new ApiError(502, 'Failed to send email', { id: result.id, status: 'failed', reason: 'The mail server did not accept the message. It was kept and can be retried.' });
  }
  return { id: result.id, status: result.status };
}
