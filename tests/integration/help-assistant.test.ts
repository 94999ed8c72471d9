// The help widget's assistant (issue 12 §6): answers from the organisation's own FAQs and posts with
// full-text search in the visitor's language, cites the pages used, says so when nothing matches,
// reads the live tables (an edit shows in the very next answer), logs every question, never calls
// out without a configured endpoint, and gives the endpoint, when there is one, the passages only.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as askPost } from '@/app/api/help/assistant/route';
import { GET as widgetGet } from '@/app/api/help/widget/route';
import { assistantQuestions, assistantSettings, faqs, rateLimits } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { askModel, modelEndpoint } from '@/server/assistant/model';
import { citable, MIN_RANK, searchableText, textSearchConfig, type Passage } from '@/server/assistant/search';
import type { AssistantAnswerResponse, HelpWidgetResponse } from '@/schemas/help-widget';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { B, call, setUpHelpSites, visitorCookieOf, type Who } from './help-support';

const NO_MATCH_EN = "I couldn't find this in our help pages. Would you like to talk to a person?";

describe('the text-search configuration per language', () => {
  it('uses the language’s own stemming where PostgreSQL has one and splits on spaces otherwise', () => {
    expect(textSearchConfig('en')).toBe('english');
    expect(textSearchConfig('es')).toBe('spanish');
    expect(textSearchConfig('nl')).toBe('dutch');
    expect(['ja', 'zh', 'pl'].map((l) => textSearchConfig(l as 'ja'))).toEqual(['simple', 'simple', 'simple']);
  });

  it('cuts Japanese and Chinese into words, leaving out particles and question words', () => {
    expect(searchableText('パスワードをリセットするにはどうすればいいですか？', 'ja')).toBe('パスワード リセット');
    expect(searchableText('如何重置密码？', 'zh').split(' ')).toEqual(expect.arrayContaining(['密码']));
    expect(searchableText('如何重置密码？', 'zh')).not.toContain('如何');
    expect(searchableText('Reset my password?', 'en')).toBe('Reset my password?');
  });

  it('cites only passages over the threshold and near the best', () => {
    const at = (rank: number, id: string) => ({ id, rank }) as Passage;
    expect(citable([at(MIN_RANK - 0.01, 'a')])).toEqual([]);
    expect(citable([at(0.61, 'a'), at(0.3, 'b')]).map((p) => p.id)).toEqual(['a']);
    expect(citable([at(0.61, 'a'), at(0.55, 'b'), at(0.52, 'c')]).map((p) => p.id)).toEqual(['a', 'b']);
  });
});

describe.each(DATABASE_KINDS)('the help assistant on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  let articleSlug: string;
  const ask = (body: unknown, who: Who = {}) => call(askPost, 'POST', '/api/help/assistant', who, body);
  const answerOf = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as AssistantAnswerResponse;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ orgA, articleSlug } = await setUpHelpSites(database.db));
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });
  afterEach(() => vi.restoreAllMocks());

  it('answers a demo FAQ in English and cites the page that shows the FAQs', async () => {
    const answer = await answerOf(await ask({ question: 'How do I reset my password?', locale: 'en' }));
    expect(answer.answered).toBe(true);
    expect(answer.answer).toContain('Forgot password?');
    expect(answer.answer).not.toMatch(/<[a-z]/);
    expect(answer.sources).toEqual([{ title: 'How do I reset my password?', href: '/pricing' }]);
    expect(answer.question_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers in Spanish from the Spanish texts, with the locale prefix on the cited page', async () => {
    const answer = await answerOf(await ask({ question: '¿Puedo obtener un reembolso?', locale: 'es' }));
    expect(answer.answered).toBe(true);
    expect(answer.answer).toContain('le reembolsamos ese pago íntegramente');
    expect(answer.sources).toEqual([{ title: '¿Puedo obtener un reembolso?', href: '/es/pricing' }]);
  });

  it('answers from a help-centre post and cites the post’s address', async () => {
    const answer = await answerOf(await ask({ question: 'custom domain CNAME', locale: 'en' }));
    expect(answer.answered).toBe(true);
    expect(answer.answer).toContain('Point a CNAME record');
    expect(answer.sources).toEqual([{ title: 'Connecting a custom domain', href: `/${articleSlug}` }]);
    const spanish = await answerOf(await ask({ question: 'dominio propio', locale: 'es' }));
    expect(spanish.sources).toEqual([{ title: 'Conectar un dominio propio', href: `/es/${articleSlug}` }]);
  });

  it('says honestly when nothing matches, offers a person, in the visitor’s language', async () => {
    const none = await answerOf(await ask({ question: 'What is the weather like on Mars?', locale: 'en' }));
    expect(none).toMatchObject({ answered: false, answer: NO_MATCH_EN, sources: [] });
    const onlyStopWords = await answerOf(await ask({ question: 'how is it?', locale: 'en' }));
    expect(onlyStopWords.answered).toBe(false);
    const german = await answerOf(await ask({ question: 'Wie ist das Wetter auf dem Mars?', locale: 'de' }));
    expect(german.answer).toBe('Dazu habe ich in unseren Hilfeseiten nichts gefunden. Möchten Sie mit einem Menschen sprechen?');
    // One shared word is not an answer: "password" alone in a longer question about something else.
    const partial = await answerOf(await ask({ question: 'Which password manager browser extension do you recommend?', locale: 'en' }));
    expect(partial.answered).toBe(false);
  });

  it('reads search syntax and odd characters in a question as words, never as a 500', async () => {
    for (const question of ["what's a \\ 'quote' & | ! <-> :* (", '"reset password" -trial OR', '\\\\', 'パスワードをリセットするには？', "l'essai gratuit d'abord"]) {
      const response = await ask({ question, locale: question.startsWith('パ') ? 'ja' : 'fr' });
      expect(response.status, question).toBe(200);
    }
    expect((await answerOf(await ask({ question: '"reset password"', locale: 'en' }))).answered).toBe(true);
  });

  it('never answers from another organisation’s FAQs', async () => {
    const answer = await answerOf(await ask({ question: 'How do I reset my password?', locale: 'en' }, { host: B }));
    expect(answer.answer).toBe('Organisation B has its own answer.');
  });

  it('reads the live tables: an edited answer is the next answer, a hidden FAQ is no longer found', async () => {
    const where = and(eq(faqs.organizationId, orgA), eq(faqs.question, 'Do you charge per seat?'));
    expect((await answerOf(await ask({ question: 'Do you charge per seat?', locale: 'en' }))).answer).toContain('unlimited team members');
    await database.db.update(faqs).set({ answer: 'No. Plans are priced per workspace, never per seat.' }).where(where);
    expect((await answerOf(await ask({ question: 'Do you charge per seat?', locale: 'en' }))).answer).toBe('No. Plans are priced per workspace, never per seat.');
    await database.db.update(faqs).set({ isDisplayed: false }).where(where);
    expect((await answerOf(await ask({ question: 'Do you charge per seat?', locale: 'en' }))).answered).toBe(false);
    await database.db.update(faqs).set({ isDisplayed: true }).where(where);
  });

  it('logs every question with its language, outcome, sources and asker, and gives the browser a visitor id', async () => {
    const response = await ask({ question: 'Is there a free trial?', locale: 'en' });
    const visitor = visitorCookieOf(response);
    expect(visitor).toMatch(/^sw_visitor=[A-Za-z0-9_-]{24}$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { question_id } = await answerOf(response);
    const [row] = await database.db.select().from(assistantQuestions).where(eq(assistantQuestions.id, question_id));
    expect(row).toMatchObject({ organizationId: orgA, question: 'Is there a free trial?', locale: 'en', answered: true, handedToHuman: false, ticketId: null, userId: null });
    expect(row.visitorId).toBe(visitor.split('=')[1]);
    expect(row.sources).toEqual([{ title: 'Is there a free trial?', href: '/pricing' }]);
    // A browser that has an id keeps it: no new cookie.
    expect(visitorCookieOf(await ask({ question: 'Is there a free trial?', locale: 'en' }, { cookie: visitor }))).toBe('');
  });

  it('does not call out when no model endpoint is configured: the answer is the passage itself', async () => {
    expect(modelEndpoint()).toBeNull();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const answer = await answerOf(await ask({ question: 'Where is my data stored?', locale: 'en' }));
    expect(answer.answer).toBe('In the EU (Frankfurt) or US (Virginia) region, chosen when you create a workspace.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses bad input with 400 and nothing logged, and a switched-off assistant with 403', async () => {
    const before = (await database.db.select().from(assistantQuestions)).length;
    for (const body of [{ question: '', locale: 'en' }, { question: '   ', locale: 'en' }, { question: 'x'.repeat(501), locale: 'en' }, { question: 'Hi', locale: 'xx' }, { question: 5, locale: 'en' }, { locale: 'en' }]) {
      expect((await ask(body)).status).toBe(400);
    }
    expect((await ask({ question: 'nul\u0000byte', locale: 'en' })).status).toBe(400);
    // A browser's cookie-carrying request sent from another site's page.
    expect((await ask({ question: 'Hi', locale: 'en' }, { origin: 'http://evil.example', cookie: 'sw_visitor=AAAAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(403);
    expect((await database.db.select().from(assistantQuestions)).length).toBe(before);

    await database.db.insert(assistantSettings).values({ organizationId: orgA, enabled: false });
    clearAllMemo();
    const off = await ask({ question: 'How do I reset my password?', locale: 'en' });
    expect(off.status).toBe(403);
    expect(await off.json()).toEqual({ error: 'The assistant is switched off on this site', enabled: false });
    const widget = (await (await call(widgetGet, 'GET', '/api/help/widget?locale=en')).json()) as HelpWidgetResponse;
    expect(widget.assistant.enabled).toBe(false);
    await database.db.delete(assistantSettings);
    clearAllMemo();
  });

  it('gives a configured model endpoint the question and the passages only, and uses its answer', async () => {
    const received: { auth?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
    const server = createServer((request: IncomingMessage, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        received.push({ auth: request.headers.authorization, body: JSON.parse(text) });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ choices: [{ message: { content: 'Use “Forgot password?” on the sign-in page.' } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
    try {
      const passages = [{ title: 'How do I reset my password?', text: 'Choose “Forgot password?” on the sign-in page.' }];
      const answer = await askModel({ url, key: 'test-key', model: 'tiny' }, { question: 'reset password', locale: 'en', passages });
      expect(answer).toBe('Use “Forgot password?” on the sign-in page.');
      expect(received[0].auth).toBe('Bearer test-key');
      expect(received[0].body.model).toBe('tiny');
      expect(received[0].body.messages[1].content).toBe('Passages:\n[1] How do I reset my password?\nChoose “Forgot password?” on the sign-in page.\n\nQuestion: reset password');
      // A model that cannot be reached leaves the caller to answer with the passages.
      await new Promise<void>((resolve) => server.close(() => resolve()));
      expect(await askModel({ url, key: undefined, model: 'tiny' }, { question: 'x', locale: 'en', passages })).toBeUndefined();
    } finally {
      server.close();
    }
  });
});
