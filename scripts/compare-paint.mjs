#!/usr/bin/env node
// Compares first paint of two (or more) running builds, load by load in alternation, so that what
// the rest of the machine does falls on both sides alike. For "no change may make a public page
// slower": serve the commit before a change on one port and after it on another, then
//   node scripts/compare-paint.mjs before=3300 after=3200 [--loads 12] [--routes brightstack.localhost/,...]
// Prints medians per route and build: first contentful paint, LCP, DOM interactive, and the main
// thread's script, layout and style time (Chromium's Performance.getMetrics).
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const builds = args.filter((arg) => /^[\w-]+=\d+$/.test(arg)).map((arg) => arg.split('='));
const loads = Number(option('loads', 12));
const routes = option('routes', 'brightstack.localhost/,sonnenklinik.localhost/,harbour-law.localhost/').split(',');
if (builds.length < 2) {
  console.error('usage: node scripts/compare-paint.mjs before=PORT after=PORT [--loads N] [--routes host/path,...]');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const samples = new Map();
for (const route of routes) {
  const slash = route.indexOf('/');
  const [host, pathname] = slash < 0 ? [route, '/'] : [route.slice(0, slash), route.slice(slash)];
  for (let i = 0; i < loads; i += 1) {
    // Alternate which build goes first, so neither always meets a warmer machine.
    for (const [name, port] of i % 2 ? [...builds].reverse() : builds) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.addInitScript(() => {
        window.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(`http://${host}:${port}${pathname}`, { waitUntil: 'load' });
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0];
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return { fcp: fcp?.startTime ?? NaN, lcp: window.__lcp, interactive: navigation.domInteractive };
      });
      const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value * 1000]));
      const key = `${route} ${name}`;
      if (!samples.has(key)) samples.set(key, []);
      samples.get(key).push({ ...timing, script: metrics.ScriptDuration, layout: metrics.LayoutDuration, style: metrics.RecalcStyleDuration });
      await context.close();
    }
  }
}
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`medians of ${loads} loads each, ms`);
console.log('| route | build | FCP | LCP | DOM interactive | script | layout | style |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [key, rows] of samples) {
  const [route, name] = key.split(' ');
  const cell = (field) => Math.round(median(rows.map((row) => row[field])));
  console.log(`| ${route} | ${name} | ${cell('fcp')} | ${cell('lcp')} | ${cell('interactive')} | ${cell('script')} | ${cell('layout')} | ${cell('style')} |`);
}
