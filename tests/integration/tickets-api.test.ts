// The ticket API of the account area and the admin dashboard: a customer opens tickets and replies
// on their own; an admin of the same organisation lists, answers, closes and reopens any of them.
// The organisation always comes from the Host header; another organisation's ticket is a 404,
// someone without a role there gets 403, and so does a cookie request from another site.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as listGet, POST as createPost } from '@/app/api/tickets/route';
import { GET as ticketGet, PATCH as ticketPatch } from '@/app/api/tickets/[id]/route';
import { POST as replyPost } from '@/app/api/tickets/[id]/messages/route';
import { rateLimits, supportTickets, ticketMessages } from '@/server/db/schema';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { TICKET_RATE_LIMITS } from '@/server/support/limits';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { headersFor, type Who } from './caller';

const A = 'firm-a.localhost';
const B = 'firm-b.localhost';
const none = { params: Promise.resolve({}) };
const withId = (id: string) => ({ params: Promise.resolve({ id }) });

const create = (host: string, who: Who, body: unknown) =>
  createPost(new Request(`http://${host}/api/tickets`, { method: 'POST', headers: headersFor(host, who, true), body: JSON.stringify(body) }), none);
const list = (host: string, who: Who, query = '') => listGet(new Request(`http://${host}/api/tickets${query}`, { headers: headersFor(host, who) }), none);
const show = (host: string, who: Who, id: string) => ticketGet(new Request(`http://${host}/api/tickets/${id}`, { headers: headersFor(host, who) }), withId(id));
const reply = (host: string, who: Who, id: string, body: unknown) =>
  replyPost(new Request(`http://${host}/api/tickets/${id}/messages`, { method: 'POST', headers: headersFor(host, who, true), body: JSON.stringify(body) }), withId(id));
const setStatus = (host: string, who: Who, id: string, body: unknown) =>
  ticketPatch(new Request(`http://${host}/api/tickets/${id}`, { method: 'PATCH', headers: headersFor(host, who, true), body: JSON.stringify(body) }), withId(id));

const ticket = { subject: 'Lease renewal', message: 'Can you review my lease before Friday?' };

describe.each(DATABASE_KINDS)('tickets API on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  let orgB: string;
  let customer: Who;
  let otherCustomer: Who;
  let admin: Who;
  let adminB: Who;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orgA = (await createOrganization(database.db, { slug: 'firm-a', name: 'Firm A' })).id;
    orgB = (await createOrganization(database.db, { slug: 'firm-b', name: 'Firm B' })).id;
    const people = [
      { email: 'ada@a.example', org: orgA, role: 'customer' as const, name: 'Ada Byrne' },
      { email: 'ben@a.example', org: orgA, role: 'customer' as const, name: 'Ben Walsh' },
      { email: 'admin@a.example', org: orgA, role: 'admin' as const, name: 'Eve Admin' },
      { email: 'admin@b.example', org: orgB, role: 'admin' as const, name: 'Bo Admin' },
    ];
    for (const p of people) {
      const { userId } = await ensureAccount(database.db, { email: p.email, password: 'Passw0rdOK', name: p.name });
      await saveProfile(database.db, { organizationId: p.org, userId, username: p.email.split('@')[0], email: p.email, fullName: p.name, role: p.role });
    }
    customer = await signIn(A, 'ada@a.example', 'Passw0rdOK');
    otherCustomer = await signIn(A, 'ben@a.example', 'Passw0rdOK');
    admin = await signIn(A, 'admin@a.example', 'Passw0rdOK');
    adminB = await signIn(B, 'admin@b.example', 'Passw0rdOK');
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(supportTickets);
    await database.db.delete(rateLimits);
  });

  async function open(who: Who = customer, body = ticket): Promise<string> {
    const response = await create(A, who, body);
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  it('opens a ticket for the host’s organisation with the name and e-mail of the profile', async () => {
    const response = await create(A, customer, { ...ticket, organization_id: orgB, email: 'spoof@example.com' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await database.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    expect(row).toMatchObject({ organizationId: orgA, name: 'Ada Byrne', email: 'ada@a.example', subject: ticket.subject, source: 'account', status: 'open' });
    const messages = await database.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, id));
    expect(messages).toMatchObject([{ organizationId: orgA, body: ticket.message, authorRole: 'customer' }]);
  });

  it('also accepts a bearer token, which needs no origin check', async () => {
    const response = await create(A, { bearer: customer.bearer, origin: null }, ticket);
    expect(response.status).toBe(201);
  });

  it('answers 400 with details for missing, blank and oversized fields', async () => {
    const missing = await create(A, customer, {});
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { error: string; details: { fieldErrors: Record<string, string[]> } };
    expect(body.error).toBe('Please enter a subject');
    expect(Object.keys(body.details.fieldErrors).sort()).toEqual(['message', 'subject']);
    expect((await create(A, customer, { subject: '   ', message: 'x' })).status).toBe(400);
    expect((await create(A, customer, { subject: 'x'.repeat(201), message: 'x' })).status).toBe(400);
    const id = await open();
    const blankReply = await reply(A, customer, id, { body: ' ' });
    expect(blankReply.status).toBe(400);
    expect(await blankReply.json()).toMatchObject({ error: 'Please enter your message' });
    const badStatus = await setStatus(A, admin, id, { status: 'pending' });
    expect(badStatus.status).toBe(400);
    expect(await badStatus.json()).toMatchObject({ error: 'Status must be open or closed' });
    expect((await list(A, admin, '?scope=everyone')).status).toBe(400);
  });

  it('answers 401 without a session on every endpoint', async () => {
    const id = await open();
    const guest: Who = {};
    for (const response of [
      await create(A, guest, ticket),
      await list(A, guest),
      await show(A, guest, id),
      await reply(A, guest, id, { body: 'hi' }),
      await setStatus(A, guest, id, { status: 'closed' }),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'No active session found. Please log in again.' });
    }
  });

  it('refuses cookie writes sent from another site with 403, and stores nothing', async () => {
    const id = await open();
    const evil: Who = { cookie: customer.cookie, origin: 'https://evil.example' };
    expect((await create(A, evil, ticket)).status).toBe(403);
    expect((await reply(A, evil, id, { body: 'hi' })).status).toBe(403);
    expect((await setStatus(A, { cookie: admin.cookie, origin: 'https://evil.example' }, id, { status: 'closed' })).status).toBe(403);
    // Another organisation's site is another site too.
    expect((await create(A, { cookie: customer.cookie, origin: `http://${B}` }, ticket)).status).toBe(403);
    expect(await database.db.select().from(supportTickets)).toHaveLength(1);
    expect(await database.db.select().from(ticketMessages)).toHaveLength(1);
    const [row] = await database.db.select().from(supportTickets);
    expect(row.status).toBe('open');
  });

  it('lists only one’s own tickets; admins may list all, customers may not', async () => {
    const mine = await open(customer);
    const bens = await open(otherCustomer, { subject: 'Probate', message: 'Question about probate' });
    const own = (await (await list(A, customer)).json()) as { tickets: { id: string; message_count: number }[] };
    expect(own.tickets.map((t) => t.id)).toEqual([mine]);
    expect(own.tickets[0].message_count).toBe(1);
    expect((await list(A, customer, '?scope=all')).status).toBe(403);
    const all = (await (await list(A, admin, '?scope=all')).json()) as { tickets: { id: string }[] };
    expect(all.tickets.map((t) => t.id).sort()).toEqual([mine, bens].sort());
    // An admin without scope=all sees their own, like anyone.
    expect(((await (await list(A, admin)).json()) as { tickets: unknown[] }).tickets).toEqual([]);
    const closedOnly = (await (await list(A, admin, '?scope=all&status=closed')).json()) as { tickets: unknown[] };
    expect(closedOnly.tickets).toEqual([]);
  });

  it('shows a conversation to its owner and to admins, and answers 404 to anyone else', async () => {
    const id = await open();
    const owner = await show(A, customer, id);
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({ id, subject: ticket.subject, messages: [{ author_role: 'customer', body: ticket.message, author_name: 'Ada Byrne' }] });
    expect((await show(A, admin, id)).status).toBe(200);
    expect((await show(A, otherCustomer, id)).status).toBe(404);
    expect((await show(A, customer, 'not-a-uuid')).status).toBe(404);
    expect((await show(A, customer, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('keeps organisations apart: B’s admin gets 403 on A’s host and 404 for A’s ticket on B’s host', async () => {
    const id = await open();
    // On A's site B's admin has no role at all.
    expect((await show(A, { cookie: adminB.cookie }, id)).status).toBe(403);
    expect((await reply(A, { cookie: adminB.cookie }, id, { body: 'hi' })).status).toBe(403);
    expect((await setStatus(A, { cookie: adminB.cookie }, id, { status: 'closed' })).status).toBe(403);
    // On B's own site the ticket of A does not exist.
    expect((await show(B, { cookie: adminB.cookie }, id)).status).toBe(404);
    expect((await reply(B, { cookie: adminB.cookie }, id, { body: 'hi' })).status).toBe(404);
    expect((await setStatus(B, { cookie: adminB.cookie }, id, { status: 'closed' })).status).toBe(404);
    const all = (await (await list(B, { cookie: adminB.cookie }, '?scope=all')).json()) as { tickets: unknown[] };
    expect(all.tickets).toEqual([]);
    const [row] = await database.db.select().from(supportTickets);
    expect(row.status).toBe('open');
    expect(await database.db.select().from(ticketMessages)).toHaveLength(1);
  });

  it('lets the owner and admins reply: a staff answer marks it answered, the customer’s next message open again', async () => {
    const id = await open();
    const answer = await reply(A, admin, id, { body: 'We can review it on Thursday.' });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ status: 'pending' });
    expect((await reply(A, otherCustomer, id, { body: 'Me too' })).status).toBe(404);
    const followUp = await reply(A, customer, id, { body: 'Thursday works, thanks.' });
    expect(followUp.status).toBe(201);
    expect(await followUp.json()).toMatchObject({ status: 'open' });
    const conversation = (await (await show(A, customer, id)).json()) as { status: string; messages: { author_role: string; author_name: string }[] };
    expect(conversation.status).toBe('open');
    expect(conversation.messages.map((m) => m.author_role)).toEqual(['customer', 'staff', 'customer']);
    expect(conversation.messages[1].author_name).toBe('Eve Admin');
  });

  it('lets only admins close and reopen; nobody replies on a closed ticket', async () => {
    const id = await open();
    expect((await setStatus(A, customer, id, { status: 'closed' })).status).toBe(403);
    const closed = await setStatus(A, admin, id, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toEqual({ id, status: 'closed' });
    const late = await reply(A, customer, id, { body: 'One more thing' });
    expect(late.status).toBe(409);
    expect((await reply(A, admin, id, { body: 'Answer' })).status).toBe(409);
    expect(await database.db.select().from(ticketMessages)).toHaveLength(1);
    expect((await setStatus(A, customer, id, { status: 'open' })).status).toBe(403);
    const reopened = await setStatus(A, admin, id, { status: 'open' });
    expect(await reopened.json()).toEqual({ id, status: 'open' });
    expect((await reply(A, customer, id, { body: 'One more thing' })).status).toBe(201);
  });

  it('answers 429 once a person has opened too many tickets or sent too many replies, per organisation', async () => {
    for (let i = 0; i < TICKET_RATE_LIMITS.create.max; i++) await open();
    const refused = await create(A, customer, ticket);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'Too many attempts. Please try again later.' });
    // Another person is counted apart.
    expect((await create(A, otherCustomer, ticket)).status).toBe(201);
    const [first] = await database.db.select({ id: supportTickets.id }).from(supportTickets).limit(1);
    for (let i = 0; i < TICKET_RATE_LIMITS.reply.max; i++) expect((await reply(A, admin, first.id, { body: `Answer ${i}` })).status).toBe(201);
    expect((await reply(A, admin, first.id, { body: 'One too many' })).status).toBe(429);
  });

  it('writes a reply and its status change together, or neither', async () => {
    const id = await open();
    await database.db.execute(sql`
      CREATE FUNCTION test_refuse_status() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'ticket store is down'; END $$`);
    await database.db.execute(sql`CREATE TRIGGER test_refuse_status BEFORE UPDATE ON support_tickets FOR EACH ROW EXECUTE FUNCTION test_refuse_status()`);
    try {
      expect((await reply(A, admin, id, { body: 'This answer must not survive' })).status).toBe(500);
      expect((await setStatus(A, admin, id, { status: 'closed' })).status).toBe(500);
    } finally {
      await database.db.execute(sql`DROP TRIGGER test_refuse_status ON support_tickets`);
      await database.db.execute(sql`DROP FUNCTION test_refuse_status()`);
    }
    expect(await database.db.select().from(ticketMessages)).toHaveLength(1);
    const [row] = await database.db.select().from(supportTickets);
    expect(row.status).toBe('open');
  });
});
