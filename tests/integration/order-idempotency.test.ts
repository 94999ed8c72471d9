// No double orders (issue 19 §7, decision 053): the checkout's Idempotency-Key through the real
// route, a real database and a real SMTP server. A repeated or doubled checkout with one key is one
// order and one e-mail, even when the requests race; the same key with another basket is refused;
// new keys are new orders; a key belongs to one person for one day; a malformed key is a 400.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as ordersPost } from '@/app/api/orders/route';
import { orderRequests, orders, outgoingEmails, pricingPlans, rateLimits } from '@/server/db/schema';
import { setMailTransportUrl } from '@/server/mail/transport';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { ORDER_MESSAGES, type OrderResponse } from '@/schemas/order';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { startTestSmtp, type TestSmtp } from './mail-test-smtp';

const HOST = 'shop-k.localhost';
const none = { params: Promise.resolve({}) };

type Who = { cookie?: string };

function checkout(who: Who, body: unknown, key?: string) {
  const headers: Record<string, string> = { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json', ...(who.cookie ? { cookie: who.cookie } : {}) };
  if (key !== undefined) headers['idempotency-key'] = key;
  return ordersPost(new Request(`http://${HOST}/api/orders`, { method: 'POST', headers, body: JSON.stringify(body) }), none);
}

describe.each(DATABASE_KINDS)('one order per checkout on %s', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let ada: Who;
  let ben: Who;
  let team: string;
  let solo: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startTestSmtp();
    const orgId = (await createOrganization(database.db, { slug: 'shop-k', name: 'Shop K', hosts: [] })).id;
    for (const email of ['ada@k.example', 'ben@k.example']) {
      const { userId } = await ensureAccount(database.db, { email, password: 'Passw0rdOK', name: email.split('@')[0] });
      await saveProfile(database.db, { organizationId: orgId, userId, username: email.split('@')[0], email, fullName: email, role: 'customer' });
    }
    ada = await signIn(HOST, 'ada@k.example', 'Passw0rdOK');
    ben = await signIn(HOST, 'ben@k.example', 'Passw0rdOK');
    [{ id: team }, { id: solo }] = await database.db
      .insert(pricingPlans)
      .values([
        { organizationId: orgId, name: 'Team', price: 4900, currency: 'EUR', currencySymbol: '€' },
        { organizationId: orgId, name: 'Solo', price: 1900, currency: 'EUR', currencySymbol: '€' },
      ])
      .returning({ id: pricingPlans.id });
  });
  beforeEach(async () => {
    setMailTransportUrl(smtp.url);
    await database.db.delete(outgoingEmails);
    await database.db.delete(orderRequests);
    await database.db.delete(orders);
    await database.db.delete(rateLimits);
    smtp.received.length = 0;
  });
  afterAll(async () => {
    setMailTransportUrl(undefined);
    await smtp.close();
    await database.dispose();
  });

  it('answers a repeated checkout with the same order, status and body, and sends one e-mail', async () => {
    const key = randomUUID();
    const basket = { items: [{ plan_id: team, quantity: 2 }] };
    const first = await checkout(ada, basket, key);
    expect(first.status, await first.clone().text()).toBe(201);
    const placed = (await first.json()) as OrderResponse;
    // A retry after a lost answer, even from a page in another language and with upper-case letters in the key.
    const again = await checkout(ada, { ...basket, locale: 'de' }, key.toUpperCase());
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(placed);
    expect(await database.db.select().from(orders)).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    expect(await database.db.select().from(outgoingEmails)).toHaveLength(1);
  });

  it('places one order when the same checkout arrives several times at once', async () => {
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 6 }, () => checkout(ada, { items: [{ plan_id: team, quantity: 1 }, { plan_id: solo, quantity: 3 }] }, key)));
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(201));
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as OrderResponse[];
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(responses.filter((response) => response.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
    expect(await database.db.select().from(orders)).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('refuses the same key with another basket, and leaves the first order alone', async () => {
    const key = randomUUID();
    expect((await checkout(ada, { items: [{ plan_id: team, quantity: 1 }] }, key)).status).toBe(201);
    for (const other of [{ items: [{ plan_id: team, quantity: 2 }] }, { items: [{ plan_id: team, quantity: 1 }, { plan_id: solo, quantity: 1 }] }]) {
      const refused = await checkout(ada, other, key);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({ error: ORDER_MESSAGES.idempotencyKeyReused, details: { fieldErrors: { 'Idempotency-Key': [ORDER_MESSAGES.idempotencyKeyReused] } } });
    }
    // The lines in another order are the same basket.
    const twoLines = randomUUID();
    expect((await checkout(ada, { items: [{ plan_id: team, quantity: 1 }, { plan_id: solo, quantity: 1 }] }, twoLines)).status).toBe(201);
    expect((await checkout(ada, { items: [{ plan_id: solo, quantity: 1 }, { plan_id: team, quantity: 1 }] }, twoLines)).status).toBe(201);
    expect(await database.db.select().from(orders)).toHaveLength(2);
    expect(smtp.received).toHaveLength(2);
  });

  it('makes an order for each new key, for each person, and again once a key is a day old', async () => {
    const key = randomUUID();
    const basket = { items: [{ plan_id: team, quantity: 1 }] };
    const first = (await (await checkout(ada, basket, key)).json()) as OrderResponse;
    // Two different baskets, and the same basket bought again on purpose, each with its own key.
    expect((await checkout(ada, { items: [{ plan_id: solo, quantity: 1 }] }, randomUUID())).status).toBe(201);
    expect((await checkout(ada, basket, randomUUID())).status).toBe(201);
    // Another person's key is theirs alone: the same value never answers with Ada's order.
    const bens = await checkout(ben, basket, key);
    expect(bens.status).toBe(201);
    expect(bens.headers.get('idempotent-replayed')).toBeNull();
    expect(((await bens.json()) as OrderResponse).customer_email).toBe('ben@k.example');
    // After 24 hours the key starts afresh.
    await database.db.update(orderRequests).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    const later = (await (await checkout(ada, basket, key)).json()) as OrderResponse;
    expect(later.id).not.toBe(first.id);
    expect(await database.db.select().from(orders)).toHaveLength(5);
    expect(smtp.received).toHaveLength(5);
  });

  it('accepts a checkout without a key as before (API clients), one order per request', async () => {
    const basket = { items: [{ plan_id: team, quantity: 1 }] };
    expect((await checkout(ada, basket)).status).toBe(201);
    expect((await checkout(ada, basket)).status).toBe(201);
    expect(await database.db.select().from(orders)).toHaveLength(2);
    expect(await database.db.select().from(orderRequests)).toHaveLength(0);
  });

  it('does not spend a key on a refused basket', async () => {
    const key = randomUUID();
    expect((await checkout(ada, { items: [{ plan_id: randomUUID(), quantity: 1 }] }, key)).status).toBe(400);
    expect((await checkout(ada, { items: [{ plan_id: team, quantity: 1 }] }, key)).status).toBe(201);
    expect(smtp.received).toHaveLength(1);
  });

  it('answers a malformed key with 400 and { error, details }, placing nothing', async () => {
    const uuid = randomUUID();
    const bad = ['', 'order-1', `${uuid}0`, `{${uuid}}`, uuid.replaceAll('-', ''), `${uuid}%00`, `${uuid} ${'x'.repeat(10_000)}`, 'a'.repeat(36)];
    for (const key of bad) {
      const response = await checkout(ada, { items: [{ plan_id: team, quantity: 1 }] }, key);
      expect(response.status, key.slice(0, 50)).toBe(400);
      expect(await response.json()).toEqual({ error: ORDER_MESSAGES.idempotencyKey, details: { fieldErrors: { 'Idempotency-Key': [ORDER_MESSAGES.idempotencyKey] } } });
    }
    // A NUL byte never reaches the handler: the Fetch API refuses to build such a header at all.
    expect(() => new Headers({ 'idempotency-key': `${uuid}\0` })).toThrow(TypeError);
    expect(await database.db.select().from(orders)).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });
});
