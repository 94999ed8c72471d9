// GET /api/account/profile: the signed-in person's own profile on the organisation of the host.
// PATCH /api/account/profile { username, full_name }: changes those two fields of that profile,
// and nothing else (never the e-mail, the role, or a profile on another organisation).
import { memberRoute } from '@/server/http/api';
import { assertSameOrigin } from '@/server/auth/same-origin';
import { getProfile, toOwnProfile, updateOwnProfile } from '@/server/account/queries';
import { readInput } from '@/server/account/http';
import { ALL_ROLES } from '@/server/account/session';
import { PROFILE_MAX_BODY_BYTES, updateProfileSchema } from '@/schemas/account';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export const GET = memberRoute(ALL_ROLES, async ({ db, tenant, userId }) => {
  // memberRoute found a role, so the profile exists.
  const profile = await getProfile(db, { organizationId: tenant.id, userId });
  return Response.json(profile ? toOwnProfile(profile) : null, { headers: PRIVATE });
});

export const PATCH = memberRoute(ALL_ROLES, async ({ request, db, tenant, userId }) => {
  assertSameOrigin(request);
  const input = await readInput(request, updateProfileSchema, PROFILE_MAX_BODY_BYTES);
  const row = await updateOwnProfile(db, { organizationId: tenant.id, userId, username: input.username, fullName: input.full_name });
  return Response.json(toOwnProfile(row), { headers: PRIVATE });
});
