// Checkout through the real route handlers on a real database: the basket's plans re-read by
// GET /api/plans, an order placed by POST /api/orders with the server's prices in one transaction,
// and the admins' list at GET /api/admin/orders. The organisation always comes from the Host
// header: another organisation's plan is refused, and so are hidden plans, bad input, guests,
// cookie writes from another site and people without a profile here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as plansGet } from '@/app/api/plans/route';
import { POST as ordersPost } from '@/app/api/orders/route';
import { GET as adminOrdersGet } from '@/app/api/admin/orders/route';
import { PATCH as adminOrderPatch } from '@/app/api/admin/orders/[id]/route';
import { orderItems, orders, pricingPlans, rateLimits } from '@/server/db/schema';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { placeOrder } from '@/server/commerce/orders';
import { invoicePayment } from '@/server/commerce/payments/invoice';
import type { OrderResponse } from '@/schemas/order';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { headersFor, type Who } from './caller';

const A = 'firm-a.localhost';
const B = 'firm-b.localhost';
const none = { params: Promise.resolve({}) };
const DAY = 24 * 60 * 60 * 1000;

const order = (host: string, who: Who, body: unknown) =>
  ordersPost(new Request(`http://${host}/api/orders`, { method: 'POST', headers: headersFor(host, who, true), body: typeof body === 'string' ? body : JSON.stringify(body) }), none);
const plans = (host: string, query: string, method = 'GET') => plansGet(new Request(`http://${host}/api/plans${query}`, { method, headers: { host } }), none);
const settle = (host: string, who: Who, id: string, body: unknown) =>
  adminOrderPatch(new Request(`http://${host}/api/admin/orders/${id}`, { method: 'PATCH', headers: headersFor(host, who, true), body: JSON.stringify(body) }), { params: Promise.resolve({ id }) });
const adminList = (host: string, who: Who, method = 'GET') => adminOrdersGet(new Request(`http://${host}/api/admin/orders`, { method, headers: headersFor(host, who) }), none);

describe.each(DATABASE_KINDS)('orders API on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  let orgB: string;
  let customer: Who;
  let admin: Who;
  let adminB: Who;
  let stranger: Who;
  let customerId: string;
  const plan: Record<'team' | 'promo' | 'expired' | 'hidden' | 'other' | 'dollars', string> = {} as never;

  async function addPlan(organizationId: string, values: Partial<typeof pricingPlans.$inferInsert> & { name: string; price: number }): Promise<string> {
    const [row] = await database.db.insert(pricingPlans).values({ organizationId, currency: 'EUR', currencySymbol: '€', ...values }).returning({ id: pricingPlans.id });
    return row.id;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orgA = (await createOrganization(database.db, { slug: 'firm-a', name: 'Firm A' })).id;
    orgB = (await createOrganization(database.db, { slug: 'firm-b', name: 'Firm B' })).id;
    const people = [
      { email: 'ada@a.example', org: orgA, role: 'customer' as const },
      { email: 'admin@a.example', org: orgA, role: 'admin' as const },
      { email: 'admin@b.example', org: orgB, role: 'admin' as const },
      { email: 'bo@b.example', org: orgB, role: 'customer' as const },
    ];
    for (const p of people) {
      const { userId } = await ensureAccount(database.db, { email: p.email, password: 'Passw0rdOK', name: p.email });
      if (p.email === 'ada@a.example') customerId = userId;
      await saveProfile(database.db, { organizationId: p.org, userId, username: p.email.split('@')[0], email: p.email, fullName: p.email, role: p.role });
    }
    customer = await signIn(A, 'ada@a.example', 'Passw0rdOK');
    admin = await signIn(A, 'admin@a.example', 'Passw0rdOK');
    adminB = await signIn(B, 'admin@b.example', 'Passw0rdOK');
    // Signed in on A with an account whose only profile is on B.
    stranger = await signIn(A, 'bo@b.example', 'Passw0rdOK');

    const future = new Date(Date.now() + 30 * DAY);
    const past = new Date(Date.now() - DAY);
    plan.team = await addPlan(orgA, { name: 'Team', nameTranslation: { de: 'Team (DE)' }, price: 4900 });
    plan.promo = await addPlan(orgA, { name: 'Scale', price: 9900, isPromotion: true, promotionPrice: 7900, promotionEndsAt: future });
    plan.expired = await addPlan(orgA, { name: 'Starter', price: 1900, isPromotion: true, promotionPrice: 900, promotionEndsAt: past });
    plan.hidden = await addPlan(orgA, { name: 'Legacy', price: 100, isDisplayed: false });
    plan.dollars = await addPlan(orgA, { name: 'US seat', price: 1000, currency: 'USD', currencySymbol: '$' });
    plan.other = await addPlan(orgB, { name: 'B only', price: 500 });
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(orders);
    await database.db.delete(rateLimits);
  });

  const orderCount = async () => (await database.db.select().from(orders)).length + (await database.db.select().from(orderItems)).length;

  it("prices the basket's plans as offered now, in the asked language, leaving out what this site does not offer", async () => {
    const ids = [plan.team, plan.promo, plan.expired, plan.hidden, plan.other, '00000000-0000-4000-8000-000000000000'];
    const response = await plans(A, `?ids=${ids.join(',')}&locale=de`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { plans: { id: string; name: string; is_promotion: boolean; promotion_price: number | null; price: number }[] };
    expect(body.plans.map((p) => p.id)).toEqual([plan.team, plan.promo, plan.expired]);
    expect(body.plans[0]).toMatchObject({ name: 'Team (DE)', price: 4900, is_promotion: false, promotion_price: null });
    expect(body.plans[1]).toMatchObject({ is_promotion: true, promotion_price: 7900 });
    // A promotion past its end is no promotion.
    expect(body.plans[2]).toMatchObject({ is_promotion: false, promotion_price: null, price: 1900 });
    expect((await plans(B, `?ids=${plan.team}`)).status).toBe(200);
    expect(((await (await plans(B, `?ids=${plan.team}`)).json()) as { plans: unknown[] }).plans).toEqual([]);
  });

  it('refuses a plans query that is not a list of plan ids', async () => {
    for (const query of ['', '?ids=', '?ids=nope', `?ids=${plan.team}&locale=xx`, `?ids=${Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',')}`]) {
      const response = await plans(A, query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toHaveProperty('details');
    }
    expect((await plans(A, '?ids=a%00b')).status).toBe(400);
  });

  it("places an order with the server's prices of the moment and a snapshot of each line, in one go", async () => {
    const response = await order(A, customer, {
      // Prices or names a browser sends are not read at all.
      items: [{ plan_id: plan.team, quantity: 3, price: 1 }, { plan_id: plan.promo.toUpperCase(), quantity: 1 }, { plan_id: plan.expired, quantity: 2, name: 'Free' }],
      total: 1,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const placed = (await response.json()) as OrderResponse;
    expect(placed).toMatchObject({ status: 'pending', currency: 'EUR', total_amount: 4900 * 3 + 7900 + 1900 * 2, customer_email: 'ada@a.example', payment_method: 'invoice' });
    expect(placed.number).toBe(placed.id.slice(0, 8).toUpperCase());
    expect(placed.next_step).toEqual({ kind: 'invoice', due_days: 14, email: 'ada@a.example' });
    expect(placed.items.map((i) => [i.plan_name, i.unit_price, i.quantity])).toEqual([
      ['Team', 4900, 3],
      ['Scale', 7900, 1],
      ['Starter', 1900, 2],
    ]);
    const [stored] = await database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(stored).toMatchObject({ organizationId: orgA, userId: customerId, totalAmount: 26400, status: 'pending' });
    expect(await database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id))).toHaveLength(3);

    // A later price change leaves what was bought alone.
    await database.db.update(pricingPlans).set({ price: 99900, name: 'Team XL' }).where(eq(pricingPlans.id, plan.team));
    const [line] = await database.db.select().from(orderItems).where(eq(orderItems.planId, plan.team));
    expect(line).toMatchObject({ planName: 'Team', unitPrice: 4900 });
    await database.db.update(pricingPlans).set({ price: 4900, name: 'Team' }).where(eq(pricingPlans.id, plan.team));
  });

  it('accepts a bearer token instead of the cookie', async () => {
    const response = await order(A, { bearer: customer.bearer, origin: null }, { items: [{ plan_id: plan.team, quantity: 1 }] });
    expect(response.status, await response.clone().text()).toBe(201);
  });

  it('leaves nothing behind when a step fails part-way through', async () => {
    const failing = { ...invoicePayment, start: async () => Promise.reject(new Error('payment provider unreachable')) };
    const input = { items: [{ plan_id: plan.team, quantity: 2 }], payment_method: 'invoice' as const };
    await expect(placeOrder(database.db, { organizationId: orgA, customer: { userId: customerId, email: 'ada@a.example' }, input, provider: failing })).rejects.toThrow('payment provider unreachable');
    expect(await orderCount()).toBe(0);
  });

  it("refuses another organisation's plan, a hidden plan and a plan that does not exist, and writes nothing", async () => {
    for (const id of [plan.other, plan.hidden, '00000000-0000-4000-8000-000000000000']) {
      const response = await order(A, customer, { items: [{ plan_id: plan.team, quantity: 1 }, { plan_id: id, quantity: 1 }] });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Some plans in the basket are not offered on this site', details: { fieldErrors: { items: [id] } } });
    }
    expect(await orderCount()).toBe(0);
  });

  it('refuses plans in two currencies in one order', async () => {
    const response = await order(A, customer, { items: [{ plan_id: plan.team, quantity: 1 }, { plan_id: plan.dollars, quantity: 1 }] });
    expect(response.status).toBe(400);
    expect(await orderCount()).toBe(0);
  });

  it('answers bad input with 400 and its details, never 500', async () => {
    const bad: unknown[] = [
      {},
      { items: [] },
      { items: 'team' },
      { items: [{ plan_id: plan.team, quantity: -1 }] },
      { items: [{ plan_id: plan.team, quantity: 0 }] },
      { items: [{ plan_id: plan.team, quantity: 100 }] },
      { items: [{ plan_id: plan.team, quantity: 1e12 }] },
      { items: [{ plan_id: plan.team, quantity: 1.5 }] },
      { items: [{ plan_id: plan.team, quantity: '2' }] },
      { items: [{ plan_id: plan.team, quantity: null }] },
      { items: [{ plan_id: 42, quantity: 1 }] },
      { items: [{ plan_id: 'not-a-plan', quantity: 1 }] },
      { items: [{ plan_id: `${plan.team}\u0000`, quantity: 1 }] },
      { items: [{ plan_id: plan.team, quantity: 1 }, { plan_id: plan.team, quantity: 2 }] },
      { items: [{ plan_id: plan.team, quantity: 1 }], payment_method: 'card' },
      { items: Array.from({ length: 51 }, (_, i) => ({ plan_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, quantity: 1 })) },
      [{ plan_id: plan.team, quantity: 1 }],
      '{"items": [',
    ];
    for (const body of bad) {
      const response = await order(A, customer, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: string; details?: unknown };
      expect(answer.error, JSON.stringify(body)).toEqual(expect.any(String));
    }
    const huge = JSON.stringify({ items: [{ plan_id: plan.team, quantity: 1 }], padding: 'x'.repeat(9000) });
    expect((await order(A, customer, huge)).status).toBe(413);
    expect(await orderCount()).toBe(0);
  });

  it('sends a guest 401, a cookie from another site 403, and someone without a profile here 403', async () => {
    const body = { items: [{ plan_id: plan.team, quantity: 1 }] };
    expect((await order(A, {}, body)).status).toBe(401);
    expect((await order(A, { ...customer, origin: 'http://evil.example' }, body)).status).toBe(403);
    expect((await order(A, { ...customer, origin: `http://${B}` }, body)).status).toBe(403);
    expect((await order(A, stranger, body)).status).toBe(403);
    // A session of site A carries no weight on site B.
    expect((await order(B, { cookie: customer.cookie, origin: `http://${B}` }, { items: [{ plan_id: plan.other, quantity: 1 }] })).status).toBe(403);
    expect(await orderCount()).toBe(0);
  });

  it("lists an organisation's orders to its own admins only", async () => {
    await order(A, customer, { items: [{ plan_id: plan.team, quantity: 2 }] });
    await order(A, customer, { items: [{ plan_id: plan.promo, quantity: 1 }] });
    const bo = await signIn(B, 'bo@b.example', 'Passw0rdOK');
    expect((await order(B, bo, { items: [{ plan_id: plan.other, quantity: 1 }] })).status).toBe(201);

    const listA = (await (await adminList(A, admin)).json()) as { orders: OrderResponse[] };
    expect(listA.orders.map((o) => o.items[0].plan_name)).toEqual(['Scale', 'Team']);
    const listB = (await (await adminList(B, adminB)).json()) as { orders: OrderResponse[] };
    expect(listB.orders.map((o) => o.items[0].plan_name)).toEqual(['B only']);

    expect((await adminList(A, customer)).status).toBe(403);
    expect((await adminList(A, { cookie: adminB.cookie })).status).toBe(403);
    expect((await adminList(A, {})).status).toBe(401);
  });

  it("lets the organisation's admins settle a pending order once, and nobody else", async () => {
    const placed = (await (await order(A, customer, { items: [{ plan_id: plan.team, quantity: 1 }] })).json()) as OrderResponse;
    const other = (await (await order(A, customer, { items: [{ plan_id: plan.promo, quantity: 1 }] })).json()) as OrderResponse;
    expect((await settle(A, customer, placed.id, { status: 'paid' })).status).toBe(403);
    expect((await settle(A, { cookie: adminB.cookie }, placed.id, { status: 'paid' })).status).toBe(403);
    expect((await settle(B, adminB, placed.id, { status: 'paid' })).status).toBe(404);
    expect((await settle(A, {}, placed.id, { status: 'paid' })).status).toBe(401);
    expect((await settle(A, admin, placed.id, { status: 'refunded' })).status).toBe(400);
    expect((await settle(A, admin, 'not-an-id', { status: 'paid' })).status).toBe(404);

    const paid = await settle(A, admin, placed.id, { status: 'paid' });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ id: placed.id, status: 'paid', total_amount: 4900 });
    expect((await settle(A, admin, placed.id, { status: 'cancelled' })).status).toBe(409);
    expect(await (await settle(A, admin, other.id, { status: 'cancelled' })).json()).toMatchObject({ status: 'cancelled' });
    const statuses = (await database.db.select({ id: orders.id, status: orders.status }).from(orders)).map((row) => [row.id, row.status]);
    expect(new Map(statuses as [string, string][])).toEqual(new Map([[placed.id, 'paid'], [other.id, 'cancelled']]));
  });

  it('answers HEAD on its reads', async () => {
    expect((await adminList(A, admin, 'HEAD')).status).toBe(200);
    expect((await plans(A, `?ids=${plan.team}`, 'HEAD')).status).toBe(200);
    expect((await plans(A, '?ids=nope', 'HEAD')).status).toBe(400);
  });
});
