// GET /api/site-map: the organisation's pages, blog posts, document sets and header and footer menu
// with sub-items, each menu entry with the page or post its address leads to, and each page marked
// when no menu entry reaches it, and how far each offered language is translated on each page, post
// and the menu (src/schemas/site-map.ts). For the staff who build pages, on the organisation of the
// Host header.
import { route } from '@/server/http/route';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { readSiteMap } from '@/server/content/site-map';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('pages.write') }, async ({ db, tenant }) => {
  const locales = tenant.locales.filter((locale) => locale !== tenant.defaultLocale);
  const view = await readSiteMap(db, { organizationId: tenant.id, organizationName: tenant.name, locales });
  return Response.json(view, { headers: PRIVATE_HEADERS });
});
