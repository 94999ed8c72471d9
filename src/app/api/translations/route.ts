// GET /api/translations?entity=section&id={recordId}: for each language the site offers besides its
// default one, which translatable fields of the record are missing, stale (the default text changed
// after the translation was written) or done, and each language's share done (docs/decisions/077).
// Staff only, and the record's own write permission, as for its history.
import { route } from '@/server/http/route';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { translationStatus } from '@/server/translations/service';
import { translationStatusQuerySchema } from '@/schemas/translations';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('revisions.use'), query: translationStatusQuerySchema }, async ({ db, tenant, role, query }) => {
  const caller = { organizationId: tenant.id, role, defaultLocale: tenant.defaultLocale, locales: tenant.locales };
  return Response.json(await translationStatus(db, caller, query), { headers: PRIVATE_HEADERS });
});
