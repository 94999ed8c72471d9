// GET /sitemap.xml (the proxy rewrites it here with the request's host): every public page of the
// organisation in every language it offers, with hreflang alternates. Unknown host → 404.
import { getDb } from '@/server/db/client';
import { getSiteContext } from '@/server/site/context';
import { listSitemapPaths } from '@/server/content/sitemap';
import { sharedResponseHeaders, siteOrigin, sitemapXml } from '@/server/site/seo';
import { DEFAULT_LANG_SEGMENT } from '@/lib/i18n/locales';

export async function GET(_request: Request, { params }: { params: Promise<{ host: string; lang: string }> }) {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  // One sitemap per site, at the root: /es/sitemap.xml is not an address we publish.
  if (!site || lang !== DEFAULT_LANG_SEGMENT) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const paths = await listSitemapPaths(await getDb(), { organizationId: site.tenant.id });
  const body = sitemapXml(paths, siteOrigin(site.host), { locales: site.tenant.locales, defaultLocale: site.tenant.defaultLocale });
  // Shared like a public page: cached by the server and any CDN, purged with the organisation's tag.
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', ...sharedResponseHeaders(site) } });
}
