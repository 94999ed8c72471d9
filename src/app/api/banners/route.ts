// GET /api/banners?path=/pricing&locale=es: the banners of a page for this visitor (anonymous, or the session's person without their dismissed ones).
import { route } from '@/server/http/route';
import { bannersForPage } from '@/server/banners/service';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { bannersQuerySchema, type BannersResponse } from '@/schemas/banners';

export const GET = route({ access: 'anyone', query: bannersQuerySchema }, async ({ db, tenant, viewer, query }) => {
  const user = await viewer();
  const answer: BannersResponse = {
    banners: await bannersForPage(db, { organizationId: tenant.id, path: query.path, locale: query.locale ?? tenant.defaultLocale, userId: user?.id ?? null }),
    signed_in: user !== null,
  };
  // Personal once someone is signed in (their dismissals), so never kept by a shared cache.
  return Response.json(answer, { headers: PRIVATE_HEADERS });
});
