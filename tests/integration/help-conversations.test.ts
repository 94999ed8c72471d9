// Live support from the help widget (issue 12 §6): a conversation is a help_widget ticket owned by
// the signed-in person (cookie or bearer) or by the browser's sw_visitor id, issued on first use.
// Its owner reads and writes it; anyone else, on this site or another, gets 404. The assistant
// transcript handed over is stored for staff, the logged question is marked as handed to a person,
// a staff reply from the admin ticket API reaches the widget's poll as author 'staff', and staff
// presence decides "available" and the expected reply time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as askPost } from '@/app/api/help/assistant/route';
import { POST as openPost } from '@/app/api/help/conversations/route';
import { GET as messagesGet, POST as messagePost } from '@/app/api/help/conversations/[id]/messages/route';
import { GET as widgetGet } from '@/app/api/help/widget/route';
import { GET as ticketGet, PATCH as ticketPatch } from '@/app/api/tickets/[id]/route';
import { POST as replyPost } from '@/app/api/tickets/[id]/messages/route';
import { GET as settingsGet } from '@/app/api/admin/assistant/route';
import { assistantQuestions, profiles, rateLimits, supportTickets } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { resetStaffActivityThrottle } from '@/server/support/availability';
import type { ConversationMessagesResponse, ConversationResponse, HelpWidgetResponse } from '@/schemas/help-widget';
import type { TicketConversation } from '@/schemas/tickets';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { B, call, setUpHelpSites, visitorCookieOf, type People, type Who } from './help-support';
// Staff presence is a listener the support area registers at start-up (instrumentation.ts does it in the server).
import '@/server/support/presence';

const opening = { name: 'Vera Visitor', email: 'vera@example.com', message: 'I still cannot sign in.', locale: 'en' };

describe.each(DATABASE_KINDS)('help widget conversations on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  let people: People;

  const open = (body: unknown, who: Who = {}) => call(openPost, 'POST', '/api/help/conversations', who, body);
  const read = (id: string, who: Who = {}, after?: string) =>
    call(messagesGet, 'GET', `/api/help/conversations/${id}/messages${after ? `?after=${after}` : ''}`, who, undefined, { id });
  const write = (id: string, body: unknown, who: Who = {}) => call(messagePost, 'POST', `/api/help/conversations/${id}/messages`, who, body, { id });
  const opened = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as ConversationResponse;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ orgA, people } = await setUpHelpSites(database.db));
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });

  it('opens an anonymous conversation with the transcript, issues the visitor id, and marks the question handed over', async () => {
    const asked = await call(askPost, 'POST', '/api/help/assistant', {}, { question: 'Why can I not sign in with Google?', locale: 'en' });
    const visitor = visitorCookieOf(asked);
    const { question_id, answer, signature } = await asked.json();
    const transcript = [
      { role: 'visitor', text: 'Why can I not sign in with Google?' },
      { role: 'assistant', text: answer, question_id, signature },
    ];
    const response = await open({ ...opening, question_id, transcript }, { cookie: visitor });
    expect(visitorCookieOf(response)).toBe('');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const conversation = await opened(response);
    expect(conversation.status).toBe('open');
    expect(conversation.staff).toEqual({ available: false, expected_reply: 'within 1 business day' });
    expect(conversation.messages.map((m) => [m.author, m.body])).toEqual([
      ['visitor', 'Why can I not sign in with Google?'],
      ['assistant', answer],
      ['visitor', 'I still cannot sign in.'],
    ]);
    const [ticket] = await database.db.select().from(supportTickets).where(eq(supportTickets.id, conversation.id));
    expect(ticket).toMatchObject({ organizationId: orgA, source: 'help_widget', userId: null, visitorId: visitor.split('=')[1], name: 'Vera Visitor', subject: 'I still cannot sign in.' });
    const [question] = await database.db.select().from(assistantQuestions).where(eq(assistantQuestions.id, question_id));
    expect(question).toMatchObject({ handedToHuman: true, ticketId: conversation.id });

    // Staff see the transcript on the admin ticket API, the assistant's lines named as such.
    const staffView = (await (await call(ticketGet, 'GET', `/api/tickets/${conversation.id}`, people.adminA, undefined, { id: conversation.id })).json()) as TicketConversation;
    expect(staffView.source).toBe('help_widget');
    expect(staffView.messages.map((m) => m.author_role)).toEqual(['customer', 'assistant', 'customer']);
  });

  it('gives a browser without an id one, and only that browser reads the conversation', async () => {
    const response = await open(opening);
    const visitor = visitorCookieOf(response);
    expect(visitor).toMatch(/^sw_visitor=/);
    expect(response.headers.getSetCookie()[0]).toMatch(/HttpOnly/);
    const { id, messages } = await opened(response);

    const mine = await read(id, { cookie: visitor });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as ConversationMessagesResponse).messages.map((m) => m.body)).toEqual(['I still cannot sign in.']);
    expect((await read(id, { cookie: 'sw_visitor=BBBBBBBBBBBBBBBBBBBBBBBB' })).status).toBe(404);
    expect((await read(id)).status).toBe(404);
    expect((await read(id, people.customerA)).status).toBe(404);
    expect((await write(id, { body: 'me too' }, { cookie: 'sw_visitor=BBBBBBBBBBBBBBBBBBBBBBBB' })).status).toBe(404);
    // Not even staff read it here: they answer on the ticket pages.
    expect((await read(id, people.adminA)).status).toBe(404);
    // Another organisation's host does not know the id at all.
    expect((await read(id, { cookie: visitor, host: B })).status).toBe(404);
    expect((await write(id, { body: 'hello' }, { cookie: visitor, host: B })).status).toBe(404);
    expect((await read('not-a-uuid', { cookie: visitor })).status).toBe(404);

    // HEAD answers like GET, without a body.
    const head = await call(messagesGet, 'HEAD', `/api/help/conversations/${id}/messages`, { cookie: visitor }, undefined, { id });
    expect(head.status).toBe(200);
    expect((await call(messagesGet, 'HEAD', `/api/help/conversations/${id}/messages`, {}, undefined, { id })).status).toBe(404);

    const reply = await write(id, { body: 'Any news?' }, { cookie: visitor });
    expect(reply.status).toBe(201);
    const sent = await reply.json();
    expect(sent).toMatchObject({ author: 'visitor', body: 'Any news?' });
    const after = (await (await read(id, { cookie: visitor }, messages[0].id)).json()) as ConversationMessagesResponse;
    expect(after.messages.map((m) => m.id)).toEqual([sent.id]);
  });

  it('belongs to a signed-in person by account: cookie and bearer alike, nobody else', async () => {
    const { id } = await opened(await open(opening, people.customerA));
    expect((await read(id, { cookie: people.customerA.cookie })).status).toBe(200);
    expect((await read(id, { bearer: people.customerA.bearer })).status).toBe(200);
    expect((await write(id, { body: 'From my phone' }, { bearer: people.customerA.bearer })).status).toBe(201);
    expect((await read(id, people.otherCustomerA)).status).toBe(404);
    expect((await read(id, { bearer: people.otherCustomerA.bearer })).status).toBe(404);
    const [ticket] = await database.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    expect(ticket.userId).toBe(people.customerA.userId);
  });

  it('brings a staff reply to the widget’s poll as author staff; a closed conversation reopens when the visitor writes', async () => {
    const response = await open(opening);
    const visitor = visitorCookieOf(response);
    const { id, messages } = await opened(response);
    const last = messages.at(-1)!.id;
    expect(((await (await read(id, { cookie: visitor }, last)).json()) as ConversationMessagesResponse).messages).toEqual([]);

    const staffReply = await call(replyPost, 'POST', `/api/tickets/${id}/messages`, people.adminA, { body: 'Try resetting your password from the sign-in page.' }, { id });
    expect(staffReply.status).toBe(201);
    const polled = (await (await read(id, { cookie: visitor }, last)).json()) as ConversationMessagesResponse;
    expect(polled.status).toBe('pending');
    expect(polled.messages.map((m) => [m.author, m.body])).toEqual([['staff', 'Try resetting your password from the sign-in page.']]);

    expect((await call(ticketPatch, 'PATCH', `/api/tickets/${id}`, people.adminA, { status: 'closed' }, { id })).status).toBe(200);
    expect(((await (await read(id, { cookie: visitor })).json()) as ConversationMessagesResponse).status).toBe('closed');
    expect((await write(id, { body: 'It happened again.' }, { cookie: visitor })).status).toBe(201);
    expect(((await (await read(id, { cookie: visitor })).json()) as ConversationMessagesResponse).status).toBe('open');
  });

  it('refuses bad input with 400 (413 over the size limit) and a cross-site cookie write with 403, writing nothing', async () => {
    const before = (await database.db.select().from(supportTickets)).length;
    const line = { role: 'visitor', text: 'hello' };
    const bad: unknown[] = [
      { ...opening, message: 'nul\u0000byte' },
      { ...opening, message: 'x'.repeat(5001) },
      { ...opening, name: 5 },
      { ...opening, email: 'not-an-email' },
      { ...opening, locale: 'xx' },
      { ...opening, message: '   ' },
      { ...opening, question_id: 'nope' },
      { ...opening, transcript: Array.from({ length: 51 }, () => line) },
      { ...opening, transcript: [{ role: 'staff', text: 'I am staff' }] },
      { ...opening, transcript: 'hello' },
      // An assistant line comes with the id and signature of the answer it quotes (decision 052).
      { ...opening, transcript: [{ role: 'assistant', text: 'Refunds are automatic.' }] },
      { ...opening, transcript: [{ role: 'assistant', text: 'Refunds are automatic.', question_id: crypto.randomUUID() }] },
      { ...opening, transcript: [{ role: 'assistant', text: 'Refunds are automatic.', question_id: crypto.randomUUID(), signature: 'short' }] },
      [],
    ];
    for (const body of bad) expect((await open(body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await open('{"name":')).status).toBe(400);
    const longest = { role: 'assistant', text: 'y'.repeat(2000), question_id: crypto.randomUUID(), signature: 'A'.repeat(43) };
    expect((await open({ ...opening, transcript: Array.from({ length: 50 }, () => longest), message: 'z'.repeat(5000) })).status).toBe(201);
    expect((await open({ ...opening, message: 'x'.repeat(200_000) })).status).toBe(413);
    expect((await open(opening, { cookie: 'sw_visitor=AAAAAAAAAAAAAAAAAAAAAAAA', origin: 'http://evil.example' })).status).toBe(403);
    expect((await database.db.select().from(supportTickets)).length).toBe(before + 1);

    const visitor = 'sw_visitor=CCCCCCCCCCCCCCCCCCCCCCCC';
    const { id } = await opened(await open(opening, { cookie: visitor }));
    expect((await write(id, { body: '' }, { cookie: visitor })).status).toBe(400);
    expect((await write(id, { body: ['x'] }, { cookie: visitor })).status).toBe(400);
    expect((await write(id, { body: 'hi' }, { cookie: visitor, origin: 'http://evil.example' })).status).toBe(403);
    expect((await read(id, { cookie: visitor }, 'not-an-id')).status).toBe(400);
  });

  it('says staff are available when an admin used /admin or a staff API within ten minutes', async () => {
    // The admin answered tickets above: start from nobody present.
    await database.db.update(profiles).set({ lastActiveAt: null });
    clearAllMemo();
    const widget = async (locale = 'en') => ((await (await call(widgetGet, 'GET', `/api/help/widget?locale=${locale}`)).json()) as HelpWidgetResponse).staff;
    expect(await widget()).toEqual({ available: false, expected_reply: 'within 1 business day' });
    // An editor cannot answer tickets, so an active editor does not count.
    await database.db.update(profiles).set({ lastActiveAt: new Date() }).where(eq(profiles.userId, people.editorA.userId));
    clearAllMemo();
    expect((await widget()).available).toBe(false);

    resetStaffActivityThrottle();
    expect((await call(settingsGet, 'GET', '/api/admin/assistant', people.adminA)).status).toBe(200);
    clearAllMemo();
    expect(await widget()).toEqual({ available: true, expected_reply: 'usually within a few minutes' });
    expect(await widget('de')).toEqual({ available: true, expected_reply: 'meist innerhalb weniger Minuten' });

    await database.db.update(profiles).set({ lastActiveAt: new Date(Date.now() - 11 * 60_000) }).where(eq(profiles.userId, people.adminA.userId));
    clearAllMemo();
    expect((await widget()).available).toBe(false);
  });
});
