// GET /api/plans?ids={id},{id}&locale=de: the basket's plans as they are offered now (name in that
// language, the price and promotion that apply today); ids this site does not offer are left out.
import { route } from '@/server/http/route';
import { readBasketPlans } from '@/server/commerce/basket-plans';
import { basketPlansQuerySchema } from '@/schemas/order';

export const GET = route({ access: 'anyone', query: basketPlansQuerySchema }, async ({ db, tenant, query }) => {
  const plans = await readBasketPlans(db, { organizationId: tenant.id, ids: query.ids, locale: query.locale ?? tenant.defaultLocale });
  // Prices change and promotions end: a browser or CDN must not keep an old answer.
  return Response.json({ plans }, { headers: { 'Cache-Control': 'no-store' } });
});
