// POST /api/register-user-free-trial: starts the free trial of the signed-in person on the site's
// organisation. The e-mail in the body must be their own; a second call keeps the first dates.
import { route } from '@/server/http/route';
import { FREE_TRIAL_RATE_LIMIT } from '@/server/mail/http';
import { startOwnFreeTrial } from '@/server/trial/own-trial';
import { FREE_TRIAL_DAYS } from '@/server/trial/service';
import { FREE_TRIAL_MAX_BODY_BYTES, freeTrialSchema } from '@/schemas/trial';

export const POST = route(
  { access: 'signed-in', body: freeTrialSchema, maxBytes: FREE_TRIAL_MAX_BODY_BYTES, rateLimit: FREE_TRIAL_RATE_LIMIT },
  async ({ db, tenant, user, body }) => {
    const trial = await startOwnFreeTrial(db, { organizationId: tenant.id, caller: user, email: body.email });
    return Response.json({
      started: trial.started,
      free_trial_started_at: trial.startedAt.toISOString(),
      free_trial_ends_at: trial.endsAt.toISOString(),
      days: FREE_TRIAL_DAYS,
    });
  },
);
