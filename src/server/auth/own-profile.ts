import 'server-only';
// POST /api/profile's rule and answer: the signed-in person's own profile on the organisation of
// the host, with the e-mail of their account; an empty full name is no full name.
import type { Db } from '@/server/db/client';
import type { ProfileInput } from '@/schemas/auth';
import { saveProfile } from '@/server/account/profiles';

export type ProfileAnswer = {
  id: string;
  username: string;
  full_name: string | null;
  email: string;
  organization_id: string;
  role: string;
  created_at: Date;
  updated_at: Date;
};

export async function saveOwnProfile(
  db: Db,
  request: { organizationId: string; caller: { id: string; email: string }; input: ProfileInput },
): Promise<ProfileAnswer> {
  const { input } = request;
  // The whole profile is what the body says: a missing full name clears a stored one.
  const row = await saveProfile(db, {
    organizationId: request.organizationId,
    userId: request.caller.id,
    email: request.caller.email,
    username: input.username,
    fullName: input.full_name ?? null,
  });
  return {
    id: row.id,
    username: row.username,
    full_name: row.fullName,
    email: row.email,
    organization_id: row.organizationId,
    role: row.role,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
