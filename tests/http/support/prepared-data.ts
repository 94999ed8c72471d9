// Vitest's global setup for the HTTP tests: runs `scripts/prepare.ts` (migrate and seed, as
// `npm start` does) once into a template data folder, unless `npm test` has prepared one already.
// Each server on the embedded database then starts from a copy of it (support/server.ts) instead
// of migrating and seeding again.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDataDir: string;
  }
}

export default function setup(project: TestProject) {
  // `npm test` has prepared one already, for these servers and the end-to-end ones (scripts/test.mjs).
  const prepared = process.env.PREPARED_DATA_DIR;
  if (prepared && existsSync(path.join(prepared, '.ready'))) {
    project.provide('preparedDataDir', prepared);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sitewright-http-template-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const prepare = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/prepare.ts'], { env, encoding: 'utf8' });
  if (prepare.status !== 0) throw new Error(`prepare failed:\n${prepare.stdout}\n${prepare.stderr}`);
  project.provide('preparedDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
