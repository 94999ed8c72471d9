// The contract between a page and the HTTP front: what src/server/site/seo.ts writes into a page
// that opts into shared caching is what the front's HTML cache reads back. The front may import the
// application; the application never imports the front (tests/integration/layers.test.ts).
import { describe, expect, it } from 'vitest';
import type { SiteContext } from '../src/server/site/context';
import { sharedPage, sharedResponseHeaders } from '../src/server/site/seo';
import { parseShareMarker, readShareMarker } from './html-cache.mjs';

describe('the opt-in into shared caching', () => {
  const site = { tenant: { id: '0b9d6c1e-5f7a-4d1c-9a44-2f0c7e1d3b21' } } as SiteContext;
  it('says what the custom server reads: the organisation tag and the shared lifetimes', () => {
    const content = String(sharedPage(site).other?.['sitewright-cache']);
    const expected = { tags: ['org-0b9d6c1e-5f7a-4d1c-9a44-2f0c7e1d3b21'], sMaxAge: 600, staleWhileRevalidate: 60 };
    expect(parseShareMarker(content)).toEqual(expected);
    // As Next.js renders metadata `other`: a <meta name content> in the head.
    expect(readShareMarker(`<html><head><meta name="sitewright-cache" content="${content}"/></head><body></body></html>`)).toEqual(expected);
    expect(parseShareMarker(sharedResponseHeaders(site)['sitewright-cache'])).toEqual(expected);
  });
});
