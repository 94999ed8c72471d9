// GET /api/hero: the organisation's hero in the editor's shape, or null when it has none (admins and editors).
// PUT /api/hero { hero record, version? }: creates the organisation's hero or replaces it (201 created, 200 replaced).
// DELETE /api/hero?version=: deletes the hero.
// A version older than the hero's is a 409 with the hero as it now is, or null (docs/decisions/061).
import { route } from '@/server/http/route';
import { heroResponse } from '@/server/hero/serialize';
import { deleteHero, saveHero } from '@/server/hero/write';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { getHero } from '@/server/sections/queries';
import { HERO_MAX_BODY_BYTES, heroSchema } from '@/schemas/hero';
import { versionQuerySchema } from '@/schemas/version';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('sections.write') }, async ({ db, tenant }) => {
  const hero = await getHero(db, { organizationId: tenant.id });
  return Response.json(hero ? heroResponse(hero) : null, { headers: PRIVATE_HEADERS });
});

export const PUT = route({ access: can('sections.write'), body: heroSchema, maxBytes: HERO_MAX_BODY_BYTES }, async ({ db, tenant, user, body }) => {
  const { hero, created } = await saveHero(db, { organizationId: tenant.id, authorId: user.id, version: body.version, input: body });
  return Response.json(heroResponse(hero), { status: created ? 201 : 200 });
});

export const DELETE = route({ access: can('sections.write'), query: versionQuerySchema }, async ({ db, tenant, user, query }) => {
  const { id } = await deleteHero(db, { organizationId: tenant.id, authorId: user.id, version: query.version });
  return Response.json({ success: true, id });
});
