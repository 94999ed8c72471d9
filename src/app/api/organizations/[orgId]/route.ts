// GET /api/organizations/{orgId}?before={consent_record_id}: the organisation data of the Global
// Settings modal (organization, settings with the header and footer styles and their version, hero,
// menu, posts, products, plans, features, FAQs, banners, cookies, a page of consent records).
// PUT /api/organizations/{orgId} { settings, version? }: save the settings (this slice: settings
// only; the tabs' records are refused by name). A version other than the settings' now is a 409
// with the settings as they now are (docs/decisions/061, 073). Admins only; {orgId} must be the
// organisation of the Host header.
import { route } from '@/server/http/route';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { readOrganizationData } from '@/server/organizations/organization-data';
import { assertMayReadConsent, ownOrganizationId } from '@/server/organizations/own-organization';
import { updateSettings } from '@/server/organizations/settings';
import { organizationQuerySchema, SETTINGS_MAX_BODY_BYTES, updateOrganizationSchema } from '@/schemas/organization-settings';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('settings.write'), query: organizationQuerySchema }, async ({ db, tenant, role, params, query }) => {
  const organizationId = ownOrganizationId(tenant.id, params.orgId);
  assertMayReadConsent(role);
  const data = await readOrganizationData(db, { organizationId, before: query.before });
  return Response.json(data, { headers: PRIVATE_HEADERS });
});

export const PUT = route(
  { access: can('settings.write'), body: updateOrganizationSchema, maxBytes: SETTINGS_MAX_BODY_BYTES },
  async ({ db, tenant, user, params, body }) => {
    const organizationId = ownOrganizationId(tenant.id, params.orgId);
    const settings = await updateSettings(db, { organizationId, authorId: user.id, version: body.version, input: body.settings });
    return Response.json({ settings }, { headers: PRIVATE_HEADERS });
  },
);
