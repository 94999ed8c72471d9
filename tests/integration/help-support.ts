// Shared set-up of the help widget's integration tests: two organisations on their own hosts, their
// people (signed in through the real auth endpoint), the demo FAQs of Brightstack on organisation A
// with a FAQ section on /pricing, and one help-centre article.
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { faqs, features, posts, templateSections } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import type { RouteHandler } from '@/server/http/route';
import { faqs as demoFaqs } from '@/server/seed/orgs/brightstack/commerce';
import { signIn } from '../support/auth';

export const A = 'help-a.localhost';
export const B = 'help-b.localhost';

export type Who = { cookie?: string; bearer?: string | null; origin?: string | null; host?: string };

/** Calls a route handler the way a browser on `who.host` (A unless named) would. */
export function call(handler: RouteHandler, method: string, url: string, who: Who = {}, body?: unknown, params: Record<string, string> = {}): Promise<Response> {
  const host = who.host ?? A;
  const headers: Record<string, string> = { host };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (who.cookie) headers.cookie = who.cookie;
  if (who.bearer) headers.authorization = `Bearer ${who.bearer}`;
  const origin = who.origin === undefined ? `http://${host}` : who.origin;
  if (origin && method !== 'GET' && method !== 'HEAD') headers.origin = origin;
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return handler(new Request(`http://${host}${url}`, { method, headers, body: payload }), { params: Promise.resolve(params) });
}

/** The `name=value` of a Set-Cookie for the visitor id, or '' when none was set. */
export function visitorCookieOf(response: Response): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith('sw_visitor='));
  return set ? set.split(';')[0] : '';
}

export type People = Record<'adminA' | 'editorA' | 'customerA' | 'otherCustomerA' | 'adminB', Who & { userId: string }>;

export async function setUpHelpSites(db: Db): Promise<{ orgA: string; orgB: string; people: People; articleSlug: string }> {
  const orgA = (await createOrganization(db, { slug: 'help-a', name: 'Help A' })).id;
  const orgB = (await createOrganization(db, { slug: 'help-b', name: 'Help B' })).id;
  const list = [
    ['adminA', 'admin@help-a.example', orgA, 'admin'],
    ['editorA', 'editor@help-a.example', orgA, 'editor'],
    ['customerA', 'ada@help-a.example', orgA, 'customer'],
    ['otherCustomerA', 'ben@help-a.example', orgA, 'customer'],
    ['adminB', 'admin@help-b.example', orgB, 'admin'],
  ] as const;
  const people = {} as People;
  for (const [key, email, org, role] of list) {
    const { userId } = await ensureAccount(db, { email, password: 'Passw0rdOK', name: key });
    await saveProfile(db, { organizationId: org, userId, username: key.toLowerCase(), email, role });
    people[key] = { ...(await signIn(org === orgA ? A : B, email, 'Passw0rdOK')), userId, host: org === orgA ? A : B };
  }
  await db.insert(faqs).values(demoFaqs.map((faq) => ({ ...faq, organizationId: orgA })));
  await db.insert(faqs).values({ organizationId: orgB, question: 'How do I reset my password?', answer: 'Organisation B has its own answer.' });
  await db.insert(templateSections).values({ organizationId: orgA, urlPage: '/pricing', layoutOrder: 20, sectionType: 'faq', sectionTitle: 'Pricing questions' });
  await db.insert(features).values({ organizationId: orgA, name: 'Preview deployments', nameTranslation: { es: 'Despliegues de prueba' }, description: 'Every pull request gets its own URL.', iconName: 'rocket' });
  const articleSlug = 'connect-a-custom-domain';
  await db.insert(posts).values({
    organizationId: orgA,
    slug: articleSlug,
    title: 'Connecting a custom domain',
    titleTranslation: { es: 'Conectar un dominio propio' },
    description: 'Point a CNAME record at your project and the certificate is issued within minutes.',
    descriptionTranslation: { es: 'Apunte un registro CNAME a su proyecto y el certificado se emite en minutos.' },
    content: '<p>Open <strong>Settings → Domains</strong>, add the domain, then create a CNAME record with your DNS provider.</p>',
    isHelpCenter: true,
  });
  return { orgA, orgB, people, articleSlug };
}
