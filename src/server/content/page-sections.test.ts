import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '@/server/db/client';
import { log } from '@/server/log';
import { hasSections, loadHero, loadPageSections, NO_SECTIONS, sectionsTitle } from './page-sections';

// A database whose every query fails, as when the connection drops mid-request.
const broken = new Proxy({}, { get: () => () => { throw new Error('connection lost'); } }) as unknown as DbOrTx;

describe('loadPageSections and loadHero', () => {
  afterEach(() => vi.restoreAllMocks());

  it('render the page without sections when loading them fails, never throwing', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    await expect(loadPageSections(broken, { organizationId: 'org-broken', urlPage: '/about' })).resolves.toEqual(NO_SECTIONS);
    await expect(loadHero(broken, { organizationId: 'org-broken' })).resolves.toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
    expect(hasSections(NO_SECTIONS)).toBe(false);
  });
});

describe('sectionsTitle', () => {
  it('falls back to the last path segment in words', () => {
    expect(sectionsTitle(NO_SECTIONS, 'en', ['services', 'family-law'])).toBe('Family law');
  });
});
