import { describe, expect, it } from 'vitest';
import { absoluteUrl, languageAlternates, pageMetadata, pathFromSegments, robotsTxt, siteOrigin, sitemapXml } from './seo';

const languages = { locales: ['en', 'es', 'de'] as const, defaultLocale: 'en' as const };
const langs = { locales: [...languages.locales], defaultLocale: languages.defaultLocale };

describe('siteOrigin', () => {
  it('serves local development hosts over http on the port, real domains over https', () => {
    expect(siteOrigin('harbour-law.localhost', 3000)).toBe('http://harbour-law.localhost:3000');
    expect(siteOrigin('localhost', 80)).toBe('http://localhost');
    expect(siteOrigin('127.0.0.1', 3100)).toBe('http://127.0.0.1:3100');
    expect(siteOrigin('www.harbourfinch.ie', 3000)).toBe('https://www.harbourfinch.ie');
  });
});

describe('absoluteUrl', () => {
  it('prefixes paths with the origin and keeps absolute http(s) URLs', () => {
    expect(absoluteUrl('https://a.test', '/demo/x.svg')).toBe('https://a.test/demo/x.svg');
    expect(absoluteUrl('https://a.test', 'https://cdn.test/x.png')).toBe('https://cdn.test/x.png');
  });
  it('refuses protocol-relative, other schemes and empty values', () => {
    expect(absoluteUrl('https://a.test', '//evil.test/x.png')).toBeNull();
    expect(absoluteUrl('https://a.test', 'javascript:alert(1)')).toBeNull();
    expect(absoluteUrl('https://a.test', null)).toBeNull();
  });
});

describe('pathFromSegments', () => {
  it('encodes each segment once', () => {
    expect(pathFromSegments(['guides', 'año nuevo'])).toBe('/guides/a%C3%B1o%20nuevo');
  });
});

describe('languageAlternates', () => {
  it('names every offered language and x-default, the default language without a prefix', () => {
    expect(languageAlternates('https://a.test', '/about', langs)).toEqual({
      en: 'https://a.test/about',
      es: 'https://a.test/es/about',
      de: 'https://a.test/de/about',
      'x-default': 'https://a.test/about',
    });
    expect(languageAlternates('https://a.test', '/', langs).es).toBe('https://a.test/es');
  });
});

describe('pageMetadata', () => {
  const base = { ...langs, host: 'harbour.test', siteName: 'Harbour & Finch', path: '/guide' };

  it('gives the canonical URL of the page in its own language and Open Graph for an article', () => {
    const meta = pageMetadata({
      ...base,
      locale: 'es',
      title: 'Guía',
      description: 'Una guía',
      image: '/demo/photo.svg',
      article: { publishedTime: new Date('2026-01-20T00:00:00Z'), authors: ['Eleanor Finch'] },
    });
    expect(meta.title).toBe('Guía');
    expect(meta.alternates?.canonical).toBe('https://harbour.test/es/guide');
    expect(meta.alternates?.languages).toMatchObject({ en: 'https://harbour.test/guide', 'x-default': 'https://harbour.test/guide' });
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      url: 'https://harbour.test/es/guide',
      siteName: 'Harbour & Finch',
      locale: 'es_ES',
      publishedTime: '2026-01-20T00:00:00.000Z',
      images: [{ url: 'https://harbour.test/demo/photo.svg' }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Guía' });
  });

  it('leaves the title to the layout on the home page and uses a plain summary card without an image', () => {
    const meta = pageMetadata({ ...base, path: '/', locale: 'en' });
    expect(meta.title).toBeUndefined();
    expect(meta.alternates?.canonical).toBe('https://harbour.test/');
    expect(meta.openGraph).toMatchObject({ type: 'website', title: 'Harbour & Finch' });
    expect(meta.twitter).toMatchObject({ card: 'summary' });
  });
});

describe('sitemapXml', () => {
  it('lists each path in every language with its alternates and last modification', () => {
    const xml = sitemapXml([{ path: '/a&b', lastModified: new Date('2026-02-01T10:00:00Z') }, { path: '/', lastModified: null }], 'https://x.test', langs);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).toContain('<loc>https://x.test/es/a&amp;b</loc>');
    expect(xml).toContain('<lastmod>2026-02-01T10:00:00.000Z</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.test/a&amp;b"/>');
    expect(xml).toContain('<loc>https://x.test/de</loc>');
  });
});

describe('robotsTxt', () => {
  it('allows crawling and points at the sitemap on the same origin', () => {
    const text = robotsTxt('https://x.test');
    expect(text).toContain('User-agent: *\nAllow: /');
    expect(text).toContain('Sitemap: https://x.test/sitemap.xml');
  });
});
