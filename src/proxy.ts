// Routing only: every page request is rewritten to /sites/{host}/{locale or "default"}/{path}, so
// pages receive the organisation's host and the locale prefix as route parameters and the rendered
// HTML is naturally keyed by host, locale and path. No database is touched here.
import { NextResponse, type NextRequest } from 'next/server';
import { normalizeHost } from '@/lib/hosts';
import { DEFAULT_LANG_SEGMENT, splitLocalePrefix } from '@/lib/i18n/locales';

/** The path the home page's sections are stored under (public spec §2), redirected to the home page. */
const HOME_ALIAS = '/home';

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const host = normalizeHost(request.headers.get('host')) ?? 'invalid.host';
  const { prefix, rest } = splitLocalePrefix(pathname);
  if (rest === HOME_ALIAS) {
    // The home page's sections are stored under /home, but /home is not an address of its own:
    // served, it would be a second home page without its hero, with its own canonical link.
    const home = request.nextUrl.clone();
    home.pathname = prefix ? `/${prefix}` : '/';
    return NextResponse.redirect(home, 308);
  }
  const url = request.nextUrl.clone();
  url.pathname = `/sites/${encodeURIComponent(host)}/${prefix ?? DEFAULT_LANG_SEGMENT}${rest === '/' ? '' : rest}`;
  const headers = new Headers(request.headers);
  // The visitor's own path, for return addresses and canonical links.
  headers.set('x-sitewright-path', pathname);
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Everything but the API, Next's own assets and public files with an extension. A path under
  // /sites/ always comes here whatever its extension, so it is rewritten under the request's own
  // host: left alone, /sites/{another host}/default/x.png would reach that organisation's routes.
  matcher: ['/((?!api/|_next/|demo/|favicon\\.ico$|(?!sites/).*\\.(?:svg|png|jpe?g|gif|webp|avif|ico|css|js|map|woff2?)$).*)'],
};
