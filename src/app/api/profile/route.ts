// POST /api/profile: the signed-in person creates or updates their own profile on the organisation
// of the request's host (never one named in the body) with { username, full_name }.
import { route } from '@/server/http/route';
import { saveOwnProfile } from '@/server/auth/own-profile';
import { profileSchema } from '@/schemas/auth';
import { PROFILE_MAX_BODY_BYTES } from '@/schemas/account';

export const POST = route({ access: 'signed-in', body: profileSchema, maxBytes: PROFILE_MAX_BODY_BYTES }, async ({ db, tenant, user, body }) => {
  const profile = await saveOwnProfile(db, { organizationId: tenant.id, caller: user, input: body });
  return Response.json({ profile });
});
