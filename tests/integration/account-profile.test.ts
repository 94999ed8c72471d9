// The account area's own data: PATCH /api/account/profile changes only the caller's username and
// full name on the organisation of the Host header, and the account queries read only the
// caller's orders, paid plans and bookings on that organisation.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, PATCH } from '@/app/api/account/profile/route';
import { listOwnBookings, listOwnOrders, listPurchasedPlans } from '@/server/account/queries';
import { bookings, orderItems, orders, pricingPlans, profiles } from '@/server/db/schema';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const A = 'firm-a.localhost';
const B = 'firm-b.localhost';
const none = { params: Promise.resolve({}) };

function patch(host: string, body: unknown, headers: Record<string, string> = {}) {
  return PATCH(
    new Request(`http://${host}/api/account/profile`, {
      method: 'PATCH',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    none,
  );
}

describe.each(DATABASE_KINDS)('account profile and purchases on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  let orgB: string;
  let adaId: string;
  let ada: { cookie: string };
  let outsider: { cookie: string };

  const profileOf = async (organizationId: string, userId: string) =>
    (await database.db.select().from(profiles).where(and(eq(profiles.organizationId, organizationId), eq(profiles.userId, userId))))[0];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orgA = (await createOrganization(database.db, { slug: 'firm-a', name: 'Firm A' })).id;
    orgB = (await createOrganization(database.db, { slug: 'firm-b', name: 'Firm B' })).id;
    adaId = (await ensureAccount(database.db, { email: 'ada@a.example', password: 'Passw0rdOK', name: 'Ada' })).userId;
    await saveProfile(database.db, { organizationId: orgA, userId: adaId, username: 'ada', email: 'ada@a.example', role: 'customer' });
    // Ada is a customer of B too, under another username.
    await saveProfile(database.db, { organizationId: orgB, userId: adaId, username: 'ada-b', email: 'ada@a.example', role: 'customer' });
    const ben = await ensureAccount(database.db, { email: 'ben@a.example', password: 'Passw0rdOK', name: 'Ben' });
    await saveProfile(database.db, { organizationId: orgA, userId: ben.userId, username: 'Ben.Walsh', email: 'ben@a.example', role: 'customer' });
    await ensureAccount(database.db, { email: 'nobody@x.example', password: 'Passw0rdOK', name: 'Nobody' });
    ada = await signIn(A, 'ada@a.example', 'Passw0rdOK');
    outsider = await signIn(A, 'nobody@x.example', 'Passw0rdOK');
  });
  afterAll(() => database.dispose());

  it('changes the username and full name of the caller’s profile on the host’s organisation only', async () => {
    const response = await patch(A, { username: 'ada.byrne', full_name: '  Ada Byrne ', role: 'admin', email: 'x@y.example', organization_id: orgB }, { cookie: ada.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ username: 'ada.byrne', full_name: 'Ada Byrne', email: 'ada@a.example', role: 'customer' });
    expect(await profileOf(orgA, adaId)).toMatchObject({ username: 'ada.byrne', fullName: 'Ada Byrne', role: 'customer', email: 'ada@a.example' });
    expect(await profileOf(orgB, adaId)).toMatchObject({ username: 'ada-b', fullName: null });
    const read = await GET(new Request(`http://${A}/api/account/profile`, { headers: { host: A, cookie: ada.cookie } }), none);
    expect(await read.json()).toMatchObject({ username: 'ada.byrne', full_name: 'Ada Byrne' });
    // An empty full name clears it.
    await patch(A, { username: 'ada.byrne', full_name: '' }, { cookie: ada.cookie });
    expect((await profileOf(orgA, adaId)).fullName).toBeNull();
  });

  it('answers 400 with the field’s message for a bad username or full name', async () => {
    const short = await patch(A, { username: 'ab' }, { cookie: ada.cookie });
    expect(short.status).toBe(400);
    const body = (await short.json()) as { error: string; details: { fieldErrors: Record<string, string[]> } };
    expect(body.error).toBe('Username must be at least 3 characters');
    expect(body.details.fieldErrors.username).toBeDefined();
    expect((await patch(A, { username: 'has space' }, { cookie: ada.cookie })).status).toBe(400);
    expect((await patch(A, { username: 'ada', full_name: 'x'.repeat(121) }, { cookie: ada.cookie })).status).toBe(400);
    expect((await patch(A, {}, { cookie: ada.cookie })).status).toBe(400);
    expect((await patch(A, 'not json', { cookie: ada.cookie })).status).toBe(400);
  });

  it('answers 409 for a username someone else on the organisation has, in any case', async () => {
    const response = await patch(A, { username: 'ben.walsh' }, { cookie: ada.cookie });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'This username is already taken', details: { fieldErrors: { username: ['This username is already taken'] } } });
    // The same name on another organisation is free.
    expect((await patch(B, { username: 'Ben.Walsh' }, { cookie: ada.cookie })).status).toBe(200);
  });

  it('answers 401 without a session, 403 without a profile here, 403 from another site', async () => {
    const guest = await patch(A, { username: 'someone' });
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ error: 'No active session found. Please log in again.' });
    expect((await patch(A, { username: 'someone' }, { cookie: outsider.cookie })).status).toBe(403);
    expect((await patch(A, { username: 'hijacked' }, { cookie: ada.cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await profileOf(orgA, adaId)).username).not.toBe('hijacked');
  });

  it('reads only the caller’s orders, paid plans and bookings on the organisation asked for', async () => {
    const [plan] = await database.db
      .insert(pricingPlans)
      .values({ organizationId: orgA, name: 'Retainer', price: 14500, currency: 'EUR', currencySymbol: '€', features: [{ text: 'Two calls a month' }, { text: 'Court visits', included: false }] })
      .returning();
    const [paid] = await database.db.insert(orders).values({ organizationId: orgA, userId: adaId, customerEmail: 'ada@a.example', status: 'paid', currency: 'EUR', totalAmount: 29000 }).returning();
    await database.db.insert(orderItems).values({ organizationId: orgA, orderId: paid.id, planId: plan.id, planName: 'Retainer (2026)', unitPrice: 14500, currency: 'EUR', currencySymbol: '€', quantity: 2 });
    const [pending] = await database.db.insert(orders).values({ organizationId: orgA, userId: adaId, customerEmail: 'ada@a.example', status: 'pending', currency: 'EUR', totalAmount: 100 }).returning();
    await database.db.insert(orderItems).values({ organizationId: orgA, orderId: pending.id, planName: 'Unpaid extra', unitPrice: 100, currency: 'EUR', currencySymbol: '€', quantity: 1 });
    const [other] = await database.db.insert(orders).values({ organizationId: orgB, userId: adaId, customerEmail: 'ada@a.example', status: 'paid', currency: 'USD', totalAmount: 500 }).returning();
    await database.db.insert(orderItems).values({ organizationId: orgB, orderId: other.id, planName: 'B plan', unitPrice: 500, currency: 'USD', currencySymbol: '$', quantity: 1 });
    await database.db.insert(bookings).values({ organizationId: orgA, title: 'First consultation', customerUserId: adaId, customerName: 'Ada', scheduledAt: new Date(Date.now() + 86_400_000) });
    await database.db.insert(bookings).values({ organizationId: orgB, title: 'Elsewhere', customerUserId: adaId, customerName: 'Ada', scheduledAt: new Date() });

    const where = { organizationId: orgA, userId: adaId };
    const orderList = await listOwnOrders(database.db, where);
    expect(orderList.map((o) => o.totalAmount).sort()).toEqual([100, 29000]);
    expect(orderList.find((o) => o.id === paid.id)?.items).toEqual([{ planName: 'Retainer (2026)', quantity: 2, unitPrice: 14500, currency: 'EUR', currencySymbol: '€' }]);
    const plans = await listPurchasedPlans(database.db, where);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ name: 'Retainer (2026)', quantity: 2, unitPrice: 14500, features: [{ text: 'Two calls a month' }, { text: 'Court visits', included: false }] });
    expect((await listOwnBookings(database.db, where)).map((b) => b.title)).toEqual(['First consultation']);
    expect(await listPurchasedPlans(database.db, { organizationId: orgA, userId: 'someone-else' })).toEqual([]);
  });
});
