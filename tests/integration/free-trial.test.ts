// POST /api/register-user-free-trial: the signed-in person's own e-mail only, on the organisation
// of the host; starts a 14-day trial once; a repeat answers the same dates.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/register-user-free-trial/route';
import { profiles, rateLimits } from '@/server/db/schema';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { FREE_TRIAL_DAYS } from '@/server/trial/service';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const noParams = { params: Promise.resolve({}) };

function start(host: string, body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request(`http://${host}/api/register-user-free-trial`, { method: 'POST', headers: { host, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
    noParams,
  );
}

type TrialAnswer = { started: boolean; free_trial_started_at: string; free_trial_ends_at: string; days: number };

describe.each(DATABASE_KINDS)('free trial on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  let adaId: string;
  let cookie: string;
  const same = { origin: 'http://firm-a.localhost' };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orgA = (await createOrganization(database.db, { slug: 'firm-a', name: 'Firm A' })).id;
    await createOrganization(database.db, { slug: 'firm-b', name: 'Firm B' });
    adaId = (await ensureAccount(database.db, { email: 'ada@example.com', password: 'Passw0rdOK', name: 'Ada' })).userId;
    await saveProfile(database.db, { organizationId: orgA, userId: adaId, username: 'ada', email: 'ada@example.com', role: 'customer' });
    cookie = (await signIn('firm-a.localhost', 'ada@example.com', 'Passw0rdOK')).cookie;
  });
  beforeEach(() => database.db.delete(rateLimits));
  afterAll(() => database.dispose());

  it('answers 401 with the spec text without a session', async () => {
    const response = await start('firm-a.localhost', { email: 'ada@example.com' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'No active session found. Please log in again.' });
  });

  it('answers 400 for a missing e-mail and 403 for someone else’s, another site, or a cross-site page', async () => {
    const bad = await start('firm-a.localhost', {}, { cookie, ...same });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: expect.any(String), details: { fieldErrors: { email: expect.any(Array) } } });
    const other = await start('firm-a.localhost', { email: 'victim@example.com' }, { cookie, ...same });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ error: 'You can only use your own e-mail address.' });
    // No profile on Firm B: nothing to start there.
    expect((await start('firm-b.localhost', { email: 'ada@example.com' }, { cookie, origin: 'http://firm-b.localhost' })).status).toBe(403);
    expect((await start('firm-a.localhost', { email: 'ada@example.com' }, { cookie, origin: 'http://evil.example' })).status).toBe(403);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, adaId));
    expect(profile.freeTrialStartedAt).toBeNull();
  });

  it('starts a 14-day trial once; a second call keeps the first dates', async () => {
    const before = Date.now();
    const first = await start('firm-a.localhost', { email: 'Ada@Example.com' }, { cookie, ...same });
    expect(first.status).toBe(200);
    const a = (await first.json()) as TrialAnswer;
    expect(a.started).toBe(true);
    expect(a.days).toBe(FREE_TRIAL_DAYS);
    const startedAt = new Date(a.free_trial_started_at).getTime();
    expect(startedAt).toBeGreaterThanOrEqual(before - 5000);
    expect(new Date(a.free_trial_ends_at).getTime() - startedAt).toBe(14 * 86_400_000);
    const [profile] = await database.db.select().from(profiles).where(and(eq(profiles.organizationId, orgA), eq(profiles.userId, adaId)));
    expect(profile.freeTrialStartedAt?.toISOString()).toBe(a.free_trial_started_at);
    expect(profile.freeTrialEndsAt?.toISOString()).toBe(a.free_trial_ends_at);

    const second = await start('firm-a.localhost', { email: 'ada@example.com' }, { cookie, ...same });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ ...a, started: false });
  });

  it('answers 429 after ten calls an hour', async () => {
    for (let i = 0; i < 10; i++) expect((await start('firm-a.localhost', { email: 'ada@example.com' }, { cookie, ...same })).status).toBe(200);
    expect((await start('firm-a.localhost', { email: 'ada@example.com' }, { cookie, ...same })).status).toBe(429);
  });
});
