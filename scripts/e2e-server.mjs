#!/usr/bin/env node
// The server the end-to-end tests run against: a fresh embedded database in a temporary folder,
// migrated and seeded, and the production build (rebuilt first when the sources are newer) on E2E port.
//
// E2E_TEMPLATE_DIR (set by playwright.config.ts) is where a prepared database is found: under
// `npm test` the one that run prepared beside the build (marked `.ready`), so no server prepares;
// run alone, the first server migrates and seeds, leaves a copy there, and the next one (Playwright
// starts them one after the other) starts from that copy instead of preparing again.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { needsBuild } from './build-state.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dataDir = mkdtempSync(path.join(tmpdir(), 'sitewright-e2e-'));
const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
delete env.DATABASE_URL;

const template = process.env.E2E_TEMPLATE_DIR;
const templateReady = template ? path.join(template, '.ready') : undefined;
let madeTemplate = false;
if (templateReady && existsSync(templateReady)) {
  cpSync(template, dataDir, { recursive: true });
  rmSync(path.join(dataDir, '.ready'));
  console.log(`Database: a copy of this run's prepared one (${template}).`);
} else {
  const prepare = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/prepare.ts'], { cwd: root, env, stdio: 'inherit' });
  if (prepare.status !== 0) process.exit(prepare.status ?? 1);
  if (template) {
    // Copied before this server opens the database, and marked ready only once whole.
    cpSync(dataDir, template, { recursive: true });
    writeFileSync(templateReady, '');
    madeTemplate = true;
  }
}
if (needsBuild(root)) {
  console.log('Building the site first: the sources are newer than the last build.');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['front/serve.mjs'], { cwd: root, env: { ...env, PORT: process.env.PORT ?? '3100' }, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (madeTemplate) rmSync(template, { recursive: true, force: true });
  process.exit(code ?? 0);
});
