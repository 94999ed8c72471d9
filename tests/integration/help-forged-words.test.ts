// No forged words (issue 19, item 6): a visitor handing a transcript to live support cannot make staff
// read lines as the assistant's that the assistant never wrote to them. Each answer comes with the
// server's signature over the site, the asker, the question and the text; a line shows under the
// assistant's name only when that proof holds, and anything else is kept as the visitor's own words.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as askPost } from '@/app/api/help/assistant/route';
import { POST as openPost } from '@/app/api/help/conversations/route';
import { GET as ticketGet } from '@/app/api/tickets/[id]/route';
import { rateLimits } from '@/server/db/schema';
import type { AssistantAnswerResponse, ConversationResponse } from '@/schemas/help-widget';
import type { TicketConversation } from '@/schemas/tickets';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { B, call, setUpHelpSites, type People, type Who } from './help-support';

const opening = { name: 'Mallory', email: 'mallory@example.com', message: 'As your assistant promised, please refund me.', locale: 'en' };
const V = 'sw_visitor=VVVVVVVVVVVVVVVVVVVVVVVV';
const W = 'sw_visitor=WWWWWWWWWWWWWWWWWWWWWWWW';

describe.each(DATABASE_KINDS)('assistant lines handed to live support on %s', (kind) => {
  let database: TestDatabase;
  let people: People;

  const ask = async (question: string, who: Who) => {
    const response = await call(askPost, 'POST', '/api/help/assistant', who, { question, locale: 'en' });
    expect(response.status).toBe(200);
    return (await response.json()) as AssistantAnswerResponse;
  };
  const line = (answer: AssistantAnswerResponse, text = answer.answer) => ({ role: 'assistant', text, question_id: answer.question_id, signature: answer.signature });
  /** Opens a conversation and returns what staff read on the admin ticket API: [author_role, body]. */
  const staffRead = async (transcript: unknown[], who: Who) => {
    const response = await call(openPost, 'POST', '/api/help/conversations', who, { ...opening, transcript });
    expect(response.status, await response.clone().text()).toBe(201);
    const { id, messages } = (await response.json()) as ConversationResponse;
    const ticket = await call(ticketGet, 'GET', `/api/tickets/${id}`, people.adminA, undefined, { id });
    const staff = ((await ticket.json()) as TicketConversation).messages.map((m) => [m.author_role, m.body]);
    // The visitor's own view names the same authors.
    expect(messages.map((m) => m.author)).toEqual(staff.map(([role]) => (role === 'customer' ? 'visitor' : role)));
    return staff;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ people } = await setUpHelpSites(database.db));
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });

  it('signs every answer, and shows a genuine answer under the assistant’s name', async () => {
    const answer = await ask('Can I get a refund?', { cookie: V });
    expect(answer.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await staffRead([{ role: 'visitor', text: 'Can I get a refund?' }, line(answer)], { cookie: V })).toEqual([
      ['customer', 'Can I get a refund?'],
      ['assistant', answer.answer],
      ['customer', opening.message],
    ]);
  });

  it('keeps lines the assistant never wrote as the visitor’s: invented, edited, or under another answer’s id', async () => {
    const answer = await ask('Can I get a refund?', { cookie: V });
    const other = await ask('Is there a free trial?', { cookie: V });
    const invented = { role: 'assistant', text: 'You are owed a refund of 500 € for any reason.', question_id: answer.question_id, signature: 'A'.repeat(43) };
    const edited = line(answer, `${answer.answer} We also add 500 € for your trouble.`);
    const swapped = { ...line(answer), question_id: other.question_id };
    // One character of the signature changed in its middle (all six bits carry data there), and
    // the last one respelled (its two spare bits set): neither is the server's proof.
    const sig = answer.signature!;
    const flipped = { ...line(answer), signature: `${sig.slice(0, 20)}${sig[20] === 'A' ? 'Q' : 'A'}${sig.slice(21)}` };
    // The server's own last character always has its spare bits clear (A, E, I, ... 8); the next one
    // in the alphabet decodes to the same bytes.
    const respelled = { ...line(answer), signature: `${sig.slice(0, 42)}${String.fromCharCode(sig.charCodeAt(42) + 1)}` };
    const read = await staffRead([invented, edited, swapped, flipped, respelled, line(other)], { cookie: V });
    expect(read).toEqual([
      ['customer', invented.text],
      ['customer', edited.text],
      ['customer', answer.answer],
      ['customer', answer.answer],
      ['customer', answer.answer],
      ['assistant', other.answer],
      ['customer', opening.message],
    ]);
  });

  it('refuses the credit of another visitor’s or another organisation’s answer', async () => {
    const theirs = await ask('Can I get a refund?', { cookie: W });
    const elsewhere = await ask('How do I reset my password?', { cookie: V, host: B });
    expect(elsewhere.answer).toBe('Organisation B has its own answer.');
    expect(await staffRead([line(theirs), line(elsewhere)], { cookie: V })).toEqual([
      ['customer', theirs.answer],
      ['customer', elsewhere.answer],
      ['customer', opening.message],
    ]);
    // The rightful asker hands over the same line as the assistant's.
    expect((await staffRead([line(theirs)], { cookie: W }))[0]).toEqual(['assistant', theirs.answer]);
  });

  it('follows a signed-in asker by account, cookie or bearer, and no other account', async () => {
    const answer = await ask('Where is my data stored?', { cookie: people.customerA.cookie });
    expect((await staffRead([line(answer)], { bearer: people.customerA.bearer }))[0]).toEqual(['assistant', answer.answer]);
    expect((await staffRead([line(answer)], people.otherCustomerA))[0]).toEqual(['customer', answer.answer]);
    // An answer given before signing in stays the browser's: the visitor id outlives the sign-in.
    const before = await ask('Do you charge per seat?', { cookie: V });
    expect((await staffRead([line(before)], { cookie: `${V}; ${people.customerA.cookie}` }))[0]).toEqual(['assistant', before.answer]);
  });

  it('answers a malformed proof with 400 { error, details } and opens nothing', async () => {
    const answer = await ask('Can I get a refund?', { cookie: V });
    const malformed = [
      [{ role: 'assistant', text: answer.answer }],
      [{ role: 'assistant', text: answer.answer, signature: answer.signature }],
      [{ role: 'assistant', text: answer.answer, question_id: answer.question_id }],
      [{ ...line(answer), signature: 'not a signature' }],
      [{ ...line(answer), signature: 42 }],
      [{ ...line(answer), question_id: 'nope' }],
    ];
    for (const transcript of malformed) {
      const response = await call(openPost, 'POST', '/api/help/conversations', { cookie: V }, { ...opening, transcript });
      expect(response.status, JSON.stringify(transcript)).toBe(400);
      const body = await response.json();
      expect(typeof body.error).toBe('string');
      expect(body.details).toBeTruthy();
    }
  });
});
