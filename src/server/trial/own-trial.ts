import 'server-only';
// Starting one's own free trial: the e-mail the caller names must be their own, and they must have
// a profile on the organisation. A second call keeps the first dates (see service.ts).
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api';
import { SAME_ADDRESS_MESSAGE, sameAddress } from '@/server/mail/http';
import { startFreeTrial, type FreeTrial } from './service';

export async function startOwnFreeTrial(
  db: Db,
  request: { organizationId: string; caller: { id: string; email: string }; email: string },
): Promise<FreeTrial> {
  if (!sameAddress(request.email, request.caller.email)) {
    throw new ApiError(403, SAME_ADDRESS_MESSAGE, { email: ['Must be the signed-in account’s e-mail address'] });
  }
  const trial = await startFreeTrial(db, { organizationId: request.organizationId, userId: request.caller.id });
  if (!trial) throw new ApiError(403, 'You have no profile on this site.', { profile: ['Register on this site first'] });
  return trial;
}
