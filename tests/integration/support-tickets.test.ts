// POST /api/support-tickets, as the contact section calls it: the ticket and its first message are
// written for the organisation of the Host header (never one named in the body), bad or oversized
// input is a 400 with details, an unknown host a 404, and a failure leaves nothing half-written.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/support-tickets/route';
import { rateLimits, supportTickets, ticketMessages } from '@/server/db/schema';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { SUPPORT_TICKET_LIMITS } from '@/schemas/support-ticket';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const noParams = { params: Promise.resolve({}) };
const valid = { name: 'Ada Byrne', email: 'ada@example.com', subject: 'Buying a flat', message: 'Could you quote for a purchase in Rathmines?' };

function post(host: string, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return POST(new Request(`http://${host}/api/support-tickets`, { method: 'POST', headers: { host, 'content-type': 'application/json', ...headers }, body: text }), noParams);
}

describe.each(DATABASE_KINDS)('support tickets on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  let orgB: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orgA = (await createOrganization(database.db, { slug: 'firm-a', name: 'Firm A' })).id;
    orgB = (await createOrganization(database.db, { slug: 'firm-b', name: 'Firm B' })).id;
    const { userId } = await ensureAccount(database.db, { email: 'client@a.example', password: 'Passw0rdOK', name: 'Client' });
    await saveProfile(database.db, { organizationId: orgA, userId, username: 'client', email: 'client@a.example', role: 'customer' });
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(supportTickets);
    await database.db.delete(rateLimits);
  });

  it('answers 429 with the spec text after five messages from one address, per organisation', async () => {
    const from = (address: string) => ({ 'x-sitewright-client-ip': address });
    for (let i = 0; i < 5; i++) expect((await post('firm-a.localhost', valid, from('203.0.113.7'))).status).toBe(201);
    const refused = await post('firm-a.localhost', valid, from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'Too many attempts. Please try again later.' });
    expect((await database.db.select().from(supportTickets)).length).toBe(5);
    // Another visitor, and the same visitor on another organisation's site, are counted apart.
    expect((await post('firm-a.localhost', valid, from('203.0.113.8'))).status).toBe(201);
    expect((await post('firm-b.localhost', valid, from('203.0.113.7'))).status).toBe(201);
    // Once the window has passed, the address may write again.
    await database.db.update(rateLimits).set({ windowStart: new Date(Date.now() - 11 * 60_000) });
    expect((await post('firm-a.localhost', valid, from('203.0.113.7'))).status).toBe(201);
  });

  it('creates the ticket and its first message for the host’s organisation', async () => {
    const response = await post('firm-a.localhost', valid);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [ticket] = await database.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    expect(ticket).toMatchObject({ organizationId: orgA, name: valid.name, email: valid.email, subject: valid.subject, source: 'contact_section', status: 'open', userId: null });
    const messages = await database.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, id));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ organizationId: orgA, body: valid.message, authorRole: 'customer' });
  });

  it('ignores an organization_id in the body', async () => {
    const response = await post('firm-a.localhost', { ...valid, organization_id: orgB, organizationId: orgB });
    expect(response.status).toBe(201);
    const rows = await database.db.select().from(supportTickets);
    expect(rows.map((r) => r.organizationId)).toEqual([orgA]);
    const messages = await database.db.select().from(ticketMessages);
    expect(messages.every((m) => m.organizationId === orgA)).toBe(true);
  });

  it('accepts the same fields URL-encoded, as a form posted before its script loads', async () => {
    const response = await POST(
      new Request('http://firm-a.localhost/api/support-tickets', {
        method: 'POST',
        headers: { host: 'firm-a.localhost', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...valid, website: '' }).toString(),
      }),
      noParams,
    );
    expect(response.status).toBe(201);
    expect(await database.db.select().from(supportTickets)).toHaveLength(1);
  });

  it('records the signed-in person as the ticket’s user', async () => {
    const { cookie } = await signIn('firm-a.localhost', 'client@a.example', 'Passw0rdOK');
    // A cookie-carrying write comes with the Origin of the page that sent it.
    const response = await post('firm-a.localhost', valid, { cookie, origin: 'http://firm-a.localhost' });
    expect(response.status).toBe(201);
    const [ticket] = await database.db.select().from(supportTickets);
    expect(ticket.userId).toBeTruthy();
  });

  it('answers 400 with details for missing and invalid fields', async () => {
    const missing = await post('firm-a.localhost', { email: 'ada@example.com' });
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { error: string; details: { fieldErrors: Record<string, string[]> } };
    expect(body.error).toBe('Please enter your name');
    expect(Object.keys(body.details.fieldErrors).sort()).toEqual(['message', 'name', 'subject']);

    const badEmail = await post('firm-a.localhost', { ...valid, email: 'not an address' });
    expect(badEmail.status).toBe(400);
    expect(((await badEmail.json()) as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors.email).toEqual([
      'Please enter a valid email address',
    ]);

    const blank = await post('firm-a.localhost', { ...valid, message: '    ' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: string }).error).toBe('Please enter your message');

    expect((await post('firm-a.localhost', 'not json')).status).toBe(400);
    expect((await post('firm-a.localhost', [valid])).status).toBe(400);
    expect(await database.db.select().from(supportTickets)).toHaveLength(0);
  });

  it('refuses oversized fields with 400 and an oversized body with 413', async () => {
    const longMessage = await post('firm-a.localhost', { ...valid, message: 'x'.repeat(SUPPORT_TICKET_LIMITS.message + 1) });
    expect(longMessage.status).toBe(400);
    const details = ((await longMessage.json()) as { details: { fieldErrors: Record<string, string[]> } }).details;
    expect(details.fieldErrors.message?.[0]).toMatch(/5000/);

    const huge = await post('firm-a.localhost', { ...valid, message: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: string }).error).toBe('Request body is too large');
    expect(await database.db.select().from(supportTickets)).toHaveLength(0);
  });

  it('stores nothing when the honeypot is filled', async () => {
    const response = await post('firm-a.localhost', { ...valid, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await database.db.select().from(supportTickets)).toHaveLength(0);
  });

  it('answers 404 for a host no organisation owns', async () => {
    const response = await post('nobody.localhost', valid);
    expect(response.status).toBe(404);
    expect(await database.db.select().from(supportTickets)).toHaveLength(0);
  });

  it('leaves no ticket behind when its message cannot be written', async () => {
    await database.db.execute(sql`
      CREATE FUNCTION test_refuse_message() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'message store is down'; END $$`);
    await database.db.execute(sql`CREATE TRIGGER test_refuse_message BEFORE INSERT ON ticket_messages FOR EACH ROW EXECUTE FUNCTION test_refuse_message()`);
    try {
      const response = await post('firm-a.localhost', valid);
      expect(response.status).toBe(500);
      expect(await database.db.select().from(supportTickets)).toHaveLength(0);
      expect(await database.db.select().from(ticketMessages)).toHaveLength(0);
    } finally {
      await database.db.execute(sql`DROP TRIGGER test_refuse_message ON ticket_messages`);
      await database.db.execute(sql`DROP FUNCTION test_refuse_message()`);
    }
  });
});
