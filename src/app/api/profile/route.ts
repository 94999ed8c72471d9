// POST /api/profile: the signed-in person creates or updates their own profile on the organisation
// of the request's host (never one named in the body) with { username, full_name }.
import { getAuth } from '@/server/auth/auth';
import { upsertOwnProfile } from '@/server/auth/profile';
import { assertSameOrigin } from '@/server/auth/same-origin';
import * as z from 'zod/mini';
import { ApiError, NO_SESSION_MESSAGE, publicRoute } from '@/server/http/api';
import { profileSchema } from '@/schemas/auth';

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new ApiError(400, 'Invalid request', { formErrors: ['The body must be JSON'] });
  }
}

export const POST = publicRoute(async ({ request, db, tenant }) => {
  assertSameOrigin(request);
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) throw new ApiError(401, NO_SESSION_MESSAGE);
  const parsed = z.safeParse(profileSchema, await jsonBody(request));
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Invalid request', z.flattenError(parsed.error));
  const input = parsed.data;
  const row = await upsertOwnProfile(db, {
    organizationId: tenant.id,
    userId: session.user.id,
    email: session.user.email,
    username: input.username,
    fullName: input.full_name?.trim() ? input.full_name : null,
  });
  return Response.json({
    profile: {
      id: row.id,
      username: row.username,
      full_name: row.fullName,
      email: row.email,
      organization_id: row.organizationId,
      role: row.role,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    },
  });
});
