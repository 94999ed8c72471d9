// PostgreSQL restarted in the middle of a call (issue 23 item 7; docs/decisions/085): on a private
// cluster, so the restart reaches no other test. While the server is down a booking's status change
// fails at once with an error; once it is back, the call's signalling and the waiting room hear new
// messages within 5 s without anyone reconnecting by hand, the messages sent just before the restart
// arrive once each and in order, the first requests on the pool succeed, and the status change retried
// is applied once: one event, one status message, and a repeat answers with the status it already has.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateDatabase, openDatabase, setDatabase, type DatabaseHandle } from '@/server/db/client';
import { bookingEvents, bookings, organizations, user } from '@/server/db/schema';
import type { Viewer } from '@/server/meetings/bookings';
import { changeBookingStatus } from '@/server/meetings/status-change';
import { createRealtimeBus, publish, type RealtimeBus, type RealtimeMessage } from '@/server/realtime/bus';
import { bookingTopic, roomTopic } from '@/server/realtime/topics';
import { DEMO_LOGINS } from '@/server/seed/demo-logins';
import { seedDemo } from '@/server/seed/seed';
import type { BookingStatusMessage, SignalMessage } from '@/schemas/realtime';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres';

/** What the call and the waiting room must recover within, once the database is back. */
const BUDGET_MS = 5000;
const DOWN_MS = 1500;

async function privateCluster(): Promise<PrivatePostgres | null> {
  if (!privatePostgresAvailable()) {
    console.warn('Skipping the PostgreSQL restart tests: no PostgreSQL server binaries (or, as root, no runuser) on this machine.');
    return null;
  }
  try {
    return await startPrivatePostgres();
  } catch (error) {
    console.warn(`Skipping the PostgreSQL restart tests: a private cluster did not start (${error instanceof Error ? error.message : String(error)}).`);
    return null;
  }
}

const cluster = await privateCluster();

const since = (start: number) => Math.round(performance.now() - start);

describe.skipIf(!cluster)('a PostgreSQL restart during a call', () => {
  let database: DatabaseHandle;
  let bus: RealtimeBus;
  let organizationId = '';
  let booking = '';
  let host: Viewer;
  let guest: Viewer;
  const room = `restart-${randomUUID()}`;
  const busLines: string[] = [];
  let reconnectedAt: number | undefined;

  beforeAll(async () => {
    await cluster!.createDatabase('sitewright');
    database = await openDatabase({ url: cluster!.url('sitewright') });
    await migrateDatabase(database);
    // The seed's write path drops caches through the process's database (as support/databases.ts does).
    setDatabase(database);
    await seedDemo(database.db);
    const [org] = await database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'harbour-law'));
    organizationId = org!.id;
    const userId = async (role: 'admin' | 'customer') => {
      const { email } = DEMO_LOGINS.find((login) => login.slug === 'harbour-law' && login.role === role)!;
      const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return row!.id;
    };
    host = { userId: await userId('admin'), role: 'admin' };
    guest = { userId: await userId('customer'), role: 'customer' };
    const [row] = await database.db
      .insert(bookings)
      .values({ organizationId, title: 'Consultation', customerUserId: guest.userId, customerName: 'Demo customer', hostUserId: host.userId, scheduledAt: new Date(Date.now() + 3_600_000), roomName: room })
      .returning({ id: bookings.id });
    booking = row!.id;
    // The bus's own backoff (no test override): the ceiling under test is the one production uses.
    bus = await createRealtimeBus({
      db: database.db,
      notices: database.notices,
      name: `restart-${randomUUID()}`,
      log: { warn: (line) => busLines.push(line), error: (line) => busLines.push(line) },
      onReconnect: () => (reconnectedAt = performance.now()),
    });
  }, 120_000);

  afterAll(async () => {
    await bus?.close();
    await database?.close();
    await cluster?.stop();
  });

  it('recovers signalling and the waiting room within 5 s, losing and repeating nothing', async () => {
    const tenant = database.tenant(organizationId);
    const signals: RealtimeMessage[] = [];
    const statuses: RealtimeMessage[] = [];
    await bus.subscribe({ organizationId, topic: roomTopic(room) }, (message) => signals.push(message));
    await bus.subscribe({ organizationId, topic: bookingTopic(booking) }, (message) => statuses.push(message));
    const statusesHeard = () => statuses.map((message) => (message.payload as BookingStatusMessage).status);
    const signalsHeard = () => signals.map((message) => (message.payload as SignalMessage).data);
    // What the signal route publishes for the host's ICE candidates (src/server/meetings/signalling.ts).
    const signal = (n: number) => publish(tenant, { organizationId, topic: roomTopic(room), payload: { kind: 'candidate', from: host.userId, role: 'host', to: null, data: { n } } satisfies SignalMessage });

    await changeBookingStatus(tenant, { organizationId, id: booking, to: 'confirmed', viewer: host });
    await vi.waitFor(() => expect(statusesHeard()).toEqual(['confirmed']), { timeout: BUDGET_MS, interval: 20 });
    // Several connections in the pool, idle when the server goes: each must be dropped, not lent out dead.
    await Promise.all(Array.from({ length: 5 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));

    // Sent just before the restart, heard or not by the time the server stops.
    const before = [await signal(1), await signal(2), await signal(3)];

    let failedIn = -1;
    let failure: unknown;
    await cluster!.restart({
      downMs: DOWN_MS,
      whileDown: async () => {
        await vi.waitFor(() => expect(busLines.join('\n')).toContain('lost the LISTEN connection'), { timeout: 2000, interval: 10 });
        const start = performance.now();
        failure = await changeBookingStatus(tenant, { organizationId, id: booking, to: 'waiting', viewer: guest }).then(
          () => null,
          (error: unknown) => error,
        );
        failedIn = since(start);
      },
    });
    const back = performance.now();

    // Requests after the restart succeed at the first try: the pool dropped its dead connections.
    await Promise.all(Array.from({ length: 5 }, () => database.db.execute(sql`select 1`)));
    const firstQueriesMs = since(back);
    const after = await signal(4);
    await vi.waitFor(() => expect(signalsHeard()).toContainEqual({ n: 4 }), { timeout: BUDGET_MS, interval: 10 });
    const signallingMs = since(back);

    expect(failure, 'a status change while the database is down fails').toBeInstanceOf(Error);
    expect(failedIn, 'and fails at once, rather than hanging').toBeLessThan(3000);
    // Each signal once, in the order sent: the ones from before the restart, then the new one.
    expect(signalsHeard()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    expect(signals.map((message) => message.id)).toEqual([...before, after]);

    // The failed attempt left nothing behind; the retry is applied once and heard by the waiting room.
    const [unchanged] = await database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking));
    expect(unchanged!.status).toBe('confirmed');
    const retryStart = performance.now();
    expect((await changeBookingStatus(tenant, { organizationId, id: booking, to: 'waiting', viewer: guest })).status).toBe('waiting');
    await vi.waitFor(() => expect(statusesHeard()).toEqual(['confirmed', 'waiting']), { timeout: BUDGET_MS, interval: 10 });
    const waitingRoomMs = since(back);
    const retryHeardMs = since(retryStart);
    // Asked again (a browser retrying a request whose answer it lost), the move is already made.
    expect((await changeBookingStatus(tenant, { organizationId, id: booking, to: 'waiting', viewer: guest })).status).toBe('waiting');
    // The next move is heard right after the first: nothing was published between them.
    await changeBookingStatus(tenant, { organizationId, id: booking, to: 'in_progress', viewer: host });
    await vi.waitFor(() => expect(statusesHeard()).toEqual(['confirmed', 'waiting', 'in_progress']), { timeout: BUDGET_MS, interval: 10 });
    const moves = await database.db
      .select({ from: bookingEvents.fromStatus, to: bookingEvents.toStatus })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.organizationId, organizationId), eq(bookingEvents.bookingId, booking)))
      .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
    expect(moves).toEqual([
      { from: 'scheduled', to: 'confirmed' },
      { from: 'confirmed', to: 'waiting' },
      { from: 'waiting', to: 'in_progress' },
    ]);
    const ids = statuses.map((message) => message.id);
    expect(ids, 'status messages in rising id order').toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));

    console.log(
      [
        `PostgreSQL restart (down ${DOWN_MS} ms, times after the server accepted connections again):`,
        `  status change while down failed in ${failedIn} ms (${failure instanceof Error ? failure.message : String(failure)})`,
        `  five queries on the pool after the restart succeeded in ${firstQueriesMs} ms`,
        `  bus listening again after ${reconnectedAt === undefined ? 'n/a' : Math.round(reconnectedAt - back)} ms`,
        `  signal published after the restart heard after ${signallingMs} ms`,
        `  waiting room heard the retried status change after ${waitingRoomMs} ms (${retryHeardMs} ms after the retry began)`,
        `  bus log: ${busLines.join(' | ')}`,
      ].join('\n'),
    );
    expect(signallingMs).toBeLessThan(BUDGET_MS);
    expect(waitingRoomMs).toBeLessThan(BUDGET_MS);
  }, 60_000);
});
