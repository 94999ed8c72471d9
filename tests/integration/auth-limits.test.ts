// Abuse limits on sign-up, sign-in and reset requests (429 with the spec's text), per organisation of the
// Host; the registration and password rules applied by the server itself; long passwords.
//
// Every sign-in and sign-up costs a deliberate password hash (scrypt, about 0.1 s of a core, several
// times that on a busy machine), so the tests do not walk a limit of 30 or 50 one real request at a
// time: the limiter's own counting functions, the ones the auth hooks call, bring a count close to
// its limit, and real requests through the auth route cross it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { outgoingEmails, platformRateLimits, rateLimits, verification } from '@/server/db/schema';
import { settleResetMails } from '@/server/auth/reset-mail';
import { AUTH_LIMITS, checkAttempt, recordSignInOutcome } from '@/server/auth/attempt-limits';
import { createOrganization } from '@/server/organizations/service';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { authCall, postProfile, signUp } from './auth-helpers';

const A = 'firm-a.localhost';
const B = 'firm-b.localhost';
const TOO_MANY = 'Too many attempts. Please try again later.';
const from = (address: string) => ({ 'x-sitewright-client-ip': address });

describe.each(DATABASE_KINDS)('sign-in and reset limits on %s', (kind) => {
  let database: TestDatabase;
  let firmA: string;

  /** Counts `times` failed sign-ins as the auth hook does after the library refused a password. */
  async function failedBefore(email: string, times: number, address: (i: number) => string) {
    for (let i = 0; i < times; i++) await recordSignInOutcome(database.db, { email, address: address(i), succeeded: false });
  }
  /** Counts `times` attempts from one address on Firm A, as the auth route does before the library runs. */
  async function attemptsBefore(action: 'sign-in' | 'sign-up', address: string, times: number) {
    for (let i = 0; i < times; i++) await checkAttempt(database.db, { organizationId: firmA, action, address, email: null });
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    firmA = (await createOrganization(database.db, { slug: 'firm-a', name: 'Firm A' })).id;
    await createOrganization(database.db, { slug: 'firm-b', name: 'Firm B' });
    for (const name of ['ada', 'ben']) {
      const { response, cookie } = await signUp(A, { email: `${name}@example.com`, password: 'Harbour2026', name });
      expect(response.status, await response.clone().text()).toBe(200);
      expect((await postProfile(A, { username: name }, { cookie, origin: `http://${A}` })).status).toBe(200);
    }
  });
  afterAll(async () => {
    await settleResetMails();
    await database.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(platformRateLimits);
  });

  const signIn = (host: string, email: string, password: string, address = '203.0.113.7') =>
    authCall(host, '/sign-in/email', { email, password }, from(address));

  it('shuts one address out of an account after repeated wrong passwords, on every site of the platform', async () => {
    const { max } = AUTH_LIMITS.failedSignInPerAccountAndAddress;
    await failedBefore('ada@example.com', max - 2, () => '203.0.113.66');
    // The last guesses go to both organisations' hosts: the account is one, so is its count.
    for (const host of [A, B]) expect((await signIn(host, 'ada@example.com', 'Wrong-guess-1', '203.0.113.66')).status).toBe(401);
    const locked = await signIn(A, 'ADA@example.com', 'Harbour2026', '203.0.113.66');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ error: TOO_MANY });
    expect((await signIn(B, 'ada@example.com', 'Harbour2026', '203.0.113.66')).status).toBe(429);
    // The owner elsewhere, and another person from that address, are not shut out.
    expect((await signIn(A, 'ada@example.com', 'Harbour2026', '198.51.100.1')).status).toBe(200);
    expect((await signIn(A, 'ben@example.com', 'Harbour2026', '203.0.113.66')).status).toBe(200);
    // After the window that address may try again.
    await database.db.update(platformRateLimits).set({ windowStart: new Date(Date.now() - 16 * 60_000) });
    expect((await signIn(A, 'ada@example.com', 'Harbour2026', '203.0.113.66')).status).toBe(200);
  });

  it('puts an account on guard against guesses from many addresses, without locking its owner out', async () => {
    // The owner signed in from home before the attack.
    expect((await signIn(A, 'ada@example.com', 'Harbour2026', '192.0.2.10')).status).toBe(200);
    const { max } = AUTH_LIMITS.failedSignInPerAccount;
    const guesser = (i: number) => `198.51.${100 + (i % 3)}.${i}`;
    await failedBefore('ada@example.com', max - 2, guesser);
    for (let i = max - 2; i < max; i++) expect((await signIn(i % 2 ? A : B, 'ada@example.com', 'Wrong-guess-1', guesser(i))).status).toBe(401);
    // A new place, even with the right password, waits; the answer says a reset is the way in.
    const guarded = await signIn(A, 'ada@example.com', 'Harbour2026', '203.0.113.200');
    expect(guarded.status).toBe(429);
    expect(await guarded.json()).toMatchObject({ error: TOO_MANY, details: { resetPassword: true } });
    // From home the owner still signs in, on either site.
    expect((await signIn(B, 'ada@example.com', 'Harbour2026', '192.0.2.10')).status).toBe(200);
    // Other people are not affected.
    expect((await signIn(A, 'ben@example.com', 'Harbour2026', '203.0.113.200')).status).toBe(200);
    // On a new device the owner proves the mailbox with a reset; that device is known from then on.
    expect((await authCall(A, '/request-password-reset', { email: 'ada@example.com', redirectTo: '/reset-password' }, from('203.0.113.200'))).status).toBe(200);
    await settleResetMails();
    const [issued] = await database.db.select().from(verification).where(like(verification.identifier, 'reset-password:%'));
    const token = issued.identifier.slice('reset-password:'.length);
    expect((await authCall(A, '/reset-password', { token, newPassword: 'Lighthouse2027' }, from('203.0.113.200'))).status).toBe(200);
    expect((await signIn(A, 'ada@example.com', 'Lighthouse2027', '203.0.113.200')).status).toBe(200);
    await database.db.delete(verification).where(like(verification.identifier, 'reset-password:%'));
    expect((await authCall(A, '/reset-password', { token: 'x', newPassword: 'Lighthouse2027' })).status).toBe(400);
    // Back to the password the other tests use.
    const [again] = await Promise.all([authCall(A, '/request-password-reset', { email: 'ada@example.com', redirectTo: '/reset-password' }, from('192.0.2.10'))]);
    expect(again.status).toBe(200);
    await settleResetMails();
    const [second] = await database.db.select().from(verification).where(like(verification.identifier, 'reset-password:%'));
    expect((await authCall(A, '/reset-password', { token: second.identifier.slice('reset-password:'.length), newPassword: 'Harbour2026' }, from('192.0.2.10'))).status).toBe(200);
  });

  it('does not count successful sign-ins against the account', async () => {
    // One failure short of putting the account on guard: a success counted as a failure would tip it.
    await failedBefore('ben@example.com', AUTH_LIMITS.failedSignInPerAccount.max - 1, (i) => `198.51.100.${i}`);
    for (let i = 0; i < 3; i++) expect((await signIn(i % 2 ? A : B, 'ben@example.com', 'Harbour2026', `192.0.2.${i}`)).status).toBe(200);
  });

  it('limits every sign-in attempt from one address', async () => {
    const { max } = AUTH_LIMITS.signInPerAddress;
    await attemptsBefore('sign-in', '203.0.113.7', max - 2);
    for (let i = 0; i < 2; i++) expect((await signIn(A, `nobody${i}@example.com`, 'x')).status).toBe(401);
    const refused = await signIn(A, 'ben@example.com', 'Harbour2026');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: TOO_MANY });
    expect((await signIn(A, 'ben@example.com', 'Harbour2026', '203.0.113.99')).status).toBe(200);
  });

  it('limits reset requests per e-mail address and per visitor address, with the spec text', async () => {
    const reset = (email: string, address: string) => authCall(A, '/request-password-reset', { email, redirectTo: '/reset-password' }, from(address));
    for (let i = 0; i < AUTH_LIMITS.resetPerEmail.max; i++) expect((await reset('ada@example.com', `198.51.100.${i}`)).status).toBe(200);
    const perEmail = await reset('ada@example.com', '198.51.100.200');
    expect(perEmail.status).toBe(429);
    expect(await perEmail.json()).toMatchObject({ error: TOO_MANY });
    // An unknown address is counted the same way: the answer never tells which addresses exist.
    for (let i = 0; i < AUTH_LIMITS.resetPerEmail.max; i++) expect((await reset('ghost@example.com', `192.0.2.${i}`)).status).toBe(200);
    expect((await reset('ghost@example.com', '192.0.2.200')).status).toBe(429);

    await database.db.delete(rateLimits);
    for (let i = 0; i < AUTH_LIMITS.resetPerAddress.max; i++) expect((await reset(`p${i}@example.com`, '203.0.113.50')).status).toBe(200);
    expect((await reset('ben@example.com', '203.0.113.50')).status).toBe(429);
  });

  it('limits sign-ups from one address, counted per organisation', async () => {
    const { max } = AUTH_LIMITS.signUpPerAddress;
    const register = (host: string, i: number, address: string) =>
      authCall(host, '/sign-up/email', { email: `bulk${i}-${host}@example.com`, password: 'Harbour2026', name: `bulk${i}` }, from(address));
    await attemptsBefore('sign-up', '203.0.113.80', max - 2);
    for (let i = max - 2; i < max; i++) expect((await register(A, i, '203.0.113.80')).status).toBe(200);
    const refused = await register(A, max, '203.0.113.80');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: TOO_MANY });
    // Another address, and the same address on another organisation, still register.
    expect((await register(A, max + 1, '203.0.113.81')).status).toBe(200);
    expect((await register(B, max + 2, '203.0.113.80')).status).toBe(200);
  });

  it('writes the reset e-mail through the mail module, with a link to the organisation’s reset page', async () => {
    await database.db.delete(outgoingEmails);
    expect((await authCall(A, '/request-password-reset', { email: 'ben@example.com', redirectTo: '/reset-password' })).status).toBe(200);
    expect((await authCall(A, '/request-password-reset', { email: 'nobody@example.com', redirectTo: '/reset-password' })).status).toBe(200);
    await settleResetMails();
    const rows = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.template, 'password_reset'));
    expect(rows.map((row) => row.toAddress)).toEqual(['ben@example.com']);
    // The outbox copy keeps the link's address but never its token.
    expect(rows[0].text).toMatch(new RegExp(`http://${A.replace('.', '\\.')}:3000/reset-password\\?token=REDACTED`));
  });

  it('refuses sign-in and reset requests on a host no organisation answers on', async () => {
    expect((await signIn('nobody.localhost', 'ada@example.com', 'Harbour2026')).status).toBe(404);
    expect((await authCall('nobody.localhost', '/request-password-reset', { email: 'ada@example.com' })).status).toBe(404);
  });
});

describe.each(DATABASE_KINDS)('account rules on the server on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await createOrganization(database.db, { slug: 'firm-a', name: 'Firm A' });
  });
  afterAll(() => database.dispose());

  it('refuses a registration that breaks the rules with the spec’s first message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ email: 'a@example.com', password: 'Harbour2026', name: '' }, 'Please fill in all fields'],
      [{ email: 'a@example.com', password: 'Harbour2026', name: 'ab' }, 'Username must be at least 3 characters'],
      [{ email: 'a@example.com', password: 'Harbour2026', name: 'a b c' }, 'Username may only contain letters, numbers, dots, hyphens and underscores'],
      [{ email: 'a@example', password: 'Harbour2026', name: 'abc' }, 'Please enter a valid email address'],
      [{ email: 'a@example.com', password: 'harbour2026', name: 'abc' }, 'Password must contain at least one uppercase letter'],
      [{ email: 'a@example.com', password: 'HARBOUR2026', name: 'abc' }, 'Password must contain at least one lowercase letter'],
      [{ email: 'a@example.com', password: 'HarbourLaw', name: 'abc' }, 'Password must contain at least one number'],
    ];
    for (const [body, message] of cases) {
      const response = await authCall(A, '/sign-up/email', body);
      expect(response.status, message).toBe(400);
      // The library's { message, code } and our { error, details } side by side.
      expect(await response.json()).toMatchObject({ message, error: message, details: { code: 'VALIDATION_ERROR' } });
    }
  });

  it('accepts a 64-character password (and up to 128) for sign-up and sign-in', async () => {
    const long = `Aa1-${'correct horse battery staple '.repeat(3)}`.slice(0, 64);
    expect(long).toHaveLength(64);
    const { response } = await signUp(A, { email: 'long@example.com', password: long, name: 'longpass' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await authCall(A, '/sign-in/email', { email: 'long@example.com', password: long })).status).toBe(200);
    const longest = `Aa1${'z'.repeat(125)}`;
    expect((await signUp(A, { email: 'longest@example.com', password: longest, name: 'longest' })).response.status).toBe(200);
    expect((await signUp(A, { email: 'toolong@example.com', password: `${longest}z`, name: 'toolong' })).response.status).toBe(400);
  });

  it('keeps the library’s free-text fields within our rules and closes the endpoints the product does not use', async () => {
    const picture = await authCall(A, '/sign-up/email', { email: 'pic@example.com', password: 'Harbour2026', name: 'pic', image: 'x'.repeat(2_000) });
    expect(picture.status).toBe(400);
    // Another site is refused by the library's origin check; a path that normalises to another host, by ours.
    expect((await authCall(A, '/sign-in/email', { email: 'long@example.com', password: 'x', callbackURL: 'https://evil.example/' })).status).toBe(403);
    const elsewhere = await authCall(A, '/sign-in/email', { email: 'long@example.com', password: 'x', callbackURL: '/.//evil.example' });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ error: 'callbackURL must be a path on this site' });
    const hugeEmail = await authCall(A, '/sign-in/email', { email: `${'a'.repeat(300)}@example.com`, password: 'x' });
    expect(hugeEmail.status).toBe(400);
    for (const path of ['/update-user', '/change-email', '/delete-user', '/sign-in/social', '/link-social']) {
      expect((await authCall(A, path, { name: 'x'.repeat(2_000), newEmail: 'x@evil.example' })).status, path).toBe(404);
    }
  });

  it('answers a malformed sign-in with 400 and { error, details }', async () => {
    const response = await authCall(A, '/sign-in/email', { email: 42, password: ['x'] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: unknown; details: unknown };
    expect(typeof body.error).toBe('string');
    expect(body.details).toBeTypeOf('object');
  });

  it('sets an httpOnly, SameSite=Lax session cookie, Secure only when the visitor came over HTTPS', async () => {
    const plain = await authCall(A, '/sign-in/email', { email: 'long@example.com', password: `Aa1-${'correct horse battery staple '.repeat(3)}`.slice(0, 64) });
    expect(plain.status).toBe(200);
    const [overHttp] = plain.headers.getSetCookie().filter((c) => c.includes('session_token='));
    expect(overHttp).toMatch(/HttpOnly/i);
    expect(overHttp).toMatch(/SameSite=Lax/i);
    expect(overHttp).not.toMatch(/;\s*Secure/i);
    // A client's own claim of HTTPS counts only behind a trusted proxy (TRUST_PROXY), which is off here.
    const claimed = await authCall(A, '/sign-in/email', { email: 'long@example.com', password: `Aa1-${'correct horse battery staple '.repeat(3)}`.slice(0, 64) }, { 'x-forwarded-proto': 'https' });
    expect(claimed.status).toBe(200);
    expect(claimed.headers.getSetCookie().find((c) => c.includes('session_token='))).not.toMatch(/;\s*Secure/i);
    const tls = await authCall(A, '/sign-in/email', { email: 'long@example.com', password: `Aa1-${'correct horse battery staple '.repeat(3)}`.slice(0, 64) }, { origin: `https://${A}` }, 'https');
    expect(tls.status).toBe(200);
    const [overHttps] = tls.headers.getSetCookie().filter((c) => c.includes('session_token='));
    expect(overHttps).toMatch(/HttpOnly/i);
    expect(overHttps).toMatch(/;\s*Secure/i);
  });

  it('says the e-mail already has an account on a second registration', async () => {
    const again = await authCall(A, '/sign-up/email', { email: 'long@example.com', password: 'Harbour2026', name: 'other' });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { code: string }).code).toMatch(/^USER_ALREADY_EXISTS/);
  });
});
