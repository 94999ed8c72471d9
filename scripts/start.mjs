#!/usr/bin/env node
// npm start: prepare the database (migrate, seed when empty), build when the sources are newer than
// the last build, then serve on PORT (3000). `npm run dev` does the same with the dev server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { needsBuild } from './build-state.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dev = process.argv.includes('--dev');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const tsxBin = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const port = process.env.PORT || '3000';

const baseEnv = { NEXT_TELEMETRY_DISABLED: '1', ...process.env };

function run(args, env = {}) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...baseEnv, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run([tsxBin, '--conditions=react-server', 'scripts/prepare.ts'], { NODE_ENV: dev ? 'development' : 'production' });

if (!dev && needsBuild(root)) {
  console.log('Building the site (first start or sources changed)...');
  run([path.join(root, 'scripts/build.mjs')]);
}

// Production runs the custom server: Next.js behind the anonymous HTML cache.
const serverArgs = dev ? [nextBin, 'dev', '-p', port] : [path.join(root, 'front/serve.mjs')];
const server = spawn(process.execPath, serverArgs, { cwd: root, stdio: 'inherit', env: { ...baseEnv, PORT: port, NODE_ENV: dev ? 'development' : 'production' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
