// Delivery through a real SMTP server: a sent message is marked sent, a refused one is recorded as
// failed with the server's reason and its attempts, a retry sends it, and with no SMTP configured
// the message stays in the outbox. Also the admin retry endpoint's 401/403/404/409.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as retryPost } from '@/app/api/admin/outbox/[id]/retry/route';
import { organizationSettings, outgoingEmails } from '@/server/db/schema';
import { retryEmail, sendTemplateEmail, listOutbox } from '@/server/mail/send';
import { setMailTransportUrl } from '@/server/mail/transport';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { decodedParts, startTestSmtp, type TestSmtp } from './mail-test-smtp';

function retry(host: string, id: string, headers: Record<string, string> = {}) {
  return retryPost(new Request(`http://${host}/api/admin/outbox/${id}/retry`, { method: 'POST', headers: { host, ...headers } }), { params: Promise.resolve({ id }) });
}

describe.each(DATABASE_KINDS)('mail delivery on %s', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let orgA: string;
  let orgB: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startTestSmtp();
    orgA = (await createOrganization(database.db, { slug: 'firm-a', name: 'Firm A', hosts: ['firm-a.test'] })).id;
    orgB = (await createOrganization(database.db, { slug: 'firm-b', name: 'Firm B' })).id;
    await database.db
      .update(organizationSettings)
      .set({ site: 'Firm <A> & Co', image: '/demo/firm-a/logo.svg', primaryColor: 'rose', primaryShade: '700' })
      .where(eq(organizationSettings.organizationId, orgA));
    for (const person of [
      { email: 'admin@a.example', org: orgA, role: 'admin' as const },
      { email: 'customer@a.example', org: orgA, role: 'customer' as const },
      { email: 'admin@b.example', org: orgB, role: 'admin' as const },
    ]) {
      const { userId } = await ensureAccount(database.db, { email: person.email, password: 'Passw0rdOK', name: person.email });
      await saveProfile(database.db, { organizationId: person.org, userId, username: person.email.split('@')[0], email: person.email, role: person.role });
    }
  });
  afterEach(() => {
    setMailTransportUrl(undefined);
    smtp.refuse(false);
  });
  afterAll(async () => {
    setMailTransportUrl(undefined);
    await smtp.close();
    await database.dispose();
  });

  it('stores the row, sends it with the brand, and marks it sent', async () => {
    setMailTransportUrl(smtp.url);
    const result = await sendTemplateEmail(database.db, { organizationId: orgA, template: 'welcome', to: 'ada@example.com', locale: 'de', userId: 'u1', data: { name: '<script>x</script>' } });
    expect(result.status).toBe('sent');
    const [row] = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, result.id));
    expect(row).toMatchObject({ organizationId: orgA, template: 'welcome', locale: 'de', toAddress: 'ada@example.com', status: 'sent', attempts: 1, lastError: null, subject: 'Willkommen bei Firm <A> & Co' });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.data).toEqual({ userId: 'u1', name: '<script>x</script>' });
    // The logo is made absolute from the organisation's primary domain; the name is escaped.
    expect(row.html).toContain('src="http://firm-a.test:3000/demo/firm-a/logo.svg"');
    expect(row.html).toContain('#be123c');
    expect(row.html).not.toContain('<script>');
    const delivered = smtp.received.at(-1);
    expect(delivered?.to).toEqual(['ada@example.com']);
    const body = decodedParts(delivered?.raw ?? '');
    expect(body).toContain('Hallo <script>x</script>,');
    expect(body).toContain('&lt;script&gt;');
    expect(delivered?.raw).toMatch(/From: .*Firm.*no-reply@sitewright\.localhost/);
  });

  it('records a refusal as failed with the reason and attempts, never throwing; a retry sends it', async () => {
    setMailTransportUrl(smtp.url);
    smtp.refuse(true);
    const first = await sendTemplateEmail(database.db, { organizationId: orgA, template: 'free_trial', to: 'ada@example.com', locale: 'en', data: { trialEndsAt: new Date('2026-12-06T00:00:00Z') } });
    expect(first.status).toBe('failed');
    expect(first.error).toMatch(/550|unavailable/i);
    const again = await retryEmail(database.db, { organizationId: orgA, id: first.id });
    expect(again?.status).toBe('failed');
    let [row] = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, first.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row.lastError).toMatch(/550|unavailable/i);

    smtp.refuse(false);
    // Another organisation cannot retry it.
    expect(await retryEmail(database.db, { organizationId: orgB, id: first.id })).toBeNull();
    const sent = await retryEmail(database.db, { organizationId: orgA, id: first.id });
    expect(sent).toEqual({ id: first.id, status: 'sent' });
    [row] = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, first.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    // Sent is final: a further retry sends nothing.
    const count = smtp.received.length;
    expect(await retryEmail(database.db, { organizationId: orgA, id: first.id })).toEqual({ id: first.id, status: 'sent' });
    expect(smtp.received.length).toBe(count);
  });

  it('records an unreachable server as failed', async () => {
    setMailTransportUrl('smtp://127.0.0.1:1');
    const result = await sendTemplateEmail(database.db, { organizationId: orgA, template: 'welcome', to: 'ada@example.com', locale: 'en', data: {} });
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('keeps the message in the outbox without SMTP, listed newest first, with its reset link hidden', async () => {
    setMailTransportUrl(null);
    const result = await sendTemplateEmail(database.db, { organizationId: orgA, template: 'password_reset', to: 'ada@example.com', locale: 'es', data: { resetUrl: 'http://firm-a.test/es/reset-password?token=t0k3n' } });
    expect(result).toEqual({ id: result.id, status: 'outbox' });
    const [row] = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, result.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, locale: 'es' });
    // The organisation's staff read the outbox: the link that would take over the account is not there,
    // nor anywhere readable in the row; only delivery can open the sealed copy.
    expect(row.text).toContain('token=REDACTED');
    expect(JSON.stringify(row)).not.toContain('t0k3n');
    expect(row.sealedSecrets).toBeTruthy();
    expect(row.data).toEqual({});
    const list = await listOutbox(database.db, { organizationId: orgA });
    expect(list[0].id).toBe(result.id);
    expect(await listOutbox(database.db, { organizationId: orgB })).toEqual([]);
  });

  it('delivers the real reset link, on the first try and on a retry, and forgets it once sent', async () => {
    setMailTransportUrl(smtp.url);
    const result = await sendTemplateEmail(database.db, { organizationId: orgA, template: 'password_reset', to: 'ada@example.com', locale: 'en', data: { resetUrl: 'http://firm-a.test/reset-password?token=s3cr3t' } });
    expect(result.status).toBe('sent');
    expect(decodedParts(smtp.received.at(-1)?.raw ?? '')).toContain('token=s3cr3t');
    const [row] = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, result.id));
    expect(row.html + row.text).not.toContain('s3cr3t');
    expect(row.sealedSecrets).toBeNull();

    smtp.refuse(true);
    const failed = await sendTemplateEmail(database.db, { organizationId: orgA, template: 'password_reset', to: 'ada@example.com', locale: 'en', data: { resetUrl: 'http://firm-a.test/reset-password?token=r3try' } });
    smtp.refuse(false);
    expect(failed.status).toBe('failed');
    const retried = await retryEmail(database.db, { organizationId: orgA, id: failed.id });
    expect(retried?.status).toBe('sent');
    expect(decodedParts(smtp.received.at(-1)?.raw ?? '')).toContain('token=r3try');
    const [after] = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, failed.id));
    expect(JSON.stringify(after)).not.toContain('r3try');
  });

  describe('the retry endpoint', () => {
    let failedId: string;
    beforeAll(async () => {
      setMailTransportUrl(smtp.url);
      smtp.refuse(true);
      failedId = (await sendTemplateEmail(database.db, { organizationId: orgA, template: 'welcome', to: 'bounce@example.com', locale: 'en', data: {} })).id;
      smtp.refuse(false);
    });

    it('answers 401 without a session and 403 to a customer or another organisation’s admin', async () => {
      const anonymous = await retry('firm-a.localhost', failedId);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: 'No active session found. Please log in again.' });
      const customer = await signIn('firm-a.localhost', 'customer@a.example', 'Passw0rdOK');
      expect((await retry('firm-a.localhost', failedId, { cookie: customer.cookie, origin: 'http://firm-a.localhost' })).status).toBe(403);
      const other = await signIn('firm-b.localhost', 'admin@b.example', 'Passw0rdOK');
      expect((await retry('firm-a.localhost', failedId, { cookie: other.cookie, origin: 'http://firm-a.localhost' })).status).toBe(403);
      expect((await retry('firm-b.localhost', failedId, { cookie: other.cookie, origin: 'http://firm-b.localhost' })).status).toBe(404);
    });

    it('refuses a cross-site request and retries for the admin: 502 while refused, then 200, then 409', async () => {
      setMailTransportUrl(smtp.url);
      const admin = await signIn('firm-a.localhost', 'admin@a.example', 'Passw0rdOK');
      expect((await retry('firm-a.localhost', failedId, { cookie: admin.cookie, origin: 'http://evil.example' })).status).toBe(403);
      const stillRefused = await retry('firm-a.localhost', failedId, { cookie: admin.cookie, origin: 'http://firm-a.localhost' });
      expect(stillRefused.status).toBe(502);
      expect(await stillRefused.json()).toMatchObject({ error: 'Failed to send email', details: { id: failedId, status: 'failed' } });
      // The bounce mailbox refuses; point the message at a working one as an admin would after fixing the address.
      await database.db.update(outgoingEmails).set({ toAddress: 'ada@example.com' }).where(eq(outgoingEmails.id, failedId));
      const ok = await retry('firm-a.localhost', failedId, { authorization: `Bearer ${admin.bearer}` });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ id: failedId, status: 'sent' });
      expect((await retry('firm-a.localhost', failedId, { cookie: admin.cookie, origin: 'http://firm-a.localhost' })).status).toBe(409);
      expect((await retry('firm-a.localhost', 'not-a-uuid', { cookie: admin.cookie, origin: 'http://firm-a.localhost' })).status).toBe(404);
    });
  });
});
