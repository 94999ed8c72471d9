import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The mail sink's SMTP port (its HTTP side is the next one); movable so two checkouts can run at once.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
process.env.E2E_MAIL_SINK_URL ??= `http://127.0.0.1:${SMTP_PORT + 1}`;

// Debian's Chromium, never a downloaded browser. *.test host names (the demo custom domains) are
// mapped to this machine; *.localhost already is.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP *.test 127.0.0.1',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // The phone runs only what depends on the viewport: tests tagged @phone.
    { name: 'mobile', grep: /@phone/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: [
    {
      command: `node scripts/e2e-server.mjs`,
      url: `http://localhost:${PORT}/api/health`,
      env: { PORT: String(PORT), SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` },
      timeout: 600_000,
      reuseExistingServer: process.env.E2E_REUSE === '1',
      stdout: 'pipe',
    },
    {
      // The local mail sink the e2e server delivers to; tests read what arrived from its HTTP side.
      command: 'node scripts/smtp-sink.mjs',
      url: `http://127.0.0.1:${SMTP_PORT + 1}/messages`,
      env: { SINK_SMTP_PORT: String(SMTP_PORT), SINK_HTTP_PORT: String(SMTP_PORT + 1) },
      timeout: 30_000,
      reuseExistingServer: process.env.E2E_REUSE === '1',
    },
  ],
});
