#!/usr/bin/env node
// The server the end-to-end tests run against: a fresh embedded database in a temporary folder,
// migrated and seeded, and the production build (rebuilt first when the sources are newer) on E2E port.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { needsBuild } from './build-state.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dataDir = mkdtempSync(path.join(tmpdir(), 'sitewright-e2e-'));
const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
delete env.DATABASE_URL;

const prepare = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/prepare.ts'], { cwd: root, env, stdio: 'inherit' });
if (prepare.status !== 0) process.exit(prepare.status ?? 1);
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
  process.exit(code ?? 0);
});
