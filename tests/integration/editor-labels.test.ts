// GET /api/editor/labels: the editing layer's labels in one language, the organisation's accent
// colour and its languages (default first), for the host's organisation's staff only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as labels } from '@/app/api/editor/labels/route';
import { accentClasses } from '@/lib/accent';
import { loadSiteAccent } from '@/server/site/accent';
import { resolveOrganizationByHost } from '@/server/tenancy/resolve';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const noParams = { params: Promise.resolve({}) };
const get = (host: string, locale: string, cookie?: string) =>
  labels(new Request(`http://${host}/api/editor/labels?locale=${locale}`, { headers: { host, ...(cookie ? { cookie } : {}) } }), noParams);

describe.each(DATABASE_KINDS)('GET /api/editor/labels on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
  });
  afterAll(() => database.dispose());

  it("answers staff with the labels in the language asked and their own site's accent", async () => {
    const admin = await signIn('sonnenklinik.localhost', 'admin@sonnenklinik.example', 'DemoAdmin123');
    const response = await get('sonnenklinik.localhost', 'de', admin.cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { editor: Record<string, string>; siteAccent: unknown; accent: string; languages: string[]; defaultLocale: string };
    expect(body.editor.staffBar).toBe('Bearbeitungswerkzeuge');
    const organization = (await resolveOrganizationByHost('sonnenklinik.localhost'))!;
    const accent = await loadSiteAccent(organization.id);
    expect(body.siteAccent).toEqual(accent);
    expect(body.accent).toBe(accentClasses(accent).cssColor);
    // The clinic writes German first and offers English and Spanish: the editors edit all three.
    expect(body.defaultLocale).toBe('de');
    expect(body.languages).toEqual(['de', 'en', 'es']);
  });

  it("sends the site's languages with its default first, whatever the language of the labels", async () => {
    const admin = await signIn('harbour-law.localhost', 'admin@harbour-law.example', 'DemoAdmin123');
    const body = (await (await get('harbour-law.localhost', 'es', admin.cookie)).json()) as { languages: string[]; defaultLocale: string };
    const organization = (await resolveOrganizationByHost('harbour-law.localhost'))!;
    expect(body.defaultLocale).toBe(organization.defaultLocale);
    expect(body.languages[0]).toBe(organization.defaultLocale);
    expect([...body.languages].sort()).toEqual([...organization.locales].sort());
    expect(body.languages).toEqual(['en', 'es', 'de']);
  });

  it("refuses visitors, customers, other organisations' staff and unknown languages", async () => {
    expect((await get('sonnenklinik.localhost', 'de')).status).toBe(401);
    const customer = await signIn('sonnenklinik.localhost', 'customer@sonnenklinik.example', 'DemoCustomer123');
    expect((await get('sonnenklinik.localhost', 'de', customer.cookie)).status).toBe(403);
    const other = await signIn('brightstack.localhost', 'admin@brightstack.example', 'DemoAdmin123');
    expect((await get('sonnenklinik.localhost', 'de', other.cookie)).status).toBe(403);
    const admin = await signIn('sonnenklinik.localhost', 'admin@sonnenklinik.example', 'DemoAdmin123');
    const bad = await get('sonnenklinik.localhost', 'xx', admin.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: expect.any(String), details: expect.any(Object) });
  });
});
