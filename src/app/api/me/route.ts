// GET /api/me: who is signed in on this site, their role here and the permissions it holds (the
// matrix of src/lib/permissions.ts); { user: null } for a visitor.
// The page HTML is the same for everyone, so the header's profile menu asks this after load.
import { route } from '@/server/http/route';
import { getRole } from '@/server/people/accounts';
import { permissionsOf } from '@/lib/permissions';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export const GET = route({ access: 'anyone' }, async ({ db, tenant, viewer }) => {
  const user = await viewer();
  if (!user) return Response.json({ user: null, role: null, permissions: [] }, { headers: PRIVATE });
  const role = await getRole(db, { organizationId: tenant.id, userId: user.id });
  return Response.json({ user: { id: user.id, name: user.name, email: user.email }, role, permissions: permissionsOf(role) }, { headers: PRIVATE });
});
