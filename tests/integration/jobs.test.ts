// The job queue and the meetings' jobs on a real database, pg-boss on PostgreSQL and the embedded
// queue on PGlite (docs/decisions/083), with a real SMTP server: a job runs once its time has come
// and not before, survives a restart, runs once however many queues share the database, and a
// singleton key stores it once; a failing one is retried, then given up. A booking gets its
// reminders (each reader in their language and zone, never twice, never for a cancelled booking),
// its no-show check after its end, and a refused e-mail is delivered by the retry job once the mail
// server accepts it. Time is never waited for with fixed sleeps: jobs are sent a second or two
// ahead and the tests wait on what they do.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as bookingsPost } from '@/app/api/meetings/bookings/route';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { bookingEvents, bookings, meetingTypes, organizationSettings, outgoingEmails, rateLimits, realtimeMessages, scheduledJobs } from '@/server/db/schema';
import { runMailRetry } from '@/server/jobs/mail';
import { runNoShow, runReminder } from '@/server/jobs/meetings';
import { createJobQueue, DEFAULT_MAX_ATTEMPTS, type JobData, type JobQueue, type QueuedJob } from '@/server/jobs/queue';
import { JOB_NAMES, scheduleBookingJobs, scheduleMailRetry } from '@/server/jobs/schedule';
import { startJobs, stopJobs } from '@/server/jobs/start';
import { sendTemplateEmail } from '@/server/mail/send';
import { setMailTransportUrl } from '@/server/mail/transport';
import { markJoined } from '@/server/meetings/attendance';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { addDays, wallTimeToUtc, zonedParts } from '@/lib/meetings/slots';
import type { BookingView } from '@/schemas/meetings';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { headersFor, type Who } from './caller';
import { decodedParts, startTestSmtp, type TestSmtp } from './mail-test-smtp';

const WAIT = { timeout: 20_000, interval: 50 };
/** pg-boss polls every 500 ms at the most; the embedded queue may look more often. */
const FAST = { pollIntervalMs: 200, retryDelaySeconds: 1 };
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

type Stored = { id: string; name: string; state: string; startAfter: Date; key: string | null; organizationId: string; data: Record<string, unknown> };

/** The jobs as the engine stores them: scheduled_jobs on PGlite, pg-boss's own table on PostgreSQL. */
async function storedJobs(handle: Pick<DatabaseHandle, 'db' | 'kind'>, name?: string): Promise<Stored[]> {
  if (handle.kind === 'pglite') {
    const rows = await handle.db.select().from(scheduledJobs).where(name ? eq(scheduledJobs.name, name) : undefined);
    return rows.map((row) => ({ id: row.id, name: row.name, state: row.state, startAfter: row.startAfter, key: row.singletonKey, organizationId: row.organizationId, data: row.data }));
  }
  const result = await handle.db.execute<{ id: string; name: string; state: string; start_after: Date; singleton_key: string | null; data: { organizationId: string; data: Record<string, unknown> } }>(
    sql`select id, name, state::text as state, start_after, singleton_key, data from pgboss.job ${name ? sql`where name = ${name}` : sql``}`,
  );
  return result.rows.map((row) => ({ id: row.id, name: row.name, state: row.state, startAfter: new Date(row.start_after), key: row.singleton_key, organizationId: row.data.organizationId, data: row.data.data }));
}

async function stateOf(handle: Pick<DatabaseHandle, 'db' | 'kind'>, id: string): Promise<string | undefined> {
  return (await storedJobs(handle)).find((job) => job.id === id)?.state;
}

describe.each(DATABASE_KINDS)('job queue on %s', (kind) => {
  let database: TestDatabase;
  let orgId: string;
  let otherOrgId: string;
  const open: JobQueue[] = [];
  const queueOn = async (handle: DatabaseHandle = database) => {
    const queue = await createJobQueue(handle, { ...FAST, name: `test-${open.length}` });
    open.push(queue);
    return queue;
  };
  /** Every run of a handler, with the moment it started. */
  const recorder = () => {
    const runs: (QueuedJob & { at: number })[] = [];
    return { runs, handler: async (job: QueuedJob<JobData>) => void runs.push({ ...job, at: Date.now() }) };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orgId = (await createOrganization(database.db, { slug: 'jobs-queue', name: 'Jobs Queue' })).id;
    otherOrgId = (await createOrganization(database.db, { slug: 'jobs-other', name: 'Jobs Other' })).id;
  }, 300_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((queue) => queue.stop()));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it(`runs on ${kind === 'postgres' ? 'pg-boss' : 'the embedded queue'}`, async () => {
    expect((await queueOn()).kind).toBe(kind === 'postgres' ? 'pg-boss' : 'embedded');
  });

  it('runs a job once when it is due, and not before', async () => {
    const queue = await queueOn();
    const { runs, handler } = recorder();
    await queue.work('test.due', handler);
    const startAfter = new Date(Date.now() + 1500);
    const id = await queue.send('test.due', { organizationId: orgId, data: { n: 1 }, startAfter });
    expect(id).toEqual(expect.any(String));
    await vi.waitFor(async () => expect(await stateOf(database, id!)).toBe('completed'), WAIT);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id, organizationId: orgId, data: { n: 1 } });
    expect(runs[0]!.at).toBeGreaterThanOrEqual(startAfter.getTime());
  });

  it('keeps a waiting job across a restart, and does not run a completed one again', async () => {
    const first = await queueOn();
    const before = recorder();
    await first.work('test.restart', before.handler);
    const doneId = await first.send('test.restart', { organizationId: orgId, data: { label: 'now' } });
    await vi.waitFor(async () => expect(await stateOf(database, doneId!)).toBe('completed'), WAIT);
    const laterId = await first.send('test.restart', { organizationId: orgId, data: { label: 'later' }, startAfter: new Date(Date.now() + 2500) });
    await first.stop();
    expect(before.runs.map((run) => run.data.label)).toEqual(['now']);

    // The embedded database is opened again from its files; PostgreSQL is simply the same server.
    const restarted = kind === 'pglite' ? await openDatabase({ image: await database.dump!() }) : database;
    try {
      const second = await queueOn(restarted);
      const after = recorder();
      await second.work('test.restart', after.handler);
      await vi.waitFor(async () => expect(await stateOf(restarted, laterId!)).toBe('completed'), WAIT);
      expect(after.runs.map((run) => run.id)).toEqual([laterId]);
      expect(await stateOf(restarted, doneId!)).toBe('completed');
    } finally {
      if (restarted !== database) {
        await Promise.all(open.splice(0).map((queue) => queue.stop()));
        await restarted.close();
      }
    }
  });

  it('runs each job once when two queues share the database', async () => {
    const [one, two] = [await queueOn(), await queueOn()];
    const { runs, handler } = recorder();
    await one.work('test.shared', handler);
    await two.work('test.shared', handler);
    const ids = await Promise.all(Array.from({ length: 8 }, (_, n) => (n % 2 ? one : two).send('test.shared', { organizationId: orgId, data: { n } })));
    await vi.waitFor(async () => {
      const states = await Promise.all(ids.map((id) => stateOf(database, id!)));
      expect(states).toEqual(ids.map(() => 'completed'));
    }, WAIT);
    expect(runs.map((run) => run.id).sort()).toEqual([...ids].sort());
  });

  it('starts on several instances at the same moment, each creating the same queues', async () => {
    // Instances booting together race to create each queue: none may fail for it (a deadlock's victim is tried again).
    const queues = await Promise.all([queueOn(), queueOn(), queueOn()]);
    const { runs, handler } = recorder();
    await Promise.all(queues.flatMap((queue) => ['test.boot-a', 'test.boot-b', 'test.boot-c'].map((name) => queue.work(name, handler))));
    const id = await queues[2]!.send('test.boot-b', { organizationId: orgId, data: {} });
    await vi.waitFor(async () => expect(await stateOf(database, id!)).toBe('completed'), WAIT);
    expect(runs.map((run) => run.id)).toEqual([id]);
  });

  it('stores a job with a singleton key once, per organisation and queue, also after it ran', async () => {
    const queue = await queueOn();
    const { runs, handler } = recorder();
    await queue.work('test.single', handler);
    const later = new Date(Date.now() + 1500);
    const first = await queue.send('test.single', { organizationId: orgId, data: { n: 1 }, startAfter: later, singletonKey: 'only-one' });
    expect(first).toEqual(expect.any(String));
    expect(await queue.send('test.single', { organizationId: orgId, data: { n: 2 }, startAfter: later, singletonKey: 'only-one' })).toBeNull();
    const otherOrg = await queue.send('test.single', { organizationId: otherOrgId, data: { n: 3 }, startAfter: later, singletonKey: 'only-one' });
    const otherKey = await queue.send('test.single', { organizationId: orgId, data: { n: 4 }, startAfter: later, singletonKey: 'another' });
    expect(new Set([first, otherOrg, otherKey]).size).toBe(3);
    await vi.waitFor(async () => expect(await Promise.all([first, otherOrg, otherKey].map((id) => stateOf(database, id!)))).toEqual(['completed', 'completed', 'completed']), WAIT);
    expect(runs.map((run) => run.data.n).sort()).toEqual([1, 3, 4]);
    // A finished job keeps its key: the same work is not scheduled again.
    expect(await queue.send('test.single', { organizationId: orgId, data: { n: 5 }, singletonKey: 'only-one' })).toBeNull();
  });

  it('tries a failing job again after a pause, and gives up after its attempts', async () => {
    const queue = await queueOn();
    const attempts = new Map<string, number[]>();
    await queue.work<{ fails: number }>('test.flaky', async (job) => {
      const seen = [...(attempts.get(job.id) ?? []), Date.now()];
      attempts.set(job.id, seen);
      if (seen.length <= job.data.fails) throw new Error(`refused on attempt ${seen.length}`);
    });
    const once = await queue.send('test.flaky', { organizationId: orgId, data: { fails: 1 } });
    const always = await queue.send('test.flaky', { organizationId: orgId, data: { fails: 99 } });
    await vi.waitFor(async () => expect([await stateOf(database, once!), await stateOf(database, always!)]).toEqual(['completed', 'failed']), { ...WAIT, timeout: 30_000 });
    expect(attempts.get(once!)).toHaveLength(2);
    expect(attempts.get(always!)).toHaveLength(DEFAULT_MAX_ATTEMPTS);
    // Not at once: the retry waited at least the delay it was given (one second here).
    const [firstTry, secondTry] = attempts.get(once!)!;
    expect(secondTry! - firstTry!).toBeGreaterThanOrEqual(900);
  }, 40_000);

  it.skipIf(kind !== 'pglite')('takes back a job whose worker died, and fails one that died on its last attempt', async () => {
    const queue = await queueOn();
    const { runs, handler } = recorder();
    const past = new Date(Date.now() - MINUTE);
    const [crashed, spent] = await database.db
      .insert(scheduledJobs)
      .values([
        { organizationId: orgId, name: 'test.crash', data: { n: 1 }, state: 'active', attempts: 1, lockedUntil: past, startAfter: past },
        { organizationId: orgId, name: 'test.crash', data: { n: 2 }, state: 'active', attempts: DEFAULT_MAX_ATTEMPTS, lockedUntil: past, startAfter: past },
      ])
      .returning();
    await queue.work('test.crash', handler);
    await vi.waitFor(async () => expect([await stateOf(database, crashed!.id), await stateOf(database, spent!.id)]).toEqual(['completed', 'failed']), WAIT);
    expect(runs.map((run) => run.data.n)).toEqual([1]);
    const [row] = await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.id, crashed!.id));
    expect(row).toMatchObject({ attempts: 2, lockedUntil: null });
  });
});

const HOST = 'meet-jobs.localhost';
const ORIGIN = 'http://meet-jobs.test:3000';
const ZONE = 'Europe/Dublin';
const GUEST_ZONE = 'America/New_York';
const WEEKDAYS = { start: '09:00', end: '12:00' };
const HOURS = { mon: [WEEKDAYS], tue: [WEEKDAYS], wed: [WEEKDAYS], thu: [WEEKDAYS], fri: [WEEKDAYS] };
const GUEST = 'ada@jobs.example';
const HOST_EMAIL = 'grace@jobs.example';

/** A meeting's time as Intl writes it in a language and zone (what a reminder must say). */
function range(locale: string, start: Date, minutes: number, timeZone: string): string {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone });
  return format.formatRange(start, new Date(start.getTime() + minutes * MINUTE));
}

describe.each(DATABASE_KINDS)('meeting jobs on %s', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let orgId: string;
  let guestId: string;
  let hostId: string;
  let typeId: string;
  let guest: Who;

  /** A booking written directly, at any time (the booking route only takes free slots an hour ahead). */
  const insertBooking = async (scheduledAt: Date, values: Partial<typeof bookings.$inferInsert> = {}) => {
    const [row] = await database.db
      .insert(bookings)
      .values({
        organizationId: orgId,
        meetingTypeId: typeId,
        title: 'Erstberatung',
        status: 'scheduled',
        customerUserId: guestId,
        customerName: 'Ada Lovelace',
        customerEmail: GUEST,
        hostUserId: hostId,
        scheduledAt,
        roomName: `meet-${Math.random().toString(36).slice(2)}`,
        customerLocale: 'de',
        customerTimeZone: GUEST_ZONE,
        ...values,
      })
      .returning();
    return row!;
  };
  const bookingRow = async (id: string) => (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const jobFor = async (name: string, key: string) => (await storedJobs(database, name)).find((job) => job.key === key);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startTestSmtp();
    orgId = (await createOrganization(database.db, { slug: 'meet-jobs', name: 'Meet Jobs', locales: ['en', 'de'], language: 'en', hosts: ['meet-jobs.test'] })).id;
    await database.db.update(organizationSettings).set({ site: 'Harbour & Finch', timeZone: ZONE }).where(eq(organizationSettings.organizationId, orgId));
    const ids: string[] = [];
    for (const person of [
      { email: GUEST, name: 'Ada Lovelace', role: 'customer' as const },
      { email: HOST_EMAIL, name: 'Grace Hopper', role: 'admin' as const },
    ]) {
      const { userId } = await ensureAccount(database.db, { email: person.email, password: 'Passw0rdOK', name: person.name });
      await saveProfile(database.db, { organizationId: orgId, userId, username: person.email.split('@')[0], email: person.email, fullName: person.name, role: person.role });
      ids.push(userId);
    }
    [guestId, hostId] = ids as [string, string];
    guest = await signIn(HOST, GUEST, 'Passw0rdOK');
    [{ id: typeId }] = await database.db.insert(meetingTypes).values({ organizationId: orgId, name: 'Erstberatung', durationMinutes: 60, hostUserId: hostId, availability: HOURS }).returning({ id: meetingTypes.id });
    // The process's own queue, as a server starts it, with timings a test can wait for.
    await startJobs({ ...FAST, noShowGraceMs: 0, mailRetryDelaysMs: [300, 1500, 1500] });
  }, 300_000);
  beforeEach(async () => {
    await database.db.delete(outgoingEmails);
    await database.db.delete(bookings).where(eq(bookings.organizationId, orgId));
    await database.db.delete(rateLimits);
    smtp.received.length = 0;
    setMailTransportUrl(smtp.url);
  });
  afterEach(() => {
    setMailTransportUrl(undefined);
    smtp.refuse(false);
  });
  afterAll(async () => {
    await stopJobs();
    setMailTransportUrl(undefined);
    await smtp?.close();
    await database?.dispose();
  });

  it('schedules both reminders and the no-show check when a booking is made', async () => {
    let day = addDays(zonedParts(new Date(), ZONE).date, 7);
    while (zonedParts(wallTimeToUtc(day, '12:00', ZONE), ZONE).weekday !== 'mon') day = addDays(day, 1);
    const response = await bookingsPost(
      new Request(`http://${HOST}/api/meetings/bookings`, {
        method: 'POST',
        headers: headersFor(HOST, guest, true),
        body: JSON.stringify({ meeting_type_id: typeId, scheduled_at: wallTimeToUtc(day, '09:00', ZONE).toISOString(), time_zone: GUEST_ZONE }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const booking = (await response.json()) as BookingView;
    const start = new Date(booking.scheduled_at).getTime();
    const jobs = (await storedJobs(database)).filter((job) => job.data.bookingId === booking.id);
    expect(jobs.map(({ name, key, startAfter, organizationId, data }) => ({ name, key, at: startAfter.getTime(), organizationId, data })).sort((a, b) => a.at - b.at)).toEqual([
      { name: JOB_NAMES.reminder, key: `reminder:${booking.id}:24h`, at: start - 24 * HOUR, organizationId: orgId, data: { bookingId: booking.id, lead: '24h' } },
      { name: JOB_NAMES.reminder, key: `reminder:${booking.id}:10m`, at: start - 10 * MINUTE, organizationId: orgId, data: { bookingId: booking.id, lead: '10m' } },
      { name: JOB_NAMES.noShow, key: `no-show:${booking.id}`, at: start + 60 * MINUTE, organizationId: orgId, data: { bookingId: booking.id } },
    ]);
  });

  it('reminds the guest and the host when the time comes, each in their language and zone, once', async () => {
    const start = new Date(Date.now() + 24 * HOUR + 2 * SECOND);
    const row = await insertBooking(start);
    await scheduleBookingJobs({ organizationId: orgId, bookingId: row.id, scheduledAt: start, durationMinutes: 60 });
    const job = await jobFor(JOB_NAMES.reminder, `reminder:${row.id}:24h`);
    expect(job?.startAfter.getTime()).toBe(start.getTime() - 24 * HOUR);
    await vi.waitFor(async () => expect(job && (await stateOf(database, job.id))).toBe('completed'), WAIT);
    expect(smtp.received).toHaveLength(2);

    // The guest: German and New York, as booked; the join link in German; no invitation this time.
    const toGuest = decodedParts(mailsTo(GUEST)[0]!.raw);
    expect(toGuest).toContain('Erinnerung: Erstberatung beginnt in 24 Stunden');
    expect(toGuest).toContain('Eine Erinnerung an Ihren Termin bei Harbour & Finch.');
    expect(toGuest).toContain(range('de', start, 60, GUEST_ZONE));
    expect(toGuest).toContain(GUEST_ZONE);
    expect(toGuest).toContain(`href="${ORIGIN}/de/account/meetings/${row.id}"`);
    expect(mailsTo(GUEST)[0]!.raw).not.toMatch(/text\/calendar/i);
    // The host: the organisation's language and zone.
    const toHost = decodedParts(mailsTo(HOST_EMAIL)[0]!.raw);
    expect(toHost).toContain('Reminder: Erstberatung starts in 24 hours');
    expect(toHost).toContain('A reminder of your meeting with Ada Lovelace.');
    expect(toHost).toContain(range('en', start, 60, ZONE));
    expect(toHost).toContain(`href="${ORIGIN}/account/meetings/${row.id}"`);

    expect((await bookingRow(row.id)).reminder24hSentAt).toBeInstanceOf(Date);
    expect((await bookingRow(row.id)).reminder10mSentAt).toBeNull();
    // The same job run again (a crash before its completion was recorded) sends nothing.
    expect(await runReminder(database.db, { organizationId: orgId, bookingId: row.id, lead: '24h' })).toBe('skipped');
    expect(smtp.received).toHaveLength(2);
    const templates = (await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.organizationId, orgId))).map((mail) => [mail.template, mail.locale, mail.status]);
    expect(templates.sort()).toEqual([
      ['booking_reminder_guest', 'de', 'sent'],
      ['booking_reminder_host', 'en', 'sent'],
    ]);
  });

  it('sends a reminder once when two runs of its job meet', async () => {
    const row = await insertBooking(new Date(Date.now() + 3 * 24 * HOUR));
    const outcomes = await Promise.all([0, 1].map(() => runReminder(database.db, { organizationId: orgId, bookingId: row.id, lead: '10m' })));
    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    expect(smtp.received).toHaveLength(2);
    expect(decodedParts(mailsTo(GUEST)[0]!.raw)).toContain('beginnt in 10 Minuten');
  });

  it('sends no reminder for a cancelled or finished booking', async () => {
    const start = new Date(Date.now() + 24 * HOUR + 1500);
    const row = await insertBooking(start);
    await scheduleBookingJobs({ organizationId: orgId, bookingId: row.id, scheduledAt: start, durationMinutes: 60 });
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, row.id));
    const job = await jobFor(JOB_NAMES.reminder, `reminder:${row.id}:24h`);
    await vi.waitFor(async () => expect(job && (await stateOf(database, job.id))).toBe('completed'), WAIT);
    expect((await bookingRow(row.id)).reminder24hSentAt).toBeNull();
    const done = await insertBooking(new Date(Date.now() + 2 * HOUR), { status: 'completed' });
    expect(await runReminder(database.db, { organizationId: orgId, bookingId: done.id, lead: '10m' })).toBe('skipped');
    expect(smtp.received).toHaveLength(0);
  });

  it('cancels a booking nobody came to after its end, as the system, and tells its waiting room', async () => {
    const start = new Date(Date.now() - 60 * MINUTE + 1500);
    const row = await insertBooking(start, { status: 'confirmed' });
    await scheduleBookingJobs({ organizationId: orgId, bookingId: row.id, scheduledAt: start, durationMinutes: 60 });
    // Both reminders' moments are past: only the no-show check is scheduled.
    expect((await storedJobs(database)).filter((job) => job.data.bookingId === row.id).map((job) => job.name)).toEqual([JOB_NAMES.noShow]);
    await vi.waitFor(async () => expect((await bookingRow(row.id)).status).toBe('cancelled'), WAIT);
    expect((await bookingRow(row.id)).noShow).toBe('both');
    const events = await database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
    expect(events.map(({ fromStatus, toStatus, actor, actorUserId }) => ({ fromStatus, toStatus, actor, actorUserId }))).toEqual([{ fromStatus: 'confirmed', toStatus: 'cancelled', actor: 'system', actorUserId: null }]);
    const told = await database.db.select().from(realtimeMessages).where(and(eq(realtimeMessages.organizationId, orgId), eq(realtimeMessages.topic, `booking:${row.id}`)));
    expect(told.map((message) => (message.payload as { status: string }).status)).toEqual(['cancelled']);
  });

  it('names who never came: the host when only the guest knocked, the guest when only the host came, nobody when both did', async () => {
    const ended = new Date(Date.now() - 2 * HOUR);
    // The guest knocked and left again; the host never came.
    const knocked = await insertBooking(ended, { status: 'confirmed' });
    await database.db.insert(bookingEvents).values([
      { organizationId: orgId, bookingId: knocked.id, fromStatus: 'confirmed', toStatus: 'waiting', actor: 'guest', actorUserId: guestId },
      { organizationId: orgId, bookingId: knocked.id, fromStatus: 'waiting', toStatus: 'confirmed', actor: 'guest', actorUserId: guestId },
    ]);
    // Still waiting when the check comes.
    const waiting = await insertBooking(ended, { status: 'waiting', waitingSince: ended });
    // The host started and ended the call alone.
    const alone = await insertBooking(ended, { status: 'completed', hostJoinedAt: ended });
    // Both came.
    const both = await insertBooking(ended, { status: 'completed', hostJoinedAt: ended, guestJoinedAt: ended });
    // Cancelled by the guest beforehand: not a no-show.
    const called = await insertBooking(ended, { status: 'cancelled' });

    const check = (id: string) => runNoShow(database.db, { organizationId: orgId, bookingId: id });
    expect(await check(knocked.id)).toEqual({ status: 'cancelled', noShow: 'host' });
    expect(await check(waiting.id)).toEqual({ status: 'cancelled', noShow: 'host' });
    expect(await check(alone.id)).toEqual({ status: 'completed', noShow: 'guest' });
    expect(await check(both.id)).toEqual({ status: 'completed', noShow: null });
    expect(await check(called.id)).toEqual({ status: 'cancelled', noShow: null });
    expect((await bookingRow(both.id)).updatedAt).toEqual(both.updatedAt);

    // A second run changes nothing: one cancellation each, the verdicts kept.
    for (const id of [knocked.id, waiting.id, alone.id]) await check(id);
    const cancellations = await database.db.select().from(bookingEvents).where(and(eq(bookingEvents.organizationId, orgId), eq(bookingEvents.toStatus, 'cancelled')));
    expect(cancellations.map((event) => event.bookingId).sort()).toEqual([knocked.id, waiting.id].sort());
    expect((await bookingRow(alone.id)).noShow).toBe('guest');
  });

  it('notes the first join token of each person only', async () => {
    const row = await insertBooking(new Date(Date.now() - 5 * MINUTE), { status: 'in_progress' });
    await markJoined(database.db, { organizationId: orgId, bookingId: row.id, role: 'guest' });
    const first = (await bookingRow(row.id)).guestJoinedAt;
    expect(first).toBeInstanceOf(Date);
    await markJoined(database.db, { organizationId: orgId, bookingId: row.id, role: 'guest' });
    expect((await bookingRow(row.id)).guestJoinedAt).toEqual(first);
    expect((await bookingRow(row.id)).hostJoinedAt).toBeNull();
  });

  it('delivers a refused e-mail again later, once the mail server accepts it, and only once', async () => {
    smtp.refuse(true);
    const result = await sendTemplateEmail(database.db, { organizationId: orgId, template: 'welcome', to: 'late@jobs.example', locale: 'en', data: { name: 'Ada' } });
    expect(result.status).toBe('failed');
    const stored = async () => (await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, result.id)))[0]!;
    const retryKeys = async () => (await storedJobs(database, JOB_NAMES.mailRetry)).filter((job) => job.data.emailId === result.id).map((job) => job.key);
    // The first retry (after 300 ms here) is refused too, and schedules the next (after 1.5 s).
    await vi.waitFor(async () => expect(await retryKeys()).toContain(`mail:${result.id}:3`), WAIT);
    expect(await stored()).toMatchObject({ status: 'failed', attempts: 2 });
    smtp.refuse(false);
    await vi.waitFor(async () => expect(await stored()).toMatchObject({ status: 'sent', attempts: 3 }), WAIT);
    expect(mailsTo('late@jobs.example')).toHaveLength(1);
    expect((await retryKeys()).sort()).toEqual([`mail:${result.id}:2`, `mail:${result.id}:3`]);
  });

  it('sends a message once when two retries meet, and schedules none after the last', async () => {
    const [row] = await database.db
      .insert(outgoingEmails)
      .values({ organizationId: orgId, template: 'welcome', toAddress: 'twice@jobs.example', subject: 'Welcome', html: '<p>Welcome</p>', text: 'Welcome', status: 'failed', attempts: 1 })
      .returning();
    const results = await Promise.all([2, 2].map((attempt) => runMailRetry(database.db, { organizationId: orgId, emailId: row!.id, attempt })));
    // One run delivers it; the other finds the attempt taken and leaves it.
    expect(results.map((result) => result?.status)).toContain('sent');
    expect(mailsTo('twice@jobs.example')).toHaveLength(1);
    expect((await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, row!.id)))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    // After the last delay there is no further retry: the message waits in the outbox for an admin.
    await scheduleMailRetry(database.db, { organizationId: orgId, emailId: row!.id, attempt: 4 });
    expect((await storedJobs(database, JOB_NAMES.mailRetry)).filter((job) => job.data.emailId === row!.id)).toEqual([]);
  });
});
