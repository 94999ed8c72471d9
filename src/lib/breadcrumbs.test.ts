import { describe, expect, it } from 'vitest';
import { ORGANIZATION_TYPES } from '@/lib/enums';
import { UI_LOCALES } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/messages';
import { buildBreadcrumbs, segmentLabel, truncateLabel, typeLabelKeys, visitorPath, type CrumbLabels } from './breadcrumbs';

const labels: CrumbLabels = { home: 'Home', products: 'Practice areas', blog: 'Legal insights' };

describe('buildBreadcrumbs', () => {
  it('shows none on the home page, with or without a language prefix', () => {
    expect(buildBreadcrumbs('/', labels)).toBeNull();
    expect(buildBreadcrumbs('/es', labels)).toBeNull();
    expect(buildBreadcrumbs('/es/', labels)).toBeNull();
  });

  it('starts with Home and gives one crumb per segment, the last one current', () => {
    expect(buildBreadcrumbs('/services/family-law', labels)).toEqual([
      { label: 'Home', href: '/', current: false },
      { label: 'Services', href: '/services', current: false },
      { label: 'Family law', href: '/services/family-law', current: true },
    ]);
  });

  it('keeps the language prefix in every link', () => {
    const crumbs = buildBreadcrumbs('/es/about/team', labels);
    expect(crumbs?.map((c) => c.href)).toEqual(['/es', '/es/about', '/es/about/team']);
  });

  it('uses the organisation type words for products and blog', () => {
    const crumbs = buildBreadcrumbs('/de/blog/products', { home: 'Startseite', products: 'Behandlungen', blog: 'Gesundheitstipps' });
    expect(crumbs?.map((c) => c.label)).toEqual(['Startseite', 'Gesundheitstipps', 'Behandlungen']);
  });

  it('names the product’s own routes in the page’s language and leaves organisation pages to their slug', () => {
    const german = { home: 'Startseite', products: 'Behandlungen', blog: 'Gesundheitstipps', routes: { account: 'Konto', tickets: 'Anfragen', 'reset-password': 'Passwort zurücksetzen' } };
    expect(buildBreadcrumbs('/de/account/profile/tickets', german)?.map((c) => c.label)).toEqual(['Startseite', 'Konto', 'Profile', 'Anfragen']);
    expect(buildBreadcrumbs('/de/reset-password', german)?.map((c) => c.label)).toEqual(['Startseite', 'Passwort zurücksetzen']);
    expect(buildBreadcrumbs('/de/ueber-uns', german)?.map((c) => c.label)).toEqual(['Startseite', 'Ueber uns']);
    const withDetail = { ...german, routes: { ...german.routes, admin: 'Verwaltung', outbox: 'Postausgang' }, detail: 'Details' };
    expect(buildBreadcrumbs('/de/admin/outbox/b1e81dd5-0c77-4316-a1b2-0123456789ab', withDetail)?.map((c) => c.label)).toEqual(['Startseite', 'Verwaltung', 'Postausgang', 'Details']);
  });

  it('reads the visitor path back from the internal /sites rewrite', () => {
    expect(visitorPath('/sites/harbour-law.localhost/default/about')).toBe('/about');
    expect(visitorPath('/sites/harbour-law.localhost/es/about')).toBe('/es/about');
    expect(visitorPath('/sites/harbour-law.localhost/es')).toBe('/es');
    expect(visitorPath('/about')).toBe('/about');
    expect(buildBreadcrumbs('/sites/x.localhost/default', labels)).toBeNull();
  });
});

describe('segment labels', () => {
  it('capitalises and turns hyphens into spaces', () => {
    expect(segmentLabel('family-law', labels)).toBe('Family law');
    expect(segmentLabel('%C3%BCber-uns', labels)).toBe('Über uns');
    expect(segmentLabel('a--b', labels)).toBe('A b');
  });

  it('cuts labels over 20 characters with an ellipsis', () => {
    expect(truncateLabel('12345678901234567890')).toBe('12345678901234567890');
    expect(truncateLabel('123456789012345678901')).toBe('12345678901234567890…');
    expect(segmentLabel('how-to-prepare-for-your-first-consultation', labels)).toBe('How to prepare for y…');
    expect(segmentLabel('property-conveyancing', labels)).toBe('Property conveyancin…');
  });
});

describe('organisation type labels', () => {
  it('exist for all 21 types in every UI language', () => {
    for (const locale of UI_LOCALES) {
      const t = getTranslator(locale);
      for (const type of ORGANIZATION_TYPES) {
        const keys = typeLabelKeys(type);
        expect(t(`chrome.${keys.products}`)).not.toBe(`chrome.${keys.products}`);
        expect(t(`chrome.${keys.blog}`)).not.toBe(`chrome.${keys.blog}`);
      }
    }
  });

  it('speak each trade’s language', () => {
    const en = getTranslator('en');
    const words = (type: (typeof ORGANIZATION_TYPES)[number], t = en) => [t(`chrome.${typeLabelKeys(type).products}`), t(`chrome.${typeLabelKeys(type).blog}`)];
    expect(words('solicitor')).toEqual(['Practice areas', 'Legal insights']);
    expect(words('doctor')).toEqual(['Treatments', 'Health advice']);
    expect(words('software')).toEqual(['Products', 'Blog']);
    expect(words('realestate')).toEqual(['Properties', 'Market news']);
    expect(words('doctor', getTranslator('de'))).toEqual(['Behandlungen', 'Gesundheitstipps']);
    expect(words('solicitor', getTranslator('es'))).toEqual(['Áreas de práctica', 'Análisis jurídico']);
  });
});
