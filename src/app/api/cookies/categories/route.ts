// GET /api/cookies/categories?locale=de: the site's cookie categories in order, each with its active
// services, in the visitor's language where translated (public spec §7). The same for every visitor.
import { route } from '@/server/http/route';
import { consentCatalogue, publicCategories } from '@/server/consent/catalogue';
import { siteStorage } from '@/server/consent/site-storage';
import { cookieCategoriesQuerySchema } from '@/schemas/consent';

// Shared caches may keep it a minute: a catalogue edit shows on the next minute at the latest.
const CACHE_HEADERS = { 'Cache-Control': 'public, max-age=60' } as const;

export const GET = route({ access: 'anyone', query: cookieCategoriesQuerySchema }, async ({ db, tenant, query }) => {
  const catalogue = await consentCatalogue(db, { organizationId: tenant.id });
  const storage = siteStorage(query.locale ?? tenant.defaultLocale);
  return Response.json(publicCategories(catalogue, query.locale, storage), { headers: CACHE_HEADERS });
});
