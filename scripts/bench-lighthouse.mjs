#!/usr/bin/env node
// What a phone pays for a public page (issue 18): Lighthouse's mobile preset (simulated slow 4G and a
// 4× slower CPU), performance only, three runs per page, medians. bench.mjs calls measureLighthouse()
// and keeps the figures in docs/benchmarks-lighthouse.json; run alone against a running server,
// `node scripts/bench-lighthouse.mjs [port]` prints the same table beside the stored figures and
// writes nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { figuresOf, lighthouseLines, median, medianFigures } from './bench-lighthouse-report.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const STORE = path.join(root, 'docs/benchmarks-lighthouse.json');
export const LIGHTHOUSE_PAGES = [
  ['harbour-law.localhost', '/'],
  ['brightstack.localhost', '/'],
  ['sonnenklinik.localhost', '/'],
  ['harbour-law.localhost', '/buying-your-first-home-conveyancing-timeline'],
];
const RUNS = 3;
const TIMEOUT_MS = 120_000;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const VERSION = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;

// chrome-launcher kills its browser on Ctrl-C but not on SIGTERM (a CI job's timeout, `kill`),
// which would leave it running behind a stopped bench.
let running = null;
process.once('SIGTERM', () => {
  running?.kill();
  process.exit(143);
});

/** One Lighthouse run in a Chromium of its own, which is killed whatever happens, within TIMEOUT_MS. */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  running = chrome;
  let timer;
  try {
    const audit = lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    // Once the browser is gone the abandoned run rejects; that is expected, not a crash.
    audit.catch(() => {});
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
    });
    const result = await Promise.race([audit, timeout]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const figures = figuresOf(lhr);
    if (figures.score === null) throw new Error('no performance score');
    return figures;
  } finally {
    clearTimeout(timer);
    running = null;
    chrome.kill();
  }
}

/** Fills the server's HTML cache so that Lighthouse measures the page, not the first server rendering of it. */
async function warm(port, host, pathname) {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { headers: { host: `${host}:${port}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${host}${pathname} answered ${response.status}`);
}

/**
 * Lighthouse on each page of LIGHTHOUSE_PAGES, RUNS times, the runs of different pages interleaved so
 * that a passing burst of load on the machine spreads over the pages instead of landing on one.
 * A failed or timed-out run is retried once and named in `retried`; a second failure ends the bench.
 */
export async function measureLighthouse(port, log = console.log) {
  const runs = new Map(LIGHTHOUSE_PAGES.map(([host, pathname]) => [`${host}${pathname}`, []]));
  const retried = [];
  // Simulated throttling starts from the main-thread work measured here, so a busy machine inflates the timings.
  const loads = [];
  for (const [host, pathname] of LIGHTHOUSE_PAGES) await warm(port, host, pathname);
  for (let round = 1; round <= RUNS; round += 1) {
    for (const [host, pathname] of LIGHTHOUSE_PAGES) {
      const page = `${host}${pathname}`;
      const url = `http://${host}:${port}${pathname}`;
      const started = Date.now();
      loads.push(loadavg()[0]);
      let figures;
      try {
        figures = await runOnce(url);
      } catch (error) {
        log(`  ${page} run ${round}/${RUNS} failed (${error.message}); once more`);
        retried.push(`${page} run ${round} (${error.message})`);
        figures = await runOnce(url);
      }
      runs.get(page).push(figures);
      const took = Math.round((Date.now() - started) / 1000);
      const kb = Object.entries(figures.bytes).map(([type, bytes]) => `${type} ${(bytes / 1024).toFixed(1)}`).join(', ');
      log(`  ${page} run ${round}/${RUNS} (${took} s): score ${figures.score}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms; kB: ${kb}`);
    }
  }
  const pages = Object.fromEntries([...runs].map(([page, list]) => [page, medianFigures(list)]));
  const load = { median: Math.round(median(loads) * 10) / 10, max: Math.round(Math.max(...loads) * 10) / 10, cores: availableParallelism() };
  return { measuredAt: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', lighthouse: VERSION, runs: RUNS, load, retried, pages };
}

/** The last stored run, or null when there is none yet. */
export function readPrevious() {
  try {
    return JSON.parse(readFileSync(STORE, 'utf8'));
  } catch {
    return null;
  }
}

/** Keeps this run's medians as the next run's "before" (the retries belong to this run's text only). */
export function saveRun(run) {
  const { retried: _retried, ...kept } = run;
  writeFileSync(STORE, `${JSON.stringify(kept, null, 2)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
  const run = await measureLighthouse(port);
  console.log(lighthouseLines(run, readPrevious()).join('\n'));
  process.exit(0);
}
