// GET /api/organizations/{orgId}?before={consent_record_id}: the organisation data of the Global
// Settings modal (organization, settings with the header and footer styles and their version, hero,
// menu, posts, products, plans, features, FAQs, banners, cookies, a page of consent records).
// PUT /api/organizations/{orgId} { version?, settings?, the tabs' lists, blog_posts?, deleted? }: save
// the settings and the records of the tabs (faqs, features, banners, products, pricing_plans,
// cookie_categories, cookie_services, meeting_types; the posts' display settings) in one transaction,
// answering the organisation data as GET does. A version other than the data's now (or a post's) is
// a 409 with the data as it now is (docs/decisions/061, 073, 074). Admins only; {orgId} must be the
// organisation of the Host header.
import { route } from '@/server/http/route';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { readOrganizationData } from '@/server/organizations/organization-data';
import { assertMayReadConsent, ownOrganizationId } from '@/server/organizations/own-organization';
import { saveOrganization } from '@/server/organizations/organization-save';
import { organizationQuerySchema, SETTINGS_MAX_BODY_BYTES, updateOrganizationBodySchema } from '@/schemas/organization-settings';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('settings.write'), query: organizationQuerySchema }, async ({ db, tenant, role, params, query }) => {
  const organizationId = ownOrganizationId(tenant.id, params.orgId);
  assertMayReadConsent(role);
  const data = await readOrganizationData(db, { organizationId, before: query.before });
  return Response.json(data, { headers: PRIVATE_HEADERS });
});

export const PUT = route(
  { access: can('settings.write'), body: updateOrganizationBodySchema, maxBytes: SETTINGS_MAX_BODY_BYTES },
  async ({ db, tenant, role, user, params, body }) => {
    const organizationId = ownOrganizationId(tenant.id, params.orgId);
    // The answer is the whole organisation data, consent records included, as GET's.
    assertMayReadConsent(role);
    const data = await saveOrganization(db, { organizationId, authorId: user.id, body });
    return Response.json(data, { headers: PRIVATE_HEADERS });
  },
);
