// The font an anonymous page preloads is the one its header and hero are set in. Next.js preloads
// Inter latin on every page (the default site family, src/features/site-chrome/font-faces.ts); an
// organisation that chose another family for its site would pay 42 kB for a face its first screen
// never uses, while its own face waited for the layout. This rewrites the page's Link header from
// the page itself: the site family named on <html> (`--font-site`, src/lib/fonts.ts) and the inline
// @font-face rules (front/page-css.mjs). Docs: decisions/048-the-first-paint-on-a-phone.md.

const SITE_FAMILY = /<html\b[^>]*\sstyle="[^"]*--font-site:\s*var\(--font-([a-z0-9-]+)\)/i;
const FONT_FACE = /@font-face\{([^}]*)\}/g;

/** The URLs of the upright latin faces of a family, read from the page's inline CSS. */
function uprightLatinFaces(html, slug) {
  const name = new RegExp(`--face-${slug}-latin:\\s*"([^"]+)"`).exec(html)?.[1];
  if (!name) return [];
  const family = new RegExp(`(?:^|;)font-family:\\s*"?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?;`);
  const urls = [];
  for (const [, body] of html.matchAll(FONT_FACE)) {
    if (!family.test(body)) continue;
    if (/font-style:\s*italic/.test(body)) continue;
    const url = /src:\s*url\("?([^")]+)"?\)/.exec(body)?.[1];
    if (url && url.startsWith('/_next/static/media/')) urls.push(url);
  }
  return urls;
}

/**
 * The Link header an anonymous page should carry: unchanged for a site in Inter; for a site in
 * another family, without Inter's preload and with its own family's latin face instead, when that
 * is one variable file (a family of static weights is left to the layout: which weights the first
 * screen needs is not known here).
 */
export function sitePreloads(link, html) {
  const slug = SITE_FAMILY.exec(html)?.[1];
  if (!link || !slug || slug === 'inter') return link;
  const inter = new Set(uprightLatinFaces(html, 'inter'));
  const entries = String(link).split(/,\s*(?=<)/).filter((entry) => !inter.has(/^<([^>]*)>/.exec(entry)?.[1] ?? ''));
  const own = uprightLatinFaces(html, slug);
  if (own.length === 1) entries.unshift(`<${own[0]}>; rel=preload; as="font"; crossorigin=""; type="font/woff2"`);
  return entries.join(', ');
}
