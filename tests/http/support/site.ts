// What the write-path tests do to a running server's site: sign in as a browser would, change
// content behind the application's back (as an operator's SQL would), and run `npm run org`.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { request, TEST_AUTH_SECRET, type Answer } from './server';

const root = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

/** Signs in on one instance with the Origin and Host a browser on that site sends; answers the cookie header. */
export async function signIn(port: number, email: string, password: string, host = `localhost:${port}`): Promise<string> {
  const answer = await request(port, {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    host,
    headers: { 'content-type': 'application/json', origin: `http://${host}` },
    body: JSON.stringify({ email, password }),
  });
  if (answer.status !== 200) throw new Error(`Sign-in failed with ${answer.status}: ${answer.body}`);
  const cookies = answer.headers['set-cookie'] ?? [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** POST /api/revalidate on one instance, signed in there as the demo admin of harbour-law (the site on localhost). */
export async function revalidateHarbour(port: number, databaseUrl: string): Promise<Answer> {
  const cookie = await signIn(port, 'admin@harbour-law.example', 'DemoAdmin123');
  return request(port, {
    method: 'POST',
    path: '/api/revalidate',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}`, cookie },
    body: JSON.stringify({ tag: `org-${await organizationId(databaseUrl, 'harbour-law')}` }),
  });
}

/** The id of an organisation, read from the database the servers share. */
export async function organizationId(databaseUrl: string, slug: string): Promise<string> {
  return withAdmin(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>('select id from organizations where slug = $1', [slug]);
    if (!rows[0]) throw new Error(`No organisation ${slug}`);
    return rows[0].id;
  });
}

/** Renames a section title straight in the database (every translation too), as a change made outside the application. */
export async function renameSection(databaseUrl: string, options: { slug: string; from: string; to: string }): Promise<void> {
  await withAdmin(databaseUrl, async (client) => {
    const result = await client.query(
      `update template_sections set section_title = $3, section_title_translation = '{}'::jsonb
        where organization_id = (select id from organizations where slug = $1) and section_title = $2`,
      [options.slug, options.from, options.to],
    );
    if (result.rowCount !== 1) throw new Error(`Expected one section titled "${options.from}", found ${result.rowCount}`);
  });
}

/** `npm run org -- …` against the given database, as an operator runs it next to the servers. */
export async function org(databaseUrl: string, ...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: TEST_AUTH_SECRET, NODE_ENV: 'production' };
  const { stdout } = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/org.ts', ...args], { cwd: root, env });
  return stdout;
}

/** Runs queries on the shared database as an operator would. */
export async function withAdmin<T>(databaseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
