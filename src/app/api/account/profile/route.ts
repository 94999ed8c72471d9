// GET /api/account/profile: the signed-in person's own profile on the organisation of the host.
// PATCH /api/account/profile { username, full_name }: changes those two fields of that profile,
// and nothing else (never the e-mail, the role, or a profile on another organisation).
import { route } from '@/server/http/route';
import { getProfile, toOwnProfile } from '@/server/account/queries';
import { saveProfile } from '@/server/account/profiles';
import { PROFILE_MAX_BODY_BYTES, updateProfileSchema } from '@/schemas/account';
import { can } from '@/lib/permissions';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export const GET = route({ access: can('account.edit') }, async ({ db, tenant, user }) => {
  // The wrapper found a role, so the profile exists.
  const profile = await getProfile(db, { organizationId: tenant.id, userId: user.id });
  return Response.json(profile ? toOwnProfile(profile) : null, { headers: PRIVATE });
});

export const PATCH = route({ access: can('account.edit'), body: updateProfileSchema, maxBytes: PROFILE_MAX_BODY_BYTES }, async ({ db, tenant, user, body }) => {
  // An edit never creates a profile, and never touches the e-mail or the role.
  const row = await saveProfile(db, { organizationId: tenant.id, userId: user.id, username: body.username, fullName: body.full_name }, { existingOnly: true });
  return Response.json(toOwnProfile(row), { headers: PRIVATE });
});
