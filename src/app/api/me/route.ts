// GET /api/me: who is signed in on this site and their role here; { user: null } for a visitor.
// The page HTML is the same for everyone, so the header's profile menu asks this after load.
import { getAuth } from '@/server/auth/auth';
import { publicRoute } from '@/server/http/api';
import { getRole } from '@/server/people/accounts';

export const GET = publicRoute(async ({ request, db, tenant }) => {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!session) return Response.json({ user: null, role: null }, { headers });
  const role = await getRole(db, { organizationId: tenant.id, userId: session.user.id });
  return Response.json(
    { user: { id: session.user.id, name: session.user.name, email: session.user.email }, role },
    { headers },
  );
});
