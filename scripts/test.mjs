#!/usr/bin/env node
// npm test: every check, in the order that fails fastest. Integration tests run on PGlite and,
// when TEST_DATABASE_URL is set, on that PostgreSQL server too.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name, file) => path.join(root, 'node_modules', name, file);

const steps = [
  ['typecheck', [bin('typescript', 'bin/tsc'), '--noEmit', '-p', '.']],
  ['lint', [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']],
  ['unit and integration tests', [bin('vitest', 'vitest.mjs'), 'run']],
  ['production build', [path.join(root, 'scripts/build.mjs')]],
  ['HTTP tests of the production server', [bin('vitest', 'vitest.mjs'), 'run', '--config', 'vitest.http.config.ts']],
  ['end-to-end tests in Chromium', [bin('@playwright/test', 'cli.js'), 'test']],
];

const only = process.argv.slice(2);
for (const [name, args] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
