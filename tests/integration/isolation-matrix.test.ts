// The isolation matrix: every route file under src/app/api, every method it exports, called as a
// visitor, as the customer, the editor and the admin of organisation A (by cookie and by bearer
// token), as the admin of organisation B on A's host, and as B's admin on B's own host with A's
// resource ids. What each caller should get is read from the route's declaration and the permission
// table (src/lib/permissions.ts), never written out per endpoint; after every refused write,
// organisation A's rows are read back and must be exactly as before. A route the matrix cannot call
// (a new dynamic segment with no resource below) fails here until it is given one.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  banners, bookings, headingSections, mediaAssets, meetingTypes, menuItems, metrics, orders, outgoingEmails, posts, redirects, revisions, submenuItems, supportTickets, templateSections,
} from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import { NO_PERMISSION_MESSAGE, NO_SESSION_MESSAGE } from '@/server/http/api';
import { CROSS_SITE_MESSAGE } from '@/server/auth/same-origin';
import { routeDeclaration, type Access, type RouteHandler } from '@/server/http/route';
import { getRole } from '@/server/people/accounts';
import { DEMO_LOGINS } from '@/server/seed/demo-logins';
import { allows } from '@/lib/permissions';
import type { Role } from '@/lib/enums';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const API = path.resolve('src/app/api');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Method = (typeof METHODS)[number];
const WRITES: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const SLUG_A = 'harbour-law';
const SLUG_B = 'brightstack';
const HOST_A = `${SLUG_A}.localhost`;
const HOST_B = `${SLUG_B}.localhost`;

/** Organisation A's resources that routes address by id, found or made in beforeAll. */
type Resources = {
  section: string; heading: string; metric: string; media: string; order: string; email: string;
  ticket: string; conversation: string; banner: string; revision: string;
  /** A post's slug that organisation B does not use too (a slug names a post on the Host's organisation only). */
  post: string; redirect: string;
  /** A menu item, and a sub-item of another item (deleting the first must leave the second to its own routes). */
  menuItem: string; submenuItem: string;
  /** Organisation A's own id (its settings are addressed by it). */
  organization: string;
  /** The demo customer's booking, and a meeting type of A. */
  booking: string; meetingType: string;
  /** The call room of that booking (its signalling routes are addressed by it). */
  room: string;
};

/**
 * The values of a route's dynamic segments, by the route's path: A's own resources. Catch-alls get
 * a path that exists (the auth library's session read) or one that does not (the API's 404).
 */
const SEGMENTS: Record<string, (r: Resources) => Record<string, string | string[]>> = {
  '/api/*': () => ({ path: ['no-such-endpoint'] }),
  '/api/auth/*': () => ({ all: ['get-session'] }),
  '/api/admin/orders/{id}': (r) => ({ id: r.order }),
  '/api/admin/outbox/{id}/retry': (r) => ({ id: r.email }),
  '/api/banners/{id}/dismissals': (r) => ({ id: r.banner }),
  '/api/help/conversations/{id}/messages': (r) => ({ id: r.conversation }),
  '/api/media/{id}': (r) => ({ id: r.media }),
  '/api/media/file/{id}/{name}': (r) => ({ id: r.media, name: 'w640.webp' }),
  '/api/meetings/bookings/{id}': (r) => ({ id: r.booking }),
  '/api/meetings/bookings/{id}/events': (r) => ({ id: r.booking }),
  '/api/meetings/rooms/{room}/events': (r) => ({ room: r.room }),
  '/api/meetings/rooms/{room}/signal': (r) => ({ room: r.room }),
  '/api/meetings/meeting-types/{id}/slots': (r) => ({ id: r.meetingType }),
  '/api/menu-items/{id}': (r) => ({ id: r.menuItem }),
  '/api/metrics/{id}': (r) => ({ id: r.metric }),
  '/api/organizations/{orgId}': (r) => ({ orgId: r.organization }),
  '/api/organizations/{orgId}/sections/{section}': (r) => ({ orgId: r.organization, section: 'cookies' }),
  '/api/posts/{slug}': (r) => ({ slug: r.post }),
  '/api/redirects/{id}': (r) => ({ id: r.redirect }),
  '/api/revisions/{id}': (r) => ({ id: r.revision }),
  '/api/revisions/{id}/restore': (r) => ({ id: r.revision }),
  '/api/submenu-items/{id}': (r) => ({ id: r.submenuItem }),
  '/api/template-heading-sections/{id}': (r) => ({ id: r.heading }),
  '/api/template-sections/{id}': (r) => ({ id: r.section }),
  '/api/template-sections/{id}/metrics': (r) => ({ id: r.section }),
  '/api/tickets/{id}': (r) => ({ id: r.ticket }),
  '/api/tickets/{id}/messages': (r) => ({ id: r.ticket }),
};

/**
 * Routes that name A's record in the query or the body rather than in the path, with what they are
 * sent: their callers get A's record (or, from B's host, are refused it) like a path's id.
 */
const NAMED_IN_REQUEST: Record<string, (r: Resources) => { query?: string; body?: Record<string, unknown> }> = {
  '/api/meetings/launch-video': (r) => ({ body: { booking_id: r.booking, update_status: false } }),
  '/api/meetings/waiting-room/leave': (r) => ({ body: { booking_id: r.booking } }),
  '/api/translations': (r) => ({ query: `?entity=section&id=${r.section}` }),
  '/api/translations/reviews': (r) => ({ body: { entity: 'section', id: r.section, field: 'section_title', locale: 'es' } }),
};

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function apiPath(file: string): string {
  const segments = path.relative(API, path.dirname(file)).split(path.sep).filter(Boolean);
  const shown = segments.map((s) => (s.startsWith('[...') ? '*' : s.replace(/^\[(.+)\]$/, '{$1}')));
  return `/api${shown.length ? `/${shown.join('/')}` : ''}`;
}

/** `dynamic`: the route names a record of A, in its path or (NAMED_IN_REQUEST) in its query or body. */
type Endpoint = { path: string; method: Method; handler: RouteHandler; access: Access; dynamic: boolean };

// Collected before the tests are declared, so that each case has its own line in the report.
const ENDPOINTS: Endpoint[] = [];
for (const file of routeFiles(API).sort()) {
  const exported = (await import(file)) as Record<string, unknown>;
  const routePath = apiPath(file);
  for (const method of METHODS) {
    const handler = exported[method];
    if (handler === undefined) continue;
    const declaration = routeDeclaration(handler);
    // route-wrapper.test.ts names the file that exports a bare handler; here it is a failed case.
    ENDPOINTS.push({ path: routePath, method, handler: handler as RouteHandler, access: declaration?.access ?? ('unwrapped' as unknown as Access), dynamic: routePath.includes('{') || routePath.includes('*') || routePath in NAMED_IN_REQUEST });
  }
}

/** Who calls. `host` is where the request goes; `asOf` names whose role the matrix looks up on A. */
type Caller = { name: string; host: string; login?: { slug: string; role: Role }; bearer?: boolean; foreignIds?: boolean };
const CALLERS: Caller[] = [
  { name: 'a visitor', host: HOST_A },
  { name: "A's customer (cookie)", host: HOST_A, login: { slug: SLUG_A, role: 'customer' } },
  { name: "A's editor (cookie)", host: HOST_A, login: { slug: SLUG_A, role: 'editor' } },
  { name: "A's editor (bearer)", host: HOST_A, login: { slug: SLUG_A, role: 'editor' }, bearer: true },
  { name: "A's admin (cookie)", host: HOST_A, login: { slug: SLUG_A, role: 'admin' } },
  { name: "A's admin (bearer)", host: HOST_A, login: { slug: SLUG_A, role: 'admin' }, bearer: true },
  { name: "B's admin on A's host (cookie)", host: HOST_A, login: { slug: SLUG_B, role: 'admin' } },
  { name: "B's admin on A's host (bearer)", host: HOST_A, login: { slug: SLUG_B, role: 'admin' }, bearer: true },
];
/** B's admin on B's host, naming A's resources: only for routes that take an id. */
const FOREIGN: Caller = { name: "B's admin on B's host with A's ids", host: HOST_B, login: { slug: SLUG_B, role: 'admin' }, foreignIds: true };

function accessName(access: Access): string {
  return typeof access === 'string' ? access : `can('${access.permission}')`;
}

/**
 * A fingerprint of every row of every table that carries organization_id, for one organisation:
 * one query, each table's rows hashed in a stable order.
 */
async function snapshot(db: Db, organizationId: string): Promise<string> {
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'organization_id' order by table_name`);
  const parts = tables.rows.map(({ table_name: table }) =>
    sql`select ${table} as name, md5(coalesce(string_agg(row_to_json(t)::text, '|' order by row_to_json(t)::text), '')) as rows
        from ${sql.identifier(table)} t where organization_id = ${organizationId}`);
  const result = await db.execute<{ name: string; rows: string }>(sql.join(parts, sql` union all `));
  return result.rows.map((row) => `${row.name}:${row.rows}`).sort().join('\n');
}

describe.each(DATABASE_KINDS)('the isolation matrix on %s', (kind) => {
  let database: TestDatabase;
  let orgA = '';
  let resources: Resources;
  const credentials = new Map<string, { cookie: string; bearer: string; userId: string }>();
  let cases = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
    const db = database.db;
    const ids = await db.execute<{ slug: string; id: string }>(sql`select slug, id from organizations`);
    const orgOf = (slug: string) => ids.rows.find((row) => row.slug === slug)!.id;
    orgA = orgOf(SLUG_A);
    for (const login of DEMO_LOGINS.filter((l) => l.slug === SLUG_A || l.slug === SLUG_B)) {
      const { cookie, bearer } = await signIn(login.host, login.email, login.password);
      const [row] = (await db.execute<{ id: string }>(sql`select id from "user" where email = ${login.email}`)).rows;
      credentials.set(`${login.slug}:${login.role}`, { cookie, bearer: bearer!, userId: row.id });
    }
    const customerA = credentials.get(`${SLUG_A}:customer`)!.userId;
    const first = async <T>(query: Promise<T[]>, make: () => Promise<T[]>): Promise<T> => (await query)[0] ?? (await make())[0];
    const idOf = (row: { id: string }) => row.id;
    resources = {
      section: idOf(await first(db.select({ id: templateSections.id }).from(templateSections).where(eq(templateSections.organizationId, orgA)).limit(1), () => Promise.resolve([]))),
      heading: idOf(await first(db.select({ id: headingSections.id }).from(headingSections).where(eq(headingSections.organizationId, orgA)).limit(1), () => Promise.resolve([]))),
      metric: idOf(await first(db.select({ id: metrics.id }).from(metrics).where(eq(metrics.organizationId, orgA)).limit(1), () => Promise.resolve([]))),
      banner: idOf(await first(db.select({ id: banners.id }).from(banners).where(eq(banners.organizationId, orgA)).limit(1), () => Promise.resolve([]))),
      order: idOf(await first(db.select({ id: orders.id }).from(orders).where(eq(orders.organizationId, orgA)).limit(1), () => Promise.resolve([]))),
      media: idOf(await first(db.select({ id: mediaAssets.id }).from(mediaAssets).where(eq(mediaAssets.organizationId, orgA)).limit(1), () =>
        db.insert(mediaAssets).values({ organizationId: orgA, kind: 'image', mimeType: 'image/png', fileName: 'team.png', sourceName: 'source.png', byteSize: 68, width: 1, height: 1, alt: 'The team' }).returning({ id: mediaAssets.id }))),
      email: idOf(await first(db.select({ id: outgoingEmails.id }).from(outgoingEmails).where(eq(outgoingEmails.organizationId, orgA)).limit(1), () =>
        db.insert(outgoingEmails).values({ organizationId: orgA, template: 'welcome', toAddress: 'customer@harbour-law.example', subject: 'Welcome', html: '<p>Welcome</p>', text: 'Welcome', status: 'failed' }).returning({ id: outgoingEmails.id }))),
      ticket: idOf((await db.insert(supportTickets).values({ organizationId: orgA, userId: customerA, name: 'Rory Maguire', email: 'customer@harbour-law.example', subject: 'My will', source: 'account' }).returning({ id: supportTickets.id }))[0]),
      conversation: idOf((await db.insert(supportTickets).values({ organizationId: orgA, name: 'Visitor', email: 'visitor@example.com', subject: 'Help', source: 'help_widget', visitorId: 'v-matrix-visitor' }).returning({ id: supportTickets.id }))[0]),
      revision: '',
      post: '',
      redirect: idOf((await db.insert(redirects).values({ organizationId: orgA, fromPath: '/old-matrix-address', toPath: '/new-matrix-address' }).returning({ id: redirects.id }))[0]),
      menuItem: idOf((await db.insert(menuItems).values({ organizationId: orgA, displayName: 'Matrix item', urlName: '/matrix-item' }).returning({ id: menuItems.id }))[0]),
      submenuItem: '',
      organization: orgA,
      booking: idOf(await first(db.select({ id: bookings.id }).from(bookings).where(eq(bookings.organizationId, orgA)).limit(1), () => Promise.resolve([]))),
      meetingType: idOf(await first(db.select({ id: meetingTypes.id }).from(meetingTypes).where(eq(meetingTypes.organizationId, orgA)).limit(1), () => Promise.resolve([]))),
      room: '',
    };
    const [booked] = await db.select({ id: bookings.id, room: bookings.roomName }).from(bookings).where(eq(bookings.id, resources.booking));
    resources.room = booked?.room ?? `meet-${resources.booking}`;
    const [parent] = await db.insert(menuItems).values({ organizationId: orgA, displayName: 'Matrix parent', urlName: '/matrix-parent' }).returning({ id: menuItems.id });
    resources.submenuItem = idOf((await db.insert(submenuItems).values({ organizationId: orgA, menuItemId: parent.id, name: 'Matrix sub-item', urlName: '/matrix-sub' }).returning({ id: submenuItems.id }))[0]);
    const orgB = orgOf(SLUG_B);
    const [ownPost] = (await db.execute<{ slug: string }>(sql`select slug from posts where organization_id = ${orgA}
      and slug not in (select slug from posts where organization_id = ${orgB}) order by slug limit 1`)).rows;
    resources.post = ownPost?.slug ?? (await db.insert(posts).values({ organizationId: orgA, slug: 'matrix-post', title: 'Matrix post' }).returning({ slug: posts.slug }))[0].slug;
    // A kept state of A's section, as an edit would have left it (the seed edits nothing).
    resources.revision = idOf((await db.insert(revisions).values({ organizationId: orgA, entityType: 'template_section', entityId: resources.section, data: { section_title: 'Before the matrix' }, version: 1 }).returning({ id: revisions.id }))[0]);
    for (const [name, value] of Object.entries(resources)) expect(value, `organisation A has a ${name}`).toBeTruthy();
  }, 600_000);

  afterAll(async () => {
    console.log(`isolation matrix on ${kind}: ${cases} cases over ${ENDPOINTS.length} endpoints`);
    await database?.dispose();
  });

  function request(endpoint: Endpoint, caller: Caller, options: { origin?: string; query?: string } = {}): Promise<Response> {
    const named = NAMED_IN_REQUEST[endpoint.path]?.(resources) ?? {};
    const params = endpoint.dynamic && !(endpoint.path in NAMED_IN_REQUEST) ? SEGMENTS[endpoint.path]!(resources) : {};
    const shown = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name])).replace('*', () => [params.path ?? params.all].flat().join('/'));
    const headers: Record<string, string> = { host: caller.host, origin: options.origin ?? `http://${caller.host}`, 'x-forwarded-for': '203.0.113.7' };
    if (caller.login) {
      const who = credentials.get(`${caller.login.slug}:${caller.login.role}`)!;
      if (caller.bearer) headers.authorization = `Bearer ${who.bearer}`;
      else headers.cookie = who.cookie;
    }
    const declaration = routeDeclaration(endpoint.handler);
    const sendsBody = WRITES.has(endpoint.method) && declaration?.body !== undefined;
    if (sendsBody) headers['content-type'] = 'application/json';
    return endpoint.handler(
      new Request(`http://${caller.host}${shown}${options.query ?? named.query ?? ''}`, { method: endpoint.method, headers, body: sendsBody ? JSON.stringify(named.body ?? {}) : undefined }),
      { params: Promise.resolve(params) },
    );
  }

  /** The caller's role on organisation A right now (B's admin has none unless a route gave one). */
  async function roleOnA(caller: Caller): Promise<Role | null> {
    if (!caller.login) return null;
    return getRole(database.db, { organizationId: orgA, userId: credentials.get(`${caller.login.slug}:${caller.login.role}`)!.userId });
  }

  async function expectUnchanged(before: string) {
    expect(await snapshot(database.db, orgA), "organisation A's rows after a refused write").toBe(before);
  }

  for (const endpoint of ENDPOINTS) {
    describe(`${endpoint.method} ${endpoint.path} [${accessName(endpoint.access)}]`, () => {
      it('is a route the matrix knows how to call', () => {
        cases++;
        expect(routeDeclaration(endpoint.handler), 'made by the route wrapper').toBeDefined();
        if (endpoint.dynamic && !(endpoint.path in NAMED_IN_REQUEST)) expect(SEGMENTS[endpoint.path], `give ${endpoint.path} a resource of organisation A in SEGMENTS`).toBeDefined();
      });

      for (const caller of CALLERS) {
        it(`as ${caller.name}`, async () => {
          cases++;
          const access = endpoint.access;
          const role = await roleOnA(caller);
          const refusal: 401 | 403 | null =
            access === 'any-host' || access === 'anyone' ? null
            : !caller.login ? 401
            : access === 'signed-in' ? null
            : allows(role, access.permission) ? null
            : 403;
          const write = WRITES.has(endpoint.method);
          const before = refusal && write ? await snapshot(database.db, orgA) : '';
          const response = await request(endpoint, caller);
          expect(response.status, 'never a server error').toBeLessThan(500);
          if (refusal) {
            expect(response.status).toBe(refusal);
            expect((await response.json()).error).toBe(refusal === 401 ? NO_SESSION_MESSAGE : NO_PERMISSION_MESSAGE);
            if (write) await expectUnchanged(before);
          } else if (response.status === 401 || response.status === 403) {
            // Past the matrix, a handler may still refuse (not the owner of a ticket), but never as the wall does.
            const body = await response.clone().json().catch(() => ({}));
            expect(body.error, `${caller.name} holds what ${accessName(access)} asks`).not.toBe(response.status === 401 ? NO_SESSION_MESSAGE : NO_PERMISSION_MESSAGE);
          }
        });
      }

      if (endpoint.dynamic && endpoint.access !== 'any-host') {
        it(`as ${FOREIGN.name}`, async () => {
          cases++;
          const write = WRITES.has(endpoint.method);
          const before = await snapshot(database.db, orgA);
          const response = await request(endpoint, FOREIGN);
          expect(response.status, 'never a server error').toBeLessThan(500);
          // The auth library's own paths and the API's 404 hold no resource of A.
          if (!endpoint.path.endsWith('*')) expect(response.status, "A's resource is nobody's on B's host").toBeGreaterThanOrEqual(400);
          if (write) await expectUnchanged(before);
        });
      }

      if (WRITES.has(endpoint.method) && endpoint.access !== 'any-host') {
        it("as A's admin from a foreign origin", async () => {
          cases++;
          const before = await snapshot(database.db, orgA);
          const response = await request(endpoint, CALLERS[4]!, { origin: 'https://evil.example' });
          expect(response.status).toBe(403);
          expect((await response.json()).error).toBe(CROSS_SITE_MESSAGE);
          await expectUnchanged(before);
        });
      }

      it("with a NUL byte in the query, as A's admin", async () => {
        cases++;
        const response = await request(endpoint, CALLERS[4]!, { query: '?q=%00' });
        expect(response.status).toBe(400);
      });
    });
  }

  it('leaves no profile of B on A behind', async () => {
    const [row] = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from profiles where organization_id = ${orgA}
      and user_id = ${credentials.get(`${SLUG_B}:admin`)!.userId}`)).rows;
    expect(row.n).toBe(0);
  });
});
