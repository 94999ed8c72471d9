// The calls' figures for `npm run bench` (issue 23, "Speed"), printed as one JSON line on stdout:
// - from the host pressing "Let them in" to the guest's first remote video frame, five times with
//   both on one instance and five times with the guest on one and the host on another (median);
// - signalling latency: a signal posted to one instance until the other side's event stream
//   delivers it, on one instance and across two (median and 95th percentile of 40).
// Two production instances share a private PostgreSQL cluster (tests/support/private-postgres.ts),
// with the demo data. Chromium plays fake camera and microphone. Times are taken from the
// machine's one clock: the click and the first frame in the pages (Date.now), the signals in Node.
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { startPrivatePostgres } from '../tests/support/private-postgres';
import { startInstances, type Instances } from '../tests/e2e/support/instances';

const SITE = 'harbour-law';
const RUNS = 5;
const SIGNALS = 40;
const LOGINS = { guest: ['customer@harbour-law.example', 'DemoCustomer123'], host: ['admin@harbour-law.example', 'DemoAdmin123'] } as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** Records, in the page, when another participant's video has its first frame (media events do not bubble: captured). */
function watchFirstFrame() {
  const mark = window as unknown as { __firstFrameAt?: number };
  document.addEventListener(
    'loadeddata',
    (event) => {
      if ((event.target as Element).matches?.('video[data-remote-video]')) mark.__firstFrameAt ??= Date.now();
    },
    true,
  );
}

async function json<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([verb, address, payload]) => {
      const response = await fetch(address, { method: verb, headers: payload === undefined ? undefined : { 'content-type': 'application/json' }, body: payload === undefined ? undefined : JSON.stringify(payload) });
      if (!response.ok) throw new Error(`${verb} ${address}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    [method, url, body] as const,
  ) as Promise<T>;
}

async function person(browser: Browser, instances: Instances, instance: number, who: keyof typeof LOGINS): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['camera', 'microphone']);
  await context.addCookies([{ name: 'cookies_accepted', value: 'true', url: instances.url(instance, SITE) }]);
  await context.addInitScript(watchFirstFrame);
  const page = await context.newPage();
  await page.goto(instances.url(instance, SITE, '/meetings'));
  const [email, password] = LOGINS[who];
  await json(page, 'POST', '/api/auth/sign-in/email', { email, password });
  return page;
}

/** One admission: a new booking, the guest waiting, the host letting them in; the ms until the guest's first remote frame. */
async function admitOnce(guest: Page, host: Page, instances: Instances, hostInstance: number, slot: string, typeId: string): Promise<number> {
  await forgetRateLimits();
  const booking = await json<{ id: string }>(guest, 'POST', '/api/meetings/bookings', { meeting_type_id: typeId, scheduled_at: slot });
  await guest.goto(instances.url(0, SITE, `/account/meetings/${booking.id}`));
  await guest.getByRole('button', { name: 'Join the meeting' }).click();
  await guest.locator('[data-waiting-room]').waitFor();
  await host.goto(instances.url(hostInstance, SITE, `/account/meetings/${booking.id}`));
  const admit = host.locator('[data-guest-waiting]').getByRole('button', { name: 'Let them in' });
  await admit.waitFor();
  // The button is in the server's HTML: a click before React has hydrated it would do nothing.
  await host.waitForFunction((button) => Object.keys(button as object).some((key) => key.startsWith('__reactProps')), await admit.elementHandle());
  const clickedAt = await admit.evaluate((button: HTMLButtonElement) => {
    const at = Date.now();
    button.click();
    return at;
  });
  const shownAt = await guest.waitForFunction(() => (window as unknown as { __firstFrameAt?: number }).__firstFrameAt, undefined, { timeout: 30_000 });
  const ms = Number(await shownAt.jsonValue()) - clickedAt;
  await guest.locator('[data-call]').getByRole('button', { name: 'Leave the call' }).click();
  await guest.locator('[data-booking-status="completed"]').waitFor();
  return ms;
}

/** Reads an event stream on one instance and posts signals to another: the ms each took to arrive. */
async function signalLatencies(instances: Instances, from: number, to: number, tokens: { sender: string; reader: string }, room: string): Promise<number[]> {
  const host = `${SITE}.localhost`;
  const arrived = new Map<number, number>();
  let buffer = '';
  const stream = httpRequest({ host: '127.0.0.1', port: instances.ports[to], path: `/api/meetings/rooms/${room}/events?token=${encodeURIComponent(tokens.reader)}`, headers: { host: `${host}:${instances.ports[to]}`, accept: 'text/event-stream' } });
  const opened = new Promise<void>((resolve, reject) => {
    stream.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`event stream: ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          const probe = data ? (JSON.parse(data.slice(6)) as { data?: { probe?: number } }).data?.probe : undefined;
          if (typeof probe === 'number') arrived.set(probe, performance.now());
        }
      });
      resolve();
    });
    stream.on('error', reject);
  });
  stream.end();
  await opened;
  const latencies: number[] = [];
  const agent = new Agent({ keepAlive: true });
  for (let probe = 0; probe < SIGNALS; probe++) {
    const sentAt = performance.now();
    const body = JSON.stringify({ token: tokens.sender, to: null, kind: 'restart', data: { probe } });
    // Node's fetch cannot name the Host, which says which site: plain http, on a kept connection.
    await new Promise<void>((resolve, reject) => {
      const post = httpRequest(
        { agent, host: '127.0.0.1', port: instances.ports[from], path: `/api/meetings/rooms/${room}/signal`, method: 'POST', headers: { host: `${host}:${instances.ports[from]}`, origin: `http://${host}:${instances.ports[from]}`, 'content-type': 'application/json' } },
        (answer) => {
          answer.resume();
          answer.on('end', () => (answer.statusCode && answer.statusCode < 300 ? resolve() : reject(new Error(`signal: ${answer.statusCode}`))));
        },
      );
      post.on('error', reject);
      post.end(body);
    });
    const deadline = performance.now() + 5000;
    while (!arrived.has(probe) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
    if (!arrived.has(probe)) throw new Error(`signal ${probe} never arrived`);
    latencies.push(arrived.get(probe)! - sentAt);
  }
  stream.destroy();
  agent.destroy();
  return latencies;
}

const database = await startPrivatePostgres();

/** The bench books more meetings in a few minutes than one person may in an hour (10): its own database forgets the count. */
async function forgetRateLimits(): Promise<void> {
  const client = new Client({ connectionString: database.url('sitewright') });
  await client.connect();
  try {
    await client.query('delete from rate_limits');
  } finally {
    await client.end();
  }
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'sitewright-bench-calls-'));
let instances: Instances | undefined;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });
try {
  await database.createDatabase('sitewright');
  instances = await startInstances({ databaseUrl: database.url('sitewright'), count: 2, env: { DATA_DIR: dataDir } });
  const guest = await person(browser, instances, 0, 'guest');
  const { meeting_types } = await json<{ meeting_types: { id: string }[] }>(guest, 'GET', '/api/meetings/meeting-types');
  const typeId = meeting_types[0]!.id;
  const from = new Date();
  const { slots } = await json<{ slots: string[] }>(guest, 'GET', `/api/meetings/meeting-types/${typeId}/slots?from=${from.toISOString()}&to=${new Date(from.getTime() + 21 * 86_400_000).toISOString()}`);
  const admissions: Record<'one' | 'two', number[]> = { one: [], two: [] };
  let next = 0;
  for (const [mode, hostInstance] of [['one', 0], ['two', 1]] as const) {
    const host = await person(browser, instances, hostInstance, 'host');
    // One unmeasured admission first: the first call of a fresh browser and server warms both.
    await admitOnce(guest, host, instances, hostInstance, slots[next++]!, typeId);
    for (let run = 0; run < RUNS; run++) admissions[mode].push(await admitOnce(guest, host, instances, hostInstance, slots[next++]!, typeId));
    await host.context().close();
  }

  // Signalling: a call in progress, its two tokens, and probes through the room.
  const host = await person(browser, instances, 1, 'host');
  await forgetRateLimits();
  const booking = await json<{ id: string }>(guest, 'POST', '/api/meetings/bookings', { meeting_type_id: typeId, scheduled_at: slots[next++] });
  const started = await json<{ token: string; room_name: string }>(host, 'POST', '/api/meetings/launch-video', { booking_id: booking.id, update_status: true });
  const joined = await json<{ token: string }>(guest, 'POST', '/api/meetings/launch-video', { booking_id: booking.id, update_status: false });
  const tokens = { sender: started.token, reader: joined.token };
  const same = await signalLatencies(instances, 0, 0, tokens, started.room_name);
  const across = await signalLatencies(instances, 0, 1, tokens, started.room_name);
  const round = (value: number) => Math.round(value * 10) / 10;
  console.log(
    JSON.stringify({
      admitOne: { median: median(admissions.one), runs: admissions.one },
      admitTwo: { median: median(admissions.two), runs: admissions.two },
      signalOne: { median: round(median(same)), p95: round(percentile(same, 0.95)) },
      signalTwo: { median: round(median(across)), p95: round(percentile(across, 0.95)) },
    }),
  );
} finally {
  await browser.close();
  await instances?.stop();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
