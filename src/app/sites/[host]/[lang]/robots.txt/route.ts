// GET /robots.txt (the proxy rewrites it here with the request's host): crawling allowed, with the
// sitemap on the same host. Unknown host → 404.
import { getSiteContext } from '@/server/site/context';
import { robotsTxt, sharedResponseHeaders, siteOrigin } from '@/server/site/seo';
import { DEFAULT_LANG_SEGMENT } from '@/lib/i18n/locales';

export async function GET(_request: Request, { params }: { params: Promise<{ host: string; lang: string }> }) {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site || lang !== DEFAULT_LANG_SEGMENT) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  // Shared like a public page: cached by the server and any CDN, purged with the organisation's tag.
  return new Response(robotsTxt(siteOrigin(site.host)), { headers: { 'content-type': 'text/plain; charset=utf-8', ...sharedResponseHeaders(site) } });
}
