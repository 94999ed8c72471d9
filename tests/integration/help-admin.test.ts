// The assistant's settings and question log for admins (/admin/ai/management, PUT /api/admin/assistant),
// and what the help widget reads (GET /api/help/widget): only this organisation's admins may change
// the settings; a change goes through the one write path, so the widget's cached answer shows it on
// the very next request; the questions are listed newest first, a page at a time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as settingsGet, PUT as settingsPut } from '@/app/api/admin/assistant/route';
import { POST as askPost } from '@/app/api/help/assistant/route';
import { POST as openPost } from '@/app/api/help/conversations/route';
import { GET as widgetGet } from '@/app/api/help/widget/route';
import { assistantQuestions, faqs, rateLimits } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { listAssistantQuestions, QUESTIONS_PER_PAGE } from '@/server/assistant/questions';
import type { HelpWidgetResponse } from '@/schemas/help-widget';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { call, setUpHelpSites, visitorCookieOf, type People, type Who } from './help-support';

describe.each(DATABASE_KINDS)('the assistant’s admin on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  let orgB: string;
  let people: People;
  let articleSlug: string;

  const put = (body: unknown, who: Who) => call(settingsPut, 'PUT', '/api/admin/assistant', who, body);
  const widget = async (locale = 'en', who: Who = {}) => {
    const response = await call(widgetGet, 'GET', `/api/help/widget?locale=${locale}`, who);
    expect(response.status).toBe(200);
    return (await response.json()) as HelpWidgetResponse;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ orgA, orgB, people, articleSlug } = await setUpHelpSites(database.db));
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });

  it('lets only this organisation’s admins read and change the settings', async () => {
    const body = { enabled: true, greeting: 'Hello', greeting_translation: {} };
    expect((await put(body, {})).status).toBe(401);
    expect((await put(body, people.customerA)).status).toBe(403);
    expect((await put(body, people.editorA)).status).toBe(403);
    // An admin elsewhere is nobody here, by cookie or by bearer.
    expect((await put(body, { cookie: people.adminB.cookie })).status).toBe(403);
    expect((await put(body, { bearer: people.adminB.bearer })).status).toBe(403);
    expect((await call(settingsGet, 'GET', '/api/admin/assistant', people.editorA)).status).toBe(403);
    const mine = await call(settingsGet, 'GET', '/api/admin/assistant', people.adminA);
    expect(await mine.json()).toEqual({ enabled: true, greeting: '', greeting_translation: {} });
  });

  it('shows the widget the product’s greeting until the admin writes one, then the admin’s, at once, per language', async () => {
    clearAllMemo();
    const before = await widget();
    expect(before.assistant).toEqual({ enabled: true, greeting: "Hi! I'm the Help A assistant. Ask me anything about our products and services." });
    expect((await widget('es')).assistant.greeting).toBe('¡Hola! Soy el asistente de Help A. Pregúntame lo que quieras sobre nuestros productos y servicios.');

    // No cache clearing by hand: the write path drops the widget's cached answer.
    const saved = await put({ enabled: true, greeting: '  Welcome to Help A!  ', greeting_translation: { es: '¡Bienvenido!', de: '' } }, people.adminA);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ enabled: true, greeting: 'Welcome to Help A!', greeting_translation: { es: '¡Bienvenido!' } });
    expect((await widget()).assistant.greeting).toBe('Welcome to Help A!');
    expect((await widget('es')).assistant.greeting).toBe('¡Bienvenido!');
    // An empty translation is no translation: German reads the greeting itself.
    expect((await widget('de')).assistant.greeting).toBe('Welcome to Help A!');

    expect((await put({ enabled: false, greeting: 'Welcome to Help A!' }, { bearer: people.adminA.bearer })).status).toBe(200);
    expect((await widget()).assistant.enabled).toBe(false);
    expect((await call(askPost, 'POST', '/api/help/assistant', {}, { question: 'Is there a free trial?', locale: 'en' })).status).toBe(403);
    expect((await put({ enabled: true, greeting: '' }, people.adminA)).status).toBe(200);
    expect((await widget()).assistant.enabled).toBe(true);
  });

  it('refuses bad settings with 400 and a cross-site cookie write with 403', async () => {
    for (const body of [{ enabled: 'yes', greeting: '' }, { greeting: 'x' }, { enabled: true, greeting: 'x'.repeat(301) }, { enabled: true, greeting: '', greeting_translation: { xx: 'hi' } }, { enabled: true, greeting: 'nul\u0000' }]) {
      expect((await put(body, people.adminA)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await put({ enabled: true, greeting: '' }, { cookie: people.adminA.cookie, origin: 'http://evil.example' })).status).toBe(403);
  });

  it('gives the widget the FAQs (sanitised), features and help-centre articles in the visitor’s language, briefly cacheable', async () => {
    await database.db.update(faqs).set({ answer: 'Yes: <strong>fourteen days</strong>.<script>alert(1)</script><img src=x onerror=alert(1)>' }).where(eq(faqs.question, 'Is there a free trial?'));
    const response = await call(widgetGet, 'GET', '/api/help/widget?locale=es');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    // The direct update above bypassed the write path on purpose: the Spanish translation is what shows.
    const spanish = (await response.json()) as HelpWidgetResponse;
    expect(spanish.faq[0]).toMatchObject({ question: '¿Hay prueba gratuita?', answer: 'Sí: catorce días del plan Team, sin tarjeta.' });
    expect(spanish.features).toEqual([{ id: expect.any(String), name: 'Despliegues de prueba', description: 'Every pull request gets its own URL.', icon_name: 'rocket' }]);
    expect(spanish.articles).toEqual([{ id: expect.any(String), title: 'Conectar un dominio propio', excerpt: 'Apunte un registro CNAME a su proyecto y el certificado se emite en minutos.', href: `/es/${articleSlug}` }]);
    clearAllMemo();
    const english = await widget();
    expect(english.faq[0].answer).toContain('<strong>fourteen days</strong>');
    expect(english.faq[0].answer).not.toMatch(/script|onerror/);
    expect(english.articles[0].href).toBe(`/${articleSlug}`);
    expect(english.faq.length).toBe(9);
    expect((await call(widgetGet, 'GET', '/api/help/widget?locale=xx')).status).toBe(400);
    // HEAD answers like GET.
    expect((await call(widgetGet, 'HEAD', '/api/help/widget')).status).toBe(200);
  });

  it('lists the questions newest first, a page at a time, with sources and the ticket a person took', async () => {
    await database.db.delete(assistantQuestions);
    const asked = await call(askPost, 'POST', '/api/help/assistant', {}, { question: 'How do I reset my password?', locale: 'en' });
    const visitor = visitorCookieOf(asked);
    const { question_id } = await asked.json();
    await call(askPost, 'POST', '/api/help/assistant', { cookie: visitor }, { question: 'Do you sell hats?', locale: 'en' });
    const handed = await call(openPost, 'POST', '/api/help/conversations', { cookie: visitor }, { name: 'Vera', email: 'vera@example.com', message: 'Please help', locale: 'en', question_id });
    const { id: ticketId } = await handed.json();

    const { entries, total, pages } = await listAssistantQuestions(database.db, { organizationId: orgA, page: 1 });
    expect(total).toBe(2);
    expect(pages).toBe(1);
    expect(entries.map((e) => [e.question, e.answered, e.handed_to_human, e.ticket_id])).toEqual([
      ['Do you sell hats?', false, false, null],
      ['How do I reset my password?', true, true, ticketId],
    ]);
    expect(entries[1].sources).toEqual([{ title: 'How do I reset my password?', href: '/pricing' }]);
    // Another organisation's log is its own.
    expect((await listAssistantQuestions(database.db, { organizationId: orgB, page: 1 })).total).toBe(0);

    await database.db.insert(assistantQuestions).values(
      Array.from({ length: QUESTIONS_PER_PAGE + 3 }, (_, i) => ({ organizationId: orgA, question: `Old question ${i}`, locale: 'en', answered: false, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })),
    );
    const second = await listAssistantQuestions(database.db, { organizationId: orgA, page: 2 });
    expect(second.pages).toBe(2);
    // 30 questions: the second page holds the five oldest, still newest first.
    expect(second.entries.map((e) => e.question)).toEqual(['Old question 4', 'Old question 3', 'Old question 2', 'Old question 1', 'Old question 0']);
  });
});
