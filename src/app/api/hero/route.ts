// GET /api/hero: the organisation's hero in the editor's shape, or null when it has none (admins and editors).
// PUT /api/hero { hero record }: creates the organisation's hero or replaces it (201 created, 200 replaced).
// DELETE /api/hero: deletes the hero.
import { route } from '@/server/http/route';
import { heroResponse } from '@/server/hero/serialize';
import { deleteHero, saveHero } from '@/server/hero/write';
import { EDITOR_ROLES, PRIVATE_HEADERS } from '@/server/sections/access';
import { getHero } from '@/server/sections/queries';
import { HERO_MAX_BODY_BYTES, heroSchema } from '@/schemas/hero';

export const GET = route({ access: EDITOR_ROLES }, async ({ db, tenant }) => {
  const hero = await getHero(db, { organizationId: tenant.id });
  return Response.json(hero ? heroResponse(hero) : null, { headers: PRIVATE_HEADERS });
});

export const PUT = route({ access: EDITOR_ROLES, body: heroSchema, maxBytes: HERO_MAX_BODY_BYTES }, async ({ db, tenant, user, body }) => {
  const { hero, created } = await saveHero(db, { organizationId: tenant.id, authorId: user.id, input: body });
  return Response.json(heroResponse(hero), { status: created ? 201 : 200 });
});

export const DELETE = route({ access: EDITOR_ROLES }, async ({ db, tenant, user }) => {
  const { id } = await deleteHero(db, { organizationId: tenant.id, authorId: user.id });
  return Response.json({ success: true, id });
});
