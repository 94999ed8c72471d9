// POST /api/translations/reviews { entity, id, field, locale }: "still right", the translation of one
// field in one offered language holds although its default text changed; a stale mark goes until
// the default text changes again (docs/decisions/077). Needs the record's own write permission.
// Answers the record's status as GET /api/translations does.
import { route } from '@/server/http/route';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { reviewTranslation } from '@/server/translations/service';
import { translationReviewSchema } from '@/schemas/translations';
import { can } from '@/lib/permissions';

export const POST = route({ access: can('revisions.use'), body: translationReviewSchema }, async ({ db, tenant, user, role, body }) => {
  const caller = { organizationId: tenant.id, role, defaultLocale: tenant.defaultLocale, locales: tenant.locales, userId: user.id };
  return Response.json(await reviewTranslation(db, caller, body), { headers: PRIVATE_HEADERS });
});
