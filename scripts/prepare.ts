// The first half of `npm start`: check the configuration, migrate, seed the demo organisations
// when the database is empty, and print where to look and how to sign in.
import { config } from '../src/config';
import { getDatabase } from '../src/server/db/client';
import { isDatabaseEmpty, seedDemo } from '../src/server/seed/seed';
import { DEMO_LOGINS, DEMO_ORGANIZATIONS } from '../src/server/seed/demo-logins';
import { listOrganizations } from '../src/server/organizations/service';
import { authSecret } from '../src/server/auth/secret';
import { runScript } from './run-script';

await runScript(async () => {
  const { PORT, DATABASE_URL, DEFAULT_ORG_SLUG, BETTER_AUTH_SECRET, DATA_DIR } = config();
  // Made now (with the embedded database) rather than by the first request, and said once.
  authSecret();
  if (!BETTER_AUTH_SECRET) console.log(`Secret: generated and kept in ${DATA_DIR}/auth-secret (set BETTER_AUTH_SECRET to choose your own).`);
  const handle = await getDatabase();
  console.log(`Database: ${DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config().DATA_DIR}/pglite`}, migrations applied.`);
  if (await isDatabaseEmpty(handle.db)) {
    const result = await seedDemo(handle.db);
    console.log(`Seeded demo organisations: ${result.seeded.join(', ')}.`);
  }
  const organizations = await listOrganizations(handle.db);
  await handle.close();

  const port = PORT === 80 ? '' : `:${PORT}`;
  console.log('\nOrganisations:');
  for (const org of organizations) {
    const urls = [`http://${org.slug}.localhost${port}/`, ...org.hosts.map((host) => `http://${host}${port}/`)];
    if (org.slug === DEFAULT_ORG_SLUG) urls.unshift(`http://localhost${port}/`);
    console.log(`  ${org.name.padEnd(32)} ${urls.join('  ')}`);
  }
  const demoSlugs = new Set(DEMO_ORGANIZATIONS.map((o) => o.slug));
  if (organizations.some((o) => demoSlugs.has(o.slug))) {
    console.log('\nDemo logins:');
    for (const login of DEMO_LOGINS) {
      console.log(`  ${login.slug.padEnd(14)} ${login.role.padEnd(9)} ${login.email.padEnd(32)} ${login.password}`);
    }
  }
  console.log('');
});
