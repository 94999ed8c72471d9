import 'server-only';
// Search-engine metadata per organisation: absolute URLs on the host the site answers on, one
// canonical URL per page and language, hreflang alternates for every offered language, Open Graph
// and Twitter cards, the sitemap.xml and robots.txt bodies, and the opt-in of public pages into the
// shared HTML cache (docs/decisions/016-shared-cache-and-purge.md).
import type { Metadata } from 'next';
import { config } from '@/config';
import { tagFor } from '@/server/cache/memo';
import { localizePath, translate, type Locale } from '@/lib/i18n/locales';
import { toPlainText } from '@/lib/sanitize';
import { getDb } from '@/server/db/client';
import type { SiteContext } from './context';
import { getSiteChrome } from './queries';

/** Open Graph wants language_TERRITORY; these are the usual territories for each language. */
export const OG_LOCALES: Record<Locale, string> = {
  en: 'en_US', es: 'es_ES', fr: 'fr_FR', de: 'de_DE', ru: 'ru_RU', pt: 'pt_PT', it: 'it_IT', nl: 'nl_NL', pl: 'pl_PL', ja: 'ja_JP', zh: 'zh_CN',
};

const LOCAL_HOSTS = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/;

/**
 * The origin a host's public URLs start with. Local development hosts are served over plain HTTP
 * on this process's port; every other host is a real domain behind TLS on the default port.
 */
export function siteOrigin(host: string, port: number = config().PORT): string {
  if (LOCAL_HOSTS.test(host)) return `http://${host}${port === 80 ? '' : `:${port}`}`;
  return `https://${host}`;
}

/** An absolute URL for a stored link or media path; null for anything that is not http(s) or a path. */
export function absoluteUrl(origin: string, value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return `${origin}${value}`;
  return null;
}

/** A visitor path from decoded segments, each percent-encoded once. */
export function pathFromSegments(segments: string[]): string {
  return `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}

type Languages = { locales: Locale[]; defaultLocale: Locale };

/** The URL of `path` in every offered language, plus x-default (the default language's URL). */
export function languageAlternates(origin: string, path: string, { locales, defaultLocale }: Languages): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = `${origin}${localizePath(path, locale, defaultLocale)}`;
  languages['x-default'] = `${origin}${localizePath(path, defaultLocale, defaultLocale)}`;
  return languages;
}

export type PageSeo = Languages & {
  host: string;
  locale: Locale;
  siteName: string;
  /** The visitor path without the language prefix, e.g. '/about' or '/'. */
  path: string;
  /** Omitted on the home page, where the layout's default title (the site name) applies. */
  title?: string;
  description?: string;
  /** A stored image path or URL; made absolute here. */
  image?: string | null;
  article?: { publishedTime: Date; modifiedTime?: Date; authors?: string[] };
};

export function pageMetadata(seo: PageSeo): Metadata {
  const origin = siteOrigin(seo.host);
  const canonical = `${origin}${localizePath(seo.path, seo.locale, seo.defaultLocale)}`;
  const image = absoluteUrl(origin, seo.image);
  const shared = {
    url: canonical,
    siteName: seo.siteName,
    title: seo.title ?? seo.siteName,
    description: seo.description || undefined,
    locale: OG_LOCALES[seo.locale],
    alternateLocale: seo.locales.filter((l) => l !== seo.locale).map((l) => OG_LOCALES[l]),
    images: image ? [{ url: image }] : undefined,
  };
  return {
    ...(seo.title ? { title: seo.title } : {}),
    ...(seo.description ? { description: seo.description } : {}),
    alternates: { canonical, languages: languageAlternates(origin, seo.path, seo) },
    openGraph: seo.article
      ? {
          ...shared,
          type: 'article',
          publishedTime: seo.article.publishedTime.toISOString(),
          modifiedTime: seo.article.modifiedTime?.toISOString(),
          authors: seo.article.authors,
        }
      : { ...shared, type: 'website' },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: shared.title,
      description: shared.description,
      images: image ? [image] : undefined,
    },
  };
}

/**
 * The opt-in into shared caching, read by the custom server (front/html-cache.mjs): a CDN and this
 * server's cache may keep the answer for SHARED_SECONDS, serve it up to STALE_SECONDS longer while
 * fetching a new one, and drop it when the organisation's tag is purged. Edits purge sooner.
 */
const SHARE_MARKER = 'sitewright-cache';
const SHARED_SECONDS = 600;
const STALE_SECONDS = 60;

function shareMarker(organizationId: string): string {
  return `tags=${tagFor(organizationId)}; s-maxage=${SHARED_SECONDS}; stale-while-revalidate=${STALE_SECONDS}`;
}

/**
 * Metadata of a page whose HTML is the same for every visitor (personal parts are client islands),
 * which may therefore be cached and served to anyone. Only public pages call this, each explicitly:
 * never the account or admin pages, never an error page.
 */
export function sharedPage(site: SiteContext): Pick<Metadata, 'other'> {
  return { other: { [SHARE_MARKER]: shareMarker(site.tenant.id) } };
}

/** The same opt-in for a route handler's answer (sitemap.xml, robots.txt), as a response header. */
export function sharedResponseHeaders(site: SiteContext): Record<string, string> {
  return { [SHARE_MARKER]: shareMarker(site.tenant.id) };
}

export type SiteSeo = Omit<PageSeo, 'path'> & { logo: string | null; siteDescription: string };

/** What every page's metadata starts from: host, languages, site name, description and logo. */
export async function siteSeo(site: SiteContext): Promise<SiteSeo> {
  const { settings } = await getSiteChrome(await getDb(), { organizationId: site.tenant.id });
  const siteDescription = toPlainText(translate(settings?.siteDescription, settings?.siteDescriptionTranslation, site.locale));
  return {
    host: site.host,
    locale: site.locale,
    locales: site.tenant.locales,
    defaultLocale: site.tenant.defaultLocale,
    siteName: settings?.site || site.tenant.name,
    siteDescription,
    description: siteDescription,
    logo: settings?.image ?? null,
    image: settings?.image ?? null,
  };
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** sitemap.xml: one <url> per path and language, each naming all its language versions. */
export function sitemapXml(entries: { path: string; lastModified: Date | null }[], origin: string, languages: Languages): string {
  const urls = entries.flatMap(({ path, lastModified }) => {
    const alternates = languageAlternates(origin, path, languages);
    const links = Object.entries(alternates)
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
      .join('\n');
    const lastmod = lastModified ? `\n    <lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return languages.locales.map((locale) => `  <url>\n    <loc>${escapeXml(alternates[locale])}</loc>${lastmod}\n${links}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: every page may be crawled (private pages keep themselves out of the index with their
 * own noindex, which also covers their language-prefixed addresses); the JSON API is not a page.
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
