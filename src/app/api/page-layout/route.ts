// GET /api/page-layout?url_page=/about: the hero, template and heading sections of one page (the home page
// when left out) in the order visitors see them, numbered from 0, with the layout's version and the
// `history_id` its revisions are kept under (GET /api/revisions?entity=layout&id=…; decision 067).
// PUT /api/page-layout { url_page?, sections: [{ id, type, order }], version? }: save the order of a page's
// sections; the list names each of them exactly once. A version other than the page's now is a 409
// with the layout as it now is (docs/decisions/061); a save that changes the order keeps the one
// before it as a revision. Both act on the organisation of the Host header:
// an `organization_id` naming another one is a 403.
import { route } from '@/server/http/route';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { assertSiteOrganization, readPageLayout, savePageLayout } from '@/server/sections/page-layout';
import { PAGE_LAYOUT_MAX_BODY_BYTES, pageLayoutQuerySchema, savePageLayoutSchema } from '@/schemas/page-layout';
import { can } from '@/lib/permissions';

/** Sections of the home page are stored under '/home' (the spec's clients name no page). */
const HOME = '/home';

export const GET = route({ access: can('layout.write'), query: pageLayoutQuerySchema }, async ({ db, tenant, query }) => {
  assertSiteOrganization(tenant.id, query.organization_id);
  const layout = await readPageLayout(db, { organizationId: tenant.id, urlPage: query.url_page ?? HOME });
  return Response.json(layout, { headers: PRIVATE_HEADERS });
});

export const PUT = route(
  { access: can('layout.write'), body: savePageLayoutSchema, maxBytes: PAGE_LAYOUT_MAX_BODY_BYTES },
  async ({ db, tenant, user, body }) => {
    assertSiteOrganization(tenant.id, body.organization_id);
    const layout = await savePageLayout(db, { organizationId: tenant.id, urlPage: body.url_page ?? HOME, sections: body.sections, version: body.version, authorId: user.id });
    return Response.json(layout);
  },
);
