#!/usr/bin/env node
// npm test: every check, in the order that fails fastest. Integration tests run on PGlite and,
// when TEST_DATABASE_URL is set, on that PostgreSQL server too. The type check and the linter read
// the sources only and run side by side (one core each), as do the build and the preparing of the
// servers' database; every other step has the machine to itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name, file) => path.join(root, 'node_modules', name, file);
const only = process.argv.slice(2);
const SERVER_STEPS = ['HTTP tests of the production server', 'end-to-end tests in Chromium'];
/** A step runs when asked for by a word of its name; the prepared database whenever a step that uses it runs. */
const wanted = ([name]) =>
  !only.length || only.some((word) => name.includes(word)) || (name === PREPARED && SERVER_STEPS.some((step) => wanted([step])));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const PREPARED = 'prepared database for the servers';
// The servers' database folder: tests/http/support/prepared-data.ts and scripts/e2e-server.mjs copy
// it when it holds `.ready`, written once the prepare step has passed. Removed when the run ends.
const preparedDir = mkdtempSync(path.join(tmpdir(), 'sitewright-prepared-'));
env.PREPARED_DATA_DIR = preparedDir;
process.on('exit', () => rmSync(preparedDir, { recursive: true, force: true }));
const typechecking = wanted(['typecheck']);

/** Steps in order; an inner list is a group whose steps run at the same time. */
const steps = [
  [
    ['typecheck', [bin('typescript', 'bin/tsc'), '--noEmit', '-p', '.']],
    ['lint', [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']],
  ],
  ['unit and integration tests', [bin('vitest', 'vitest.mjs'), 'run']],
  [
    // The type check above has passed by the time this runs (when it ran): the build need not repeat it.
    ['production build', [path.join(root, 'scripts/build.mjs')], { SITEWRIGHT_TYPES_CHECKED: '1' }],
    // Beside the build (one core): the migrated and seeded embedded database that every server of
    // the HTTP and end-to-end tests starts from a copy of, prepared once instead of once per step.
    [PREPARED, [bin('tsx', 'dist/cli.mjs'), '--conditions=react-server', 'scripts/prepare.ts'], { NODE_ENV: 'production', DATA_DIR: preparedDir, DATABASE_URL: undefined }],
  ],
  ['HTTP tests of the production server', [bin('vitest', 'vitest.mjs'), 'run', '--config', 'vitest.http.config.ts']],
  ['end-to-end tests in Chromium', [bin('@playwright/test', 'cli.js'), 'test']],
];

/**
 * Runs one step. Alone, it writes straight to the terminal; in a group, its output is kept and
 * printed whole when it ends, so two steps' lines never interleave.
 */
function run([name, args, extraEnv = {}], { alone }) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n=== ${name} ===`);
    // The build skips its own type check only when this run has type-checked (npm test -- build does not).
    const own = { ...env, ...extraEnv };
    if (!typechecking) delete own.SITEWRIGHT_TYPES_CHECKED;
    for (const [key, value] of Object.entries(own)) if (value === undefined) delete own[key];
    const child = spawn(process.execPath, args, { cwd: root, env: own, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code === 0) console.log(`${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      else console.error(`\n${name} failed (exit ${code}).`);
      resolve(code ?? 1);
    });
  });
}

for (const step of steps) {
  const group = (Array.isArray(step[0]) ? step : [step]).filter(wanted);
  if (group.length === 0) continue;
  const codes = await Promise.all(group.map((item) => run(item, { alone: group.length === 1 })));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
  if (group.some(([name]) => name === PREPARED)) writeFileSync(path.join(preparedDir, '.ready'), '');
}
