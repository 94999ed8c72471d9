import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';
import { portsOf, WORKERS } from './tests/e2e/support/ports';

// Where the site servers find a freshly prepared database to copy (scripts/e2e-server.mjs): the one
// `npm test` prepared, or else one the first server prepares and leaves there for the others (a
// folder per run, named by the runner's process).
const TEMPLATE_DIR = process.env.PREPARED_DATA_DIR || path.join(tmpdir(), `sitewright-e2e-template-${process.pid}`);

// Debian's Chromium, never a downloaded browser. *.test host names (the demo custom domains) are
// mapped to this machine; *.localhost already is.
export default defineConfig({
  testDir: 'tests/e2e',
  // Files are shared out between the workers; a file's tests run in order, in one worker.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    // Each worker's own server: the test fixture sets baseURL (support/fixtures.ts).
    baseURL: `http://localhost:${portsOf(0).site}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.test 127.0.0.1'],
    },
  },
  projects: [
    // Tests tagged @phone-only are about the phone's layout and mean nothing at this width.
    { name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
    // The phone runs only what depends on the viewport: tests tagged @phone (or @phone-only).
    { name: 'mobile', grep: /@phone/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  // A site server and a mail sink per worker (support/ports.ts). Playwright starts them one after
  // the other, so the first server builds the site if the sources are newer and the rest find it built.
  webServer: Array.from({ length: WORKERS }, (_, index) => portsOf(index)).flatMap(({ site, smtp, mail }) => [
    {
      command: `node scripts/e2e-server.mjs`,
      url: `http://localhost:${site}/api/health`,
      env: { PORT: String(site), SMTP_URL: `smtp://127.0.0.1:${smtp}`, E2E_TEMPLATE_DIR: TEMPLATE_DIR } as Record<string, string>,
      timeout: 600_000,
      reuseExistingServer: process.env.E2E_REUSE === '1',
      stdout: 'pipe' as const,
    },
    {
      // The local mail sink this worker's server delivers to; tests read what arrived from its HTTP side.
      command: 'node scripts/smtp-sink.mjs',
      url: `http://127.0.0.1:${mail}/messages`,
      env: { SINK_SMTP_PORT: String(smtp), SINK_HTTP_PORT: String(mail) } as Record<string, string>,
      timeout: 30_000,
      reuseExistingServer: process.env.E2E_REUSE === '1',
    },
  ]),
});
