// `npm run org` as an operator runs it: a real process against a real embedded database.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'sitewright-cli-'));

async function org(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  try {
    const { stdout } = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/org.ts', ...args], { env });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run org', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates an organisation, adds a domain and lists both', async () => {
    const created = await org('create', '--slug', 'acme', '--name', 'Acme Ltd', '--type', 'software', '--languages', 'en,es', '--default', 'en', '--host', 'www.acme.test');
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Created Acme Ltd (acme)');
    const added = await org('add-domain', '--slug', 'acme', '--host', 'acme.test', '--primary');
    expect(added.stdout).toContain('acme.test now serves Acme Ltd');
    const listed = await org('list');
    expect(listed.stdout).toMatch(/acme\s+software\s+Acme Ltd\s+\[www\.acme\.test, acme\.test\]/);
  }, 60_000);

  it('refuses bad input with one line and a non-zero exit', async () => {
    const badType = await org('create', '--slug', 'bad', '--name', 'Bad', '--type', 'pirate');
    expect(badType.code).toBe(1);
    expect(badType.stderr.trim().split('\n')).toHaveLength(1);
    expect(badType.stderr).toMatch(/type/);
    const taken = await org('add-domain', '--slug', 'acme', '--host', 'www.acme.test');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('already belongs');
    const unknown = await org('add-domain', '--slug', 'nobody', '--host', 'x.test');
    expect(unknown.stderr).toContain('No organisation with the slug "nobody"');
  }, 60_000);
});
