// Password reset end to end through the real auth library: the e-mailed link points at the
// organisation's configured address (never the request's headers), on its /reset-password page in the
// page's language; it is sent only to a person with a profile on the asking site; the answer is the same
// for unknown addresses; a token works once and only before it expires; every other session ends.
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organizationDomains, outgoingEmails, rateLimits, verification } from '@/server/db/schema';
import { setMailTransportUrl } from '@/server/mail/transport';
import { settleResetMails } from '@/server/auth/reset-mail';
import { createOrganization } from '@/server/organizations/service';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { authCall, cookieOf, postProfile, sessionOf, signUp } from './auth-helpers';
import { decodedParts, startTestSmtp, type TestSmtp } from './mail-test-smtp';

/** A reset mail as it left: the outbox row's facts and the link in the message the SMTP server received. */
type Sent = { organizationId: string; template: string; to: string; locale: string; userId?: string; data: { name?: string; resetUrl?: string } };

const A = 'firm-a.localhost';
const B = 'firm-b.localhost';
// Development hosts are served over HTTP on the server's port (PORT, 3000 by default).
const A_ORIGIN = 'http://firm-a.localhost:3000';
const OLD = 'Harbour2026';
const NEW = 'Lighthouse2027';

describe.each(DATABASE_KINDS)('password reset on %s', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let orgA: string;
  let userId: string;

  /** Every mail sent since the test began, oldest first, through the real outbox and a real SMTP server. */
  async function sentMails(): Promise<Sent[]> {
    const rows = await database.db.select().from(outgoingEmails).orderBy(outgoingEmails.createdAt);
    expect(smtp.received).toHaveLength(rows.length);
    return rows.map((row, index) => {
      expect(row.status).toBe('sent');
      expect(smtp.received[index].to).toEqual([row.toAddress]);
      const data = row.data as { userId?: string; name?: string };
      const link = decodedParts(smtp.received[index].raw).match(/https?:\/\/[^\s"<>]+\?token=[\w-]+/);
      return { organizationId: row.organizationId, template: row.template, to: row.toAddress, locale: row.locale, userId: data.userId, data: { name: data.name, resetUrl: link?.[0] } };
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startTestSmtp();
    orgA = (await createOrganization(database.db, { slug: 'firm-a', name: 'Firm A', language: 'en', locales: ['en', 'es'] })).id;
    await createOrganization(database.db, { slug: 'firm-b', name: 'Firm B' });
    const { response, cookie } = await signUp(A, { email: 'ada@example.com', password: OLD, name: 'ada' });
    expect(response.status).toBe(200);
    userId = ((await response.json()) as { user: { id: string } }).user.id;
    expect((await postProfile(A, { username: 'ada', full_name: 'Ada Byrne' }, { cookie, origin: `http://${A}` })).status).toBe(200);
  });
  afterAll(async () => {
    await settleResetMails();
    await smtp.close();
    await database.dispose();
  });
  beforeEach(async () => {
    setMailTransportUrl(smtp.url);
    smtp.received.length = 0;
    await database.db.delete(outgoingEmails);
    await database.db.delete(rateLimits);
    await database.db.delete(verification).where(like(verification.identifier, 'reset-password:%'));
  });
  afterEach(() => setMailTransportUrl(undefined));

  async function requestReset(email: string, redirectTo = '/reset-password', headers: Record<string, string> = {}) {
    const response = await authCall(A, '/request-password-reset', { email, redirectTo }, headers);
    await settleResetMails();
    return response;
  }

  async function issuedToken(): Promise<string> {
    const rows = await database.db.select().from(verification).where(like(verification.identifier, 'reset-password:%'));
    expect(rows).toHaveLength(1);
    return rows[0].identifier.slice('reset-password:'.length);
  }

  it('mails a link to the organisation’s own reset page, in the language of the page it was asked from', async () => {
    const response = await requestReset('ada@example.com', '/es/reset-password');
    expect(response.status).toBe(200);
    const token = await issuedToken();
    const sent = await sentMails();
    expect(sent).toHaveLength(1);
    // Greeted by the name this site knows.
    expect(sent[0]).toMatchObject({ organizationId: orgA, template: 'password_reset', to: 'ada@example.com', locale: 'es', userId, data: { name: 'Ada Byrne' } });
    expect(sent[0].data.resetUrl).toBe(`${A_ORIGIN}/es/reset-password?token=${token}`);
  });

  it('never builds the link from the request: forwarded headers are ignored, a primary domain wins', async () => {
    await requestReset('ada@example.com', '/reset-password', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    const sent = await sentMails();
    expect(sent[0].locale).toBe('en');
    expect(sent[0].data.resetUrl).toMatch(new RegExp(`^${A_ORIGIN.replace(/[.]/g, '\\.')}/reset-password\\?token=[\\w-]+$`));
    await database.db.insert(organizationDomains).values({ organizationId: orgA, host: 'www.firm-a.example', isPrimary: true });
    await database.db.delete(verification).where(like(verification.identifier, 'reset-password:%'));
    await requestReset('ada@example.com');
    expect((await sentMails())[1].data.resetUrl).toBe(`https://www.firm-a.example/reset-password?token=${await issuedToken()}`);
    await database.db.delete(organizationDomains);
  });

  it('sends nothing for an account without a profile on the asking site, and answers the same', async () => {
    const here = await requestReset('ada@example.com');
    const elsewhere = await authCall(B, '/request-password-reset', { email: 'ada@example.com', redirectTo: '/reset-password' });
    await settleResetMails();
    expect(elsewhere.status).toBe(here.status);
    expect(await elsewhere.json()).toEqual(await here.json());
    expect((await sentMails()).map((m) => m.organizationId)).toEqual([orgA]);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const known = await requestReset('ada@example.com');
    const unknown = await requestReset('ghost@example.com');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect((await sentMails()).map((m) => m.to)).toEqual(['ada@example.com']);
  });

  it('refuses a redirect to another site and a reset request without an e-mail', async () => {
    expect((await requestReset('ada@example.com', 'https://evil.example/reset-password')).status).toBe(403);
    expect((await authCall(A, '/request-password-reset', {})).status).toBe(400);
    expect(await sentMails()).toEqual([]);
  });

  it('refuses a wrong or expired token and a new password that breaks the rules', async () => {
    await requestReset('ada@example.com');
    const token = await issuedToken();
    const wrong = await authCall(A, '/reset-password', { token: `${token}x`, newPassword: NEW });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('INVALID_TOKEN');
    const weak = await authCall(A, '/reset-password', { token, newPassword: 'lighthouse2027' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { message: string }).message).toBe('Password must contain at least one uppercase letter');
    await database.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verification.identifier, `reset-password:${token}`));
    expect((await authCall(A, '/reset-password', { token, newPassword: NEW })).status).toBe(400);
    // Still the old password.
    expect((await authCall(A, '/sign-in/email', { email: 'ada@example.com', password: OLD })).status).toBe(200);
  });

  it('sets the new password once, ends every other session and refuses the token a second time', async () => {
    const phone = cookieOf(await authCall(A, '/sign-in/email', { email: 'ada@example.com', password: OLD }));
    const laptop = cookieOf(await authCall(A, '/sign-in/email', { email: 'ada@example.com', password: OLD }));
    expect((await sessionOf(A, phone))?.user.id).toBe(userId);

    await requestReset('ada@example.com');
    const token = await issuedToken();
    const reset = await authCall(A, '/reset-password', { token, newPassword: NEW });
    expect(reset.status, await reset.clone().text()).toBe(200);

    expect(await sessionOf(A, phone)).toBeNull();
    expect(await sessionOf(A, laptop)).toBeNull();
    expect((await authCall(A, '/sign-in/email', { email: 'ada@example.com', password: OLD })).status).toBe(401);
    expect((await authCall(A, '/sign-in/email', { email: 'ada@example.com', password: NEW })).status).toBe(200);

    const again = await authCall(A, '/reset-password', { token, newPassword: 'Another2028' });
    expect(again.status).toBe(400);
    expect((await authCall(A, '/sign-in/email', { email: 'ada@example.com', password: NEW })).status).toBe(200);
  });

  it('issues tokens that expire after an hour', async () => {
    await requestReset('ada@example.com');
    const [row] = await database.db.select().from(verification).where(like(verification.identifier, 'reset-password:%'));
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });
});
