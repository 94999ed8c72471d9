// POST /api/register-user-free-trial: starts the free trial of the signed-in person on the site's
// organisation. The e-mail in the body must be their own; a second call keeps the first dates.
import * as z from 'zod';
import { ApiError, parseInput, publicRoute } from '@/server/http/api';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { FREE_TRIAL_RATE_LIMIT, requireSessionUser, SAME_ADDRESS_MESSAGE, sameAddress } from '@/server/mail/http';
import { FREE_TRIAL_DAYS, startFreeTrial } from '@/server/trial/service';
import { readBody } from '@/server/support/read-body';

const MAX_BODY_BYTES = 2 * 1024;

const freeTrialSchema = z.object({
  email: z.email({ error: 'email must be an e-mail address' }).max(254),
});

export const POST = publicRoute(async ({ request, db, tenant }) => {
  const user = await requireSessionUser(request);
  const input = parseInput(freeTrialSchema, await readBody(request, MAX_BODY_BYTES));
  if (!sameAddress(input.email, user.email)) throw new ApiError(403, SAME_ADDRESS_MESSAGE, { email: ['Must be the signed-in account’s e-mail address'] });
  await enforceRateLimit(db, tenant.id, `free-trial:${user.id}`, FREE_TRIAL_RATE_LIMIT);
  const trial = await startFreeTrial(db, { organizationId: tenant.id, userId: user.id });
  if (!trial) throw new ApiError(403, 'You have no profile on this site.', { profile: ['Register on this site first'] });
  return Response.json({
    started: trial.started,
    free_trial_started_at: trial.startedAt.toISOString(),
    free_trial_ends_at: trial.endsAt.toISOString(),
    days: FREE_TRIAL_DAYS,
  });
});
