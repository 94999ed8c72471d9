// GET /api/organizations/{orgId}/sections/{section}?before={consent_record_id}: the pieces of the
// organisation data one Global Settings tab shows (general, hero, products, features, faqs, banners,
// menu, blog, cookies, meeting-types), as GET /api/organizations/{orgId} answers them. Admins only.
import { route } from '@/server/http/route';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { readSettingsSection } from '@/server/organizations/organization-data';
import { assertMayReadConsent, ownOrganizationId, settingsSection } from '@/server/organizations/own-organization';
import { organizationQuerySchema } from '@/schemas/organization-settings';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('settings.write'), query: organizationQuerySchema }, async ({ db, tenant, role, params, query }) => {
  const organizationId = ownOrganizationId(tenant.id, params.orgId);
  const section = settingsSection(params.section);
  if (section === 'cookies') assertMayReadConsent(role);
  const data = await readSettingsSection(db, { organizationId, section, before: query.before });
  return Response.json(data, { headers: PRIVATE_HEADERS });
});
