// GET /api/hero: the organisation's hero in the editor's shape, or null when it has none (admins and editors).
// PUT /api/hero { hero record }: creates the organisation's hero or replaces it (201 created, 200 replaced).
// DELETE /api/hero: deletes the hero.
import { route } from '@/server/http/route';
import { heroResponse } from '@/server/hero/serialize';
import { deleteHero, saveHero } from '@/server/hero/write';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { getHero } from '@/server/sections/queries';
import { HERO_MAX_BODY_BYTES, heroSchema } from '@/schemas/hero';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('sections.write') }, async ({ db, tenant }) => {
  const hero = await getHero(db, { organizationId: tenant.id });
  return Response.json(hero ? heroResponse(hero) : null, { headers: PRIVATE_HEADERS });
});

export const PUT = route({ access: can('sections.write'), body: heroSchema, maxBytes: HERO_MAX_BODY_BYTES }, async ({ db, tenant, user, body }) => {
  const { hero, created } = await saveHero(db, { organizationId: tenant.id, authorId: user.id, input: body });
  return Response.json(heroResponse(hero), { status: created ? 201 : 200 });
});

export const DELETE = route({ access: can('sections.write') }, async ({ db, tenant, user }) => {
  const { id } = await deleteHero(db, { organizationId: tenant.id, authorId: user.id });
  return Response.json({ success: true, id });
});
