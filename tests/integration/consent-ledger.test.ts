// The consent ledger (issue 12, docs/decisions/036): decisions recorded through the API can be
// neither changed nor removed, even by the application's own connection; the host organisation's
// admins, and nobody else, read them as JSON pages or a CSV download; the address is kept only as
// a keyed hash and never appears anywhere.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as ledgerGet } from '@/app/api/admin/consent-records/route';
import { POST as consentPost } from '@/app/api/cookies/consent/route';
import { consentRecords, cookieCategories, cookieServices } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const A = 'ledger-a.localhost';
const B = 'ledger-b.localhost';
const ADDRESS = '203.0.113.77';
const NASTY_AGENT = '=HYPERLINK("http://evil.example"),"quoted", comma';
type Who = { cookie?: string; bearer?: string | null };
type Entry = { id: string; organization_id: string; user_agent: string | null; ip_hash: string | null; created_at: string };

function call(handler: RouteHandler, method: string, url: string, host: string, who: Who = {}, extra: Record<string, string> = {}, body?: unknown) {
  const headers: Record<string, string> = { host, origin: `http://${host}`, 'x-sitewright-client-ip': ADDRESS, ...extra };
  if (who.cookie) headers.cookie = who.cookie;
  if (who.bearer) headers.authorization = `Bearer ${who.bearer}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return handler(new Request(`http://${host}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), { params: Promise.resolve({}) });
}

describe.each(DATABASE_KINDS)('the consent ledger on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  let orgB: string;
  const who: Record<'admin' | 'editor' | 'customer' | 'adminB', Who> = { admin: {}, editor: {}, customer: {}, adminB: {} };
  const recorded: string[] = [];
  let foreignRecord: string;

  const ledger = (query: string, as: Who = who.admin) => call(ledgerGet, 'GET', `/api/admin/consent-records${query}`, A, as);
  const decide = async (host: string, organizationId: string, agent: string) => {
    const response = await call(consentPost, 'POST', '/api/cookies/consent', host, {}, { 'user-agent': agent }, { consent_given: true, services: [], organization_id: organizationId });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orgA = (await createOrganization(database.db, { slug: 'ledger-a', name: 'Ledger A' })).id;
    orgB = (await createOrganization(database.db, { slug: 'ledger-b', name: 'Ledger B' })).id;
    for (const organizationId of [orgA, orgB]) {
      const [category] = await database.db.insert(cookieCategories).values({ organizationId, name: 'Essential' }).returning();
      await database.db.insert(cookieServices).values({ organizationId, categoryId: category.id, name: 'Session' });
    }
    const people = [
      ['admin', 'admin@ledger-a.example', orgA, 'admin', A],
      ['editor', 'editor@ledger-a.example', orgA, 'editor', A],
      ['customer', 'customer@ledger-a.example', orgA, 'customer', A],
      ['adminB', 'admin@ledger-b.example', orgB, 'admin', B],
    ] as const;
    for (const [key, email, org, role, host] of people) {
      const { userId } = await ensureAccount(database.db, { email, password: 'Passw0rdOK', name: key });
      await saveProfile(database.db, { organizationId: org, userId, username: key.toLowerCase(), email, role });
      who[key] = await signIn(host, email, 'Passw0rdOK');
    }
    for (const agent of ['First browser', NASTY_AGENT, 'Third browser']) recorded.unshift(await decide(A, orgA, agent));
    foreignRecord = await decide(B, orgB, 'B browser');
  });
  afterAll(() => database.dispose());

  it('refuses to change or remove a recorded decision', async () => {
    const id = recorded[0];
    await expect(database.db.update(consentRecords).set({ consentGiven: false }).where(eq(consentRecords.id, id))).rejects.toThrow();
    await expect(database.db.update(consentRecords).set({ ipHash: null }).where(eq(consentRecords.id, id))).rejects.toThrow();
    await expect(database.db.delete(consentRecords).where(eq(consentRecords.id, id))).rejects.toThrow();
    const [still] = await database.db.select().from(consentRecords).where(eq(consentRecords.id, id));
    expect(still).toMatchObject({ consentGiven: true, userAgent: 'Third browser' });
    expect(still.ipHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 401 to a stranger and 403 to editors, customers and another site’s admin', async () => {
    expect((await ledger('')).status).toBe(200);
    expect((await ledger('', {})).status).toBe(401);
    for (const as of [who.editor, who.customer, who.adminB]) {
      expect((await ledger('?format=json', as)).status).toBe(403);
      expect((await ledger('?format=csv', as)).status).toBe(403);
    }
    expect((await ledger('?format=xml')).status).toBe(400);
    expect((await ledger('?limit=0')).status).toBe(400);
  });

  it("pages through the organisation's records newest first as JSON, and only its own", async () => {
    const first = await ledger('?format=json&limit=2', { bearer: who.admin.bearer });
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const page = (await first.json()) as { records: Entry[]; next_cursor: string | null };
    expect(page.records.map((r) => r.id)).toEqual(recorded.slice(0, 2));
    expect(page.next_cursor).toBe(recorded[1]);
    const rest = (await (await ledger(`?cursor=${page.next_cursor}&limit=2`)).json()) as { records: Entry[]; next_cursor: string | null };
    expect(rest.records.map((r) => r.id)).toEqual(recorded.slice(2));
    expect(rest.next_cursor).toBeNull();
    expect(rest.records[0]).toMatchObject({ organization_id: orgA, user_agent: 'First browser', ip_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // Another organisation's record as a cursor points nowhere here.
    expect((await (await ledger(`?cursor=${foreignRecord}`)).json()).records).toEqual([]);
  });

  it('downloads the ledger as CSV with a header row, quoting and a dated file name', async () => {
    const response = await ledger('?format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="consent-records-ledger-a-${day}.csv"`);
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('id,created_at,organization_id,user_id,visitor_id,consent_given,services,categories,policy_revision,locale,user_agent,ip_hash');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(recorded);
    expect(lines.at(-1)).toBe('');
    // The visitor's text is quoted, its quotes doubled, and it cannot start a formula.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example""),""quoted"", comma"`);
    expect(text).not.toContain(foreignRecord);
  });

  it('neutralises formula-like values the server made too: a visitor id starting with a hyphen', async () => {
    const visitor = `-${'Xq3v_9aB'.repeat(3).slice(0, 23)}`;
    const decided = await call(consentPost, 'POST', '/api/cookies/consent', B, {}, { cookie: `sw_visitor=${visitor}` }, { consent_given: false, services: [], organization_id: orgB });
    expect(decided.status).toBe(201);
    const text = await (await call(ledgerGet, 'GET', '/api/admin/consent-records?format=csv', B, who.adminB)).text();
    expect(text).toContain(`,'${visitor},`);
    expect(text).not.toMatch(new RegExp(`(^|,)${visitor}`, 'm'));
  });

  it('never keeps or shows the raw address', async () => {
    const { rows } = await database.db.execute<{ dump: string }>(sql`select coalesce(string_agg(row_to_json(c)::text, ''), '') as dump from consent_records c`);
    expect(rows[0].dump).not.toContain(ADDRESS);
    expect(rows[0].dump).toContain('ip_hash');
    expect(await (await ledger('?format=json')).text()).not.toContain(ADDRESS);
    expect(await (await ledger('?format=csv')).text()).not.toContain(ADDRESS);
    // The same address hashes differently on another site, so sites cannot link their visitors.
    const hashes = await database.db.select({ organizationId: consentRecords.organizationId, ipHash: consentRecords.ipHash }).from(consentRecords);
    const ofA = new Set(hashes.filter((h) => h.organizationId === orgA).map((h) => h.ipHash));
    const ofB = new Set(hashes.filter((h) => h.organizationId === orgB).map((h) => h.ipHash));
    expect(ofA.size).toBe(1);
    expect([...ofB].some((hash) => ofA.has(hash))).toBe(false);
  });
});
