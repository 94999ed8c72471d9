// POST /api/profile, as registration calls it: the signed-in person's own profile on the
// organisation of the Host header (never one named in the body); 401 without a session, 400 for bad
// input, 403 for a cookie-carrying request from another site, 409 for a username taken there.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '@/server/db/schema';
import { createOrganization } from '@/server/organizations/service';
import { saveProfile } from '@/server/account/profiles';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { postProfile, signUp } from './auth-helpers';

const A = 'firm-a.localhost';
const B = 'firm-b.localhost';

describe.each(DATABASE_KINDS)('POST /api/profile on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  let orgB: string;
  let ada: { cookie: string; bearer: string | null; userId: string };
  let ben: { cookie: string; bearer: string | null; userId: string };

  const sameSite = (cookie: string) => ({ cookie, origin: `http://${A}` });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orgA = (await createOrganization(database.db, { slug: 'firm-a', name: 'Firm A' })).id;
    orgB = (await createOrganization(database.db, { slug: 'firm-b', name: 'Firm B' })).id;
    for (const [name, target] of [['ada', 'ada'], ['ben', 'ben']] as const) {
      const { response, cookie, bearer } = await signUp(A, { email: `${name}@example.com`, password: 'Harbour2026', name });
      expect(response.status, await response.clone().text()).toBe(200);
      const { user } = (await response.json()) as { user: { id: string } };
      if (target === 'ada') ada = { cookie, bearer, userId: user.id };
      else ben = { cookie, bearer, userId: user.id };
    }
  });
  afterAll(() => database.dispose());

  it('answers 401 without a session', async () => {
    const response = await postProfile(A, { username: 'ada' }, { origin: `http://${A}` });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'No active session found. Please log in again.' });
  });

  it('answers 400 with the first rule broken and details, and for a body that is not JSON', async () => {
    const short = await postProfile(A, { username: 'ad' }, sameSite(ada.cookie));
    expect(short.status).toBe(400);
    const body = (await short.json()) as { error: string; details: unknown };
    expect(body.error).toBe('Username must be at least 3 characters');
    expect(body.details).toBeTruthy();
    expect((await postProfile(A, '{not json', sameSite(ada.cookie))).status).toBe(400);
    expect((await postProfile(A, { username: 42 }, sameSite(ada.cookie))).status).toBe(400);
  });

  it('refuses a cookie-carrying request from another site (403), or one that names no origin', async () => {
    const evil = await postProfile(A, { username: 'ada' }, { cookie: ada.cookie, origin: 'http://evil.example' });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ error: 'Cross-site request refused' });
    expect((await postProfile(A, { username: 'ada' }, { cookie: ada.cookie, origin: `http://${B}` })).status).toBe(403);
    expect((await postProfile(A, { username: 'ada' }, { cookie: ada.cookie })).status).toBe(403);
    expect((await postProfile(A, { username: 'ada' }, { cookie: ada.cookie, referer: 'http://evil.example/page' })).status).toBe(403);
    // Nothing was written by any of them.
    expect(await database.db.select().from(profiles).where(eq(profiles.userId, ada.userId))).toEqual([]);
  });

  it('creates the profile on the host’s organisation whatever the body says, as a customer', async () => {
    const response = await postProfile(A, { username: 'ada', full_name: 'Ada Byrne', organization_id: orgB, role: 'admin' }, sameSite(ada.cookie));
    expect(response.status, await response.clone().text()).toBe(200);
    const { profile } = (await response.json()) as { profile: Record<string, unknown> };
    expect(profile).toMatchObject({ username: 'ada', full_name: 'Ada Byrne', email: 'ada@example.com', organization_id: orgA, role: 'customer' });
    const rows = await database.db.select().from(profiles).where(eq(profiles.userId, ada.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ organizationId: orgA, username: 'ada', fullName: 'Ada Byrne' });
  });

  it('updates the same profile on a second call and never changes the role', async () => {
    await database.db.update(profiles).set({ role: 'admin' }).where(and(eq(profiles.userId, ada.userId), eq(profiles.organizationId, orgA)));
    const response = await postProfile(A, { username: 'ada.b' }, sameSite(ada.cookie));
    expect(response.status).toBe(200);
    const rows = await database.db.select().from(profiles).where(eq(profiles.userId, ada.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'ada.b', fullName: null, role: 'admin' });
  });

  it('answers 409 when another person on the same site has the username, not on another site', async () => {
    const taken = await postProfile(A, { username: 'ADA.B' }, sameSite(ben.cookie));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: 'This username is already taken' });
    // A bearer token carries no ambient credential: no Origin needed.
    const elsewhere = await postProfile(B, { username: 'ada.b' }, { authorization: `Bearer ${ben.bearer}` });
    expect(elsewhere.status, await elsewhere.clone().text()).toBe(200);
    expect((await elsewhere.json()) as unknown).toMatchObject({ profile: { organization_id: orgB } });
  });

  it('keeps a race on one username to one winner', async () => {
    await saveProfile(database.db, { organizationId: orgA, userId: ben.userId, username: 'ben', email: 'ben@example.com', role: 'customer' });
    const answers = await Promise.all([
      postProfile(A, { username: 'shared' }, sameSite(ada.cookie)),
      postProfile(A, { username: 'shared' }, sameSite(ben.cookie)),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('answers 404 on a host no organisation answers on', async () => {
    const response = await postProfile('nobody.localhost', { username: 'ada' }, { cookie: ada.cookie, origin: 'http://nobody.localhost' });
    expect(response.status).toBe(404);
  });
});
