// GET /api/help/widget?locale=xx: what the help widget shows on first open (assistant switch and greeting, staff availability, FAQs, features, help-centre articles), in the visitor's language.
import { route } from '@/server/http/route';
import { helpWidget } from '@/server/assistant/widget';
import { helpWidgetQuerySchema } from '@/schemas/help-widget';

// The same for every visitor. Browsers and shared caches may keep it half a minute: a settings edit
// drops the server's copy at once (the write path), and the widget is opened after page load anyway.
const CACHE_HEADERS = { 'Cache-Control': 'public, max-age=30' } as const;

export const GET = route({ access: 'anyone', query: helpWidgetQuerySchema }, async ({ db, tenant, query }) => {
  const body = await helpWidget(db, tenant, query.locale ?? tenant.defaultLocale);
  return Response.json(body, { headers: CACHE_HEADERS });
});
