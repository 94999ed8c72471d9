// POST /api/send-email is not a relay: only the signed-in person's own address, own id and the
// site's own organisation; a profile there; a few per hour; 400 on bad input; 502 when the mail
// server refuses, with the row kept as failed.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/send-email/route';
import { outgoingEmails, rateLimits, user } from '@/server/db/schema';
import { setMailTransportUrl } from '@/server/mail/transport';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { startFreeTrial } from '@/server/trial/service';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { decodedParts, startTestSmtp, type TestSmtp } from './mail-test-smtp';

const noParams = { params: Promise.resolve({}) };

function send(host: string, body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request(`http://${host}/api/send-email`, { method: 'POST', headers: { host, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
    noParams,
  );
}

describe.each(DATABASE_KINDS)('send-email on %s', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let orgA: string;
  let orgB: string;
  let adaId: string;
  let cookie: string;
  let bearer: string;
  const same = { origin: 'http://firm-a.localhost' };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startTestSmtp();
    orgA = (await createOrganization(database.db, { slug: 'firm-a', name: 'Firm A', locales: ['en', 'de'] })).id;
    orgB = (await createOrganization(database.db, { slug: 'firm-b', name: 'Firm B' })).id;
    adaId = (await ensureAccount(database.db, { email: 'ada@example.com', password: 'Passw0rdOK', name: 'Ada' })).userId;
    await saveProfile(database.db, { organizationId: orgA, userId: adaId, username: 'ada', email: 'ada@example.com', role: 'customer' });
    const { userId: bounceId } = await ensureAccount(database.db, { email: 'bounce@example.com', password: 'Passw0rdOK', name: 'Bo' });
    await saveProfile(database.db, { organizationId: orgA, userId: bounceId, username: 'bo', email: 'bounce@example.com', role: 'customer' });
    const session = await signIn('firm-a.localhost', 'ada@example.com', 'Passw0rdOK');
    cookie = session.cookie;
    bearer = session.bearer ?? '';
  });
  beforeEach(async () => {
    setMailTransportUrl(smtp.url);
    await database.db.delete(rateLimits);
  });
  afterEach(() => setMailTransportUrl(undefined));
  afterAll(async () => {
    await smtp.close();
    await database.dispose();
  });

  const valid = () => ({ type: 'welcome', to: 'ada@example.com', organization_id: orgA, user_id: adaId, name: 'Ada <b>Byrne</b>' });

  it('answers 401 with the spec text without a session', async () => {
    const response = await send('firm-a.localhost', valid());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'No active session found. Please log in again.' });
    expect((await send('firm-a.localhost', valid(), { authorization: 'Bearer nonsense' })).status).toBe(401);
  });

  it('answers 400 with details for bad input', async () => {
    const response = await send('firm-a.localhost', { ...valid(), type: 'newsletter', to: 'not-an-address' }, { cookie, ...same });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; details: { fieldErrors: Record<string, string[]> } };
    expect(body.error).toBeTruthy();
    expect(Object.keys(body.details.fieldErrors)).toEqual(expect.arrayContaining(['type', 'to']));
    // The server's other templates are not the caller's to send: only welcome and free_trial are.
    for (const type of ['password_reset', 'order_confirmation']) {
      expect((await send('firm-a.localhost', { ...valid(), type }, { cookie, ...same })).status, type).toBe(400);
    }
  });

  it('answers 403 for another address, another user id, another organisation, or a cross-site page', async () => {
    const other = await send('firm-a.localhost', { ...valid(), to: 'victim@example.com' }, { cookie, ...same });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ error: 'You can only use your own e-mail address.', details: { to: expect.any(Array) } });
    expect((await send('firm-a.localhost', { ...valid(), user_id: 'someone-else' }, { cookie, ...same })).status).toBe(403);
    expect((await send('firm-a.localhost', { ...valid(), organization_id: orgB }, { cookie, ...same })).status).toBe(403);
    // Ada has no profile on Firm B, even when everything else is hers.
    expect((await send('firm-b.localhost', { ...valid(), organization_id: orgB }, { cookie, origin: 'http://firm-b.localhost' })).status).toBe(403);
    expect((await send('firm-a.localhost', valid(), { cookie, origin: 'http://evil.example' })).status).toBe(403);
    expect(await database.db.select().from(outgoingEmails)).toHaveLength(0);
  });

  it('sends the welcome e-mail to the caller, by cookie or bearer, in the page’s language', async () => {
    const response = await send('firm-a.localhost', valid(), { cookie, ...same, referer: 'http://firm-a.localhost/de/register' });
    expect(response.status).toBe(200);
    const { id, status } = (await response.json()) as { id: string; status: string };
    expect(status).toBe('sent');
    const [row] = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, id));
    expect(row).toMatchObject({ organizationId: orgA, template: 'welcome', locale: 'de', toAddress: 'ada@example.com', subject: 'Willkommen bei Firm A', status: 'sent' });
    expect(row.html).toContain('Ada &lt;b&gt;Byrne&lt;/b&gt;');
    // Links go to the organisation's configured address (here its development host on PORT).
    expect(row.html).toContain('href="http://firm-a.localhost:3000/de/account"');
    expect(decodedParts(smtp.received.at(-1)?.raw ?? '')).toContain('Willkommen bei Firm A');

    const byBearer = await send('firm-a.localhost', { ...valid(), type: 'free_trial', to: 'ADA@example.com' }, { authorization: `Bearer ${bearer}` });
    expect(byBearer.status).toBe(200);
    expect(await byBearer.json()).toMatchObject({ status: 'sent' });
  });

  it('writes the trial end date into the free-trial e-mail', async () => {
    const trial = await startFreeTrial(database.db, { organizationId: orgA, userId: adaId });
    const response = await send('firm-a.localhost', { ...valid(), type: 'free_trial' }, { cookie, ...same });
    const { id } = (await response.json()) as { id: string };
    const [row] = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, id));
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(trial?.endsAt);
    expect(row.text).toContain(`active until ${expected}`);
  });

  it('keeps the e-mail in the outbox when no SMTP server is configured', async () => {
    setMailTransportUrl(null);
    const response = await send('firm-a.localhost', valid(), { cookie, ...same });
    expect(response.status).toBe(200);
    const { id, status } = (await response.json()) as { id: string; status: string };
    expect(status).toBe('outbox');
    const [row] = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, id));
    expect(row.status).toBe('queued');
  });

  it('answers 502 with details when the mail server refuses; the row is kept as failed', async () => {
    const bo = await signIn('firm-a.localhost', 'bounce@example.com', 'Passw0rdOK');
    const [boUser] = await database.db.select().from(user).where(eq(user.email, 'bounce@example.com'));
    const response = await send('firm-a.localhost', { ...valid(), to: 'bounce@example.com', user_id: boUser.id }, { cookie: bo.cookie, ...same });
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: string; details: { id: string; status: string } };
    expect(body).toMatchObject({ error: 'Failed to send email', details: { status: 'failed' } });
    const [row] = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, body.details.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/550/);
  });

  it('answers 429 after five e-mails per person per hour', async () => {
    for (let i = 0; i < 5; i++) expect((await send('firm-a.localhost', valid(), { cookie, ...same })).status).toBe(200);
    const refused = await send('firm-a.localhost', valid(), { cookie, ...same });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'Too many attempts. Please try again later.' });
  });
});
