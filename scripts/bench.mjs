#!/usr/bin/env node
// npm run bench: measures what a visitor and the machine feel, and writes docs/benchmarks.md.
// - throughput and p99 latency at 50 connections (autocannon) of public pages served by
//   `front/serve.mjs`, beside a minimal static server answering the same bytes in the same run;
// - the same pages with the HTML cache bypassed (what Next.js rendering alone costs);
// - compressed JavaScript per public route and the framework floor of this build;
// - Largest Contentful Paint and Cumulative Layout Shift in headless Chromium;
// - the server's resident memory after the load;
// - the editing layer: its script, opening an editor, and a keystroke to the live preview (bench-editor.mjs);
// - Lighthouse's mobile preset on three home pages and a post, beside the last run (bench-lighthouse.mjs);
// - calls: from Let them in to the guest's first remote frame, and signalling latency, on one
//   instance and across two (bench-calls.ts).
// BENCH_ONLY=lighthouse (or `--only=lighthouse`, `npm run bench:phone`) runs only the last part and
// rewrites only its table. BENCH_PORT moves the server (default 3200; the static server takes the next port).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { editorLines, measureEditor } from './bench-editor.mjs';
import { measureLighthouse, readPrevious, saveRun } from './bench-lighthouse.mjs';
import { lighthouseLines } from './bench-lighthouse-report.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ONLY = process.env.BENCH_ONLY || process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (ONLY && ONLY !== 'lighthouse') throw new Error(`BENCH_ONLY=${ONLY}: only "lighthouse" can run on its own`);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const STATIC_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = [
  ['harbour-law.localhost', '/'],
  ['brightstack.localhost', '/es'],
  ['harbour-law.localhost', '/about'],
  ['harbour-law.localhost', '/buying-your-first-home-conveyancing-timeline'],
];
const JS_ROUTES = [
  // The unknown-host page renders no site, but loads the chunks the site layout shares with every page.
  ['floor (unknown host: framework + shared layout chunks)', 'nobody.localhost', '/'],
  ['home', 'harbour-law.localhost', '/'],
  ['home with animation', 'brightstack.localhost', '/'],
  ['page', 'harbour-law.localhost', '/about'],
  ['post', 'harbour-law.localhost', '/buying-your-first-home-conveyancing-timeline'],
  ['contact form', 'harbour-law.localhost', '/contact'],
  ['pricing', 'brightstack.localhost', '/pricing'],
  ['blog', 'harbour-law.localhost', '/blog'],
  ['help centre', 'brightstack.localhost', '/help-center'],
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The calls' figures (scripts/bench-calls.ts, run with tsx: it shares the tests' helpers); null when they could not be taken. */
function measureCalls() {
  const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/bench-calls.ts'], { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const line = run.stdout.trim().split('\n').reverse().find((text) => text.startsWith('{"admitOne"'));
  if (run.status !== 0 || !line) {
    console.error(`The calls could not be measured (exit ${run.status}):\n${run.stderr.slice(-2000)}`);
    return null;
  }
  return JSON.parse(line);
}

function callLines(calls) {
  if (!calls) return ['### Calls', '', 'Not measured in this run (see the bench output).'];
  return [
    '### Calls (`scripts/bench-calls.ts`: two production instances on one private PostgreSQL, Chromium with fake camera and microphone)',
    '',
    '| measure | one instance | across two instances |',
    '|---|---|---|',
    `| Let them in → the guest's first remote video frame, median of 5 (ms) | ${calls.admitOne.median} (${calls.admitOne.runs.join(', ')}) | ${calls.admitTwo.median} (${calls.admitTwo.runs.join(', ')}) |`,
    `| a signal posted → delivered on the other side's event stream, median / p95 of 40 (ms) | ${calls.signalOne.median} / ${calls.signalOne.p95} | ${calls.signalTwo.median} / ${calls.signalTwo.p95} |`,
  ];
}

async function waitForHealth(port) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  throw new Error('the server did not start');
}

async function load(url, host, headers = {}, duration = DURATION) {
  const result = await autocannon({ url, connections: 50, duration, headers: { host, ...headers } });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** A figure for a load that was not all 2xx answers would measure the wrong thing: say so. */
const figure = (run) => (run.errors ? `${run.rps} (${run.errors} errors or non-2xx)` : `${run.rps}`);

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

/** Everything but Lighthouse: throughput, script bytes, LCP and CLS unthrottled, the editing layer. */
async function measureServerAndBrowser(results, serverPid) {
  const bodies = new Map();
  for (const [host, pathname] of PAGES) {
    const response = await fetch(`http://127.0.0.1:${PORT}${pathname}`, { headers: { host } });
    bodies.set(`${host}${pathname}`, Buffer.from(await response.arrayBuffer()));
  }
  // The same bytes compressed once with Brotli, as a static server with precompressed files sends them.
  const brotliBodies = new Map([...bodies].map(([key, body]) => [key, brotliCompressSync(body)]));
  const staticServer = createServer((req, res) => {
    const key = `${String(req.headers.host).replace(/:\d+$/, '')}${req.url}`;
    const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = (br ? brotliBodies : bodies).get(key);
    const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': body?.length ?? 0 };
    if (br && body) headers['content-encoding'] = 'br';
    res.writeHead(body ? 200 : 404, headers);
    res.end(body);
  });
  await new Promise((resolve) => staticServer.listen(STATIC_PORT, resolve));

  // Warm up: the first seconds after start-up pay for JIT compilation and the first renders.
  for (const [host, pathname] of PAGES) await load(`http://127.0.0.1:${PORT}${pathname}`, host, {}, 3);
  for (const [host, pathname] of PAGES) {
    const cached = await load(`http://127.0.0.1:${PORT}${pathname}`, host);
    const baseline = await load(`http://127.0.0.1:${STATIC_PORT}${pathname}`, host);
    const rendered = await load(`http://127.0.0.1:${PORT}${pathname}`, host, { cookie: 'better-auth.session_token=bench' });
    results.throughput.push({ page: `${host}${pathname}`, bytes: bodies.get(`${host}${pathname}`).length, cached, baseline, rendered });
  }
  // As browsers ask for them: Brotli-compressed.
  const br = { 'accept-encoding': 'br' };
  for (const [host, pathname] of PAGES) {
    const cached = await load(`http://127.0.0.1:${PORT}${pathname}`, host, br);
    const baseline = await load(`http://127.0.0.1:${STATIC_PORT}${pathname}`, host, br);
    results.compressed.push({ page: `${host}${pathname}`, bytes: brotliBodies.get(`${host}${pathname}`).length, cached, baseline });
  }
  results.rssMb = rssMb(serverPid);
  staticServer.close();

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  for (const [name, host, pathname] of JS_ROUTES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const sizes = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize).catch(() => 0));
    });
    const response = await page.goto(`http://${host}:${PORT}${pathname}`, { waitUntil: 'networkidle' });
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    results.js.push({ name, route: `${host}${pathname}`, status: response?.status(), kb: Math.round(bytes / 102.4) / 10 });
    await context.close();
  }
  for (const [host, pathname] of [['harbour-law.localhost', '/'], ['brightstack.localhost', '/'], ['harbour-law.localhost', '/about']]) {
    for (const shape of [{ name: 'desktop', viewport: { width: 1280, height: 800 } }, { name: '390 px', viewport: { width: 390, height: 844 }, isMobile: true }]) {
      const context = await browser.newContext(shape);
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__vitals = { lcp: 0, cls: 0 };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`http://${host}:${PORT}${pathname}`, { waitUntil: 'networkidle' });
      await page.mouse.move(10, 10);
      await sleep(500);
      const vitals = await page.evaluate(() => window.__vitals);
      results.vitals.push({ route: `${host}${pathname}`, shape: shape.name, lcp: Math.round(vitals.lcp), cls: Math.round(vitals.cls * 1000) / 1000 });
      await context.close();
    }
  }
  results.editor = await measureEditor(browser, PORT);
  await browser.close();
}

const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], { cwd: root, env: { ...process.env, PORT: String(PORT) }, stdio: ['ignore', 'ignore', 'inherit'] });
const results = { throughput: [], compressed: [], js: [], vitals: [] };
const previousLighthouse = readPrevious();
try {
  await waitForHealth(PORT);
  if (!ONLY) await measureServerAndBrowser(results, server.pid);
  console.log('Lighthouse, mobile preset (12 runs of about half a minute each):');
  results.lighthouse = await measureLighthouse(PORT);
} finally {
  server.kill('SIGTERM');
}
if (!ONLY) {
  console.log('Calls: two instances on a private PostgreSQL, five admissions each way, signalling latency (about a minute):');
  results.calls = measureCalls();
}

const floor = results.js[0]?.kb ?? 0;
const [LH_START, LH_END] = ['<!-- lighthouse:start -->', '<!-- lighthouse:end -->'];
const lighthouseBlock = [LH_START, ...lighthouseLines(results.lighthouse, previousLighthouse), LH_END];
const lines = ONLY ? [] : [
  `## Latest run (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run bench\`, ${DURATION} s per load, 50 connections, this 2-core machine)`,
  '',
  '### Throughput of anonymous public pages',
  '',
  '| page | HTML bytes | served (req/s) | p99 (ms) | static server, same bytes (req/s) | p99 (ms) | ratio | cache bypassed (req/s) | p99 (ms) |',
  '|---|---|---|---|---|---|---|---|---|',
  ...results.throughput.map((r) => `| ${r.page} | ${r.bytes} | ${figure(r.cached)} | ${r.cached.p99} | ${figure(r.baseline)} | ${r.baseline.p99} | ${(r.cached.rps / r.baseline.rps).toFixed(2)} | ${figure(r.rendered)} | ${r.rendered.p99} |`),
  '',
  'The same pages as browsers ask for them (`Accept-Encoding: br`; the static server sends the same bytes precompressed):',
  '',
  '| page | br bytes | served (req/s) | p99 (ms) | static server (req/s) | p99 (ms) | ratio |',
  '|---|---|---|---|---|---|---|',
  ...results.compressed.map((r) => `| ${r.page} | ${r.bytes} | ${figure(r.cached)} | ${r.cached.p99} | ${figure(r.baseline)} | ${r.baseline.p99} | ${(r.cached.rps / r.baseline.rps).toFixed(2)} |`),
  '',
  `Server resident memory after the loads: ${results.rssMb} MB.`,
  '',
  '### JavaScript per public route (compressed, as transferred)',
  '',
  '| route | URL | status | script kB | above the floor (kB) |',
  '|---|---|---|---|---|',
  ...results.js.map((r) => `| ${r.name} | ${r.route} | ${r.status} | ${r.kb} | ${(r.kb - floor).toFixed(1)} |`),
  '',
  '### Largest Contentful Paint and Cumulative Layout Shift (headless Chromium, local)',
  '',
  '| route | viewport | LCP (ms) | CLS |',
  '|---|---|---|---|',
  ...results.vitals.map((r) => `| ${r.route} | ${r.shape} | ${r.lcp} | ${r.cls} |`),
  '',
  ...lighthouseBlock,
  '',
  ...editorLines(results.editor),
  '',
  ...callLines(results.calls),
];
const file = path.join(root, 'docs/benchmarks.md');
let doc;
try {
  doc = readFileSync(file, 'utf8');
} catch {
  doc = '# Benchmarks\n\n<!-- bench:start -->\n<!-- bench:end -->\n';
}
if (ONLY) {
  // Only the Lighthouse table is new: it replaces its own block (or joins the end of the section), the rest stays.
  const [from, to] = [doc.indexOf(LH_START), doc.indexOf(LH_END)];
  const [at, after] = from >= 0 && to > from ? [from, to + LH_END.length + 1] : [doc.indexOf('<!-- bench:end -->'), doc.indexOf('<!-- bench:end -->')];
  doc = `${doc.slice(0, at)}${lighthouseBlock.join('\n')}\n${doc.slice(after)}`;
} else {
  const start = doc.indexOf('<!-- bench:start -->');
  const end = doc.indexOf('<!-- bench:end -->');
  doc = `${doc.slice(0, start)}<!-- bench:start -->\n${lines.join('\n')}\n${doc.slice(end)}`;
}
writeFileSync(file, doc);
saveRun(results.lighthouse);
console.log((ONLY ? lighthouseBlock : lines).join('\n'));
process.exit(0);
