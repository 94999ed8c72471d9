// POST /api/send-email: the welcome or free-trial e-mail of the signed-in person, sent to their own
// address on the site they are registered with. Not a relay: the recipient, the user id and the
// organisation in the body must all be the caller's own, and each person may send a few per hour.
import { route } from '@/server/http/route';
import { mailLocaleFor, SEND_EMAIL_RATE_LIMIT } from '@/server/mail/http';
import { sendOwnEmail } from '@/server/mail/own-email';
import { SEND_EMAIL_MAX_BODY_BYTES, sendEmailSchema } from '@/schemas/mail';

export const POST = route(
  { access: 'signed-in', body: sendEmailSchema, maxBytes: SEND_EMAIL_MAX_BODY_BYTES, rateLimit: SEND_EMAIL_RATE_LIMIT },
  async ({ request, db, tenant, user, body }) => {
    const locale = mailLocaleFor(request, tenant, body.locale);
    return Response.json(await sendOwnEmail(db, { organizationId: tenant.id, caller: user, input: body, locale }));
  },
);
