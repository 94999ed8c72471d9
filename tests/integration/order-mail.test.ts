// The order confirmation e-mail through the real checkout route, a real database and a real SMTP
// server: a checkout delivers one message to the customer, in the page's language, with the order
// number, lines, total and an account link on the organisation's configured address; a refusing
// mail server still leaves the order (201) and a failed outbox row the admins can retry.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as ordersPost } from '@/app/api/orders/route';
import { orders, organizationSettings, outgoingEmails, pricingPlans, rateLimits } from '@/server/db/schema';
import { retryEmail } from '@/server/mail/send';
import { setMailTransportUrl } from '@/server/mail/transport';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import type { OrderResponse } from '@/schemas/order';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { decodedParts, startTestSmtp, type TestSmtp } from './mail-test-smtp';

const HOST = 'shop-a.localhost';
const HOSTILE = '<img src=x onerror=alert(1)>';
const none = { params: Promise.resolve({}) };

type Who = { cookie?: string };

function checkout(who: Who, body: unknown, extra: Record<string, string> = {}) {
  const headers = { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json', ...(who.cookie ? { cookie: who.cookie } : {}), ...extra };
  return ordersPost(new Request(`http://${HOST}/api/orders`, { method: 'POST', headers, body: JSON.stringify(body) }), none);
}

describe.each(DATABASE_KINDS)('order confirmation e-mail on %s', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let orgId: string;
  let customer: Who;
  let bouncer: Who;
  let team: string;
  let odd: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startTestSmtp();
    orgId = (await createOrganization(database.db, { slug: 'shop-a', name: 'Shop A', locales: ['en', 'de'], language: 'en', hosts: ['shop-a.test'] })).id;
    await database.db.update(organizationSettings).set({ site: 'Shop A & Co' }).where(eq(organizationSettings.organizationId, orgId));
    for (const email of ['ada@a.example', 'bounce@a.example']) {
      const { userId } = await ensureAccount(database.db, { email, password: 'Passw0rdOK', name: 'Ada Lovelace' });
      await saveProfile(database.db, { organizationId: orgId, userId, username: email.split('@')[0], email, fullName: 'Ada Lovelace', role: 'customer' });
    }
    customer = await signIn(HOST, 'ada@a.example', 'Passw0rdOK');
    bouncer = await signIn(HOST, 'bounce@a.example', 'Passw0rdOK');
    [{ id: team }] = await database.db.insert(pricingPlans).values({ organizationId: orgId, name: 'Team', price: 4900, currency: 'EUR', currencySymbol: '€' }).returning({ id: pricingPlans.id });
    [{ id: odd }] = await database.db.insert(pricingPlans).values({ organizationId: orgId, name: HOSTILE, price: 1950, currency: 'EUR', currencySymbol: '€' }).returning({ id: pricingPlans.id });
  });
  beforeEach(async () => {
    await database.db.delete(outgoingEmails);
    await database.db.delete(orders);
    await database.db.delete(rateLimits);
    smtp.received.length = 0;
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

  it('delivers one e-mail to the customer in the page’s language with the number, lines, total and account link', async () => {
    setMailTransportUrl(smtp.url);
    // A forged forwarding header must not reach the links: they come from the configured host.
    const response = await checkout(customer, { items: [{ plan_id: team, quantity: 3 }, { plan_id: odd, quantity: 1 }], locale: 'de' }, { 'x-forwarded-host': 'evil.example' });
    expect(response.status, await response.clone().text()).toBe(201);
    const placed = (await response.json()) as OrderResponse;
    expect(placed.total_amount).toBe(4900 * 3 + 1950);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual(['ada@a.example']);
    const body = decodedParts(mail.raw);
    expect(body).toContain(`Vielen Dank für Ihre Bestellung`);
    expect(body).toContain(placed.number);
    expect(body).toContain('166,50\u00a0€');
    expect(body).toContain('3 × Team: je 49\u00a0€, 147\u00a0€');
    expect(body).toContain('innerhalb von 14 Tagen');
    expect(body).toContain('href="http://shop-a.test:3000/de/account"');
    expect(body).not.toContain('evil.example');
    // The plan name is text in the HTML part, never markup (the plain-text part shows it as written).
    const html = body.slice(body.indexOf('<!DOCTYPE html>'));
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img src=x/i);

    const [row] = await database.db.select().from(outgoingEmails);
    expect(row).toMatchObject({ template: 'order_confirmation', locale: 'de', toAddress: 'ada@a.example', status: 'sent', attempts: 1, lastError: null });
    expect(row.subject).toBe(`Ihre Bestellung ${placed.number} bei Shop A & Co`);
    expect(row.data).toMatchObject({ orderNumber: placed.number });
  });

  it('writes in the language of the calling page when the body names none', async () => {
    setMailTransportUrl(null);
    const response = await checkout(customer, { items: [{ plan_id: team, quantity: 1 }] }, { referer: `http://${HOST}/de/basket` });
    expect(response.status).toBe(201);
    const [row] = await database.db.select().from(outgoingEmails);
    // Without SMTP the message waits in the outbox.
    expect(row).toMatchObject({ template: 'order_confirmation', locale: 'de', status: 'queued', attempts: 0 });
  });

  it('keeps the order when the mail server refuses, with a failed outbox row that a retry sends', async () => {
    setMailTransportUrl(smtp.url);
    smtp.refuse(true);
    const response = await checkout(customer, { items: [{ plan_id: team, quantity: 2 }] });
    expect(response.status, await response.clone().text()).toBe(201);
    const placed = (await response.json()) as OrderResponse;
    const [stored] = await database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(stored).toMatchObject({ status: 'pending', totalAmount: 9800 });
    expect(smtp.received).toHaveLength(0);

    const [row] = await database.db.select().from(outgoingEmails);
    expect(row).toMatchObject({ template: 'order_confirmation', locale: 'en', toAddress: 'ada@a.example', status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/550|unavailable/i);

    smtp.refuse(false);
    expect(await retryEmail(database.db, { organizationId: orgId, id: row.id })).toEqual({ id: row.id, status: 'sent' });
    expect(decodedParts(smtp.received[0].raw)).toContain('Total: €98');
  });

  it('keeps the order when the mailbox is refused or the server is unreachable', async () => {
    setMailTransportUrl(smtp.url);
    expect((await checkout(bouncer, { items: [{ plan_id: team, quantity: 1 }] })).status).toBe(201);
    setMailTransportUrl('smtp://127.0.0.1:1');
    expect((await checkout(customer, { items: [{ plan_id: team, quantity: 1 }] })).status).toBe(201);
    expect(await database.db.select().from(orders)).toHaveLength(2);
    const rows = await database.db.select().from(outgoingEmails);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
  });

  it('sends nothing when the order is refused', async () => {
    setMailTransportUrl(smtp.url);
    expect((await checkout(customer, { items: [{ plan_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }] })).status).toBe(400);
    expect((await checkout(customer, { items: [{ plan_id: team, quantity: 1 }], locale: 'xx' })).status).toBe(400);
    expect(smtp.received).toHaveLength(0);
    expect(await database.db.select().from(outgoingEmails)).toHaveLength(0);
  });
});
