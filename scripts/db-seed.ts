// npm run db:seed: writes the demo organisations into the configured database (idempotent: an
// organisation that already exists is skipped, never duplicated).
import { config } from '../src/config';
import { getDatabase } from '../src/server/db/client';
import { seedDemo } from '../src/server/seed/seed';
import { DEMO_LOGINS } from '../src/server/seed/demo-logins';
import { runScript } from './run-script';

await runScript(async () => {
  const handle = await getDatabase();
  try {
    const { seeded, skipped } = await seedDemo(handle.db, { log: (line) => console.log(line) });
    console.log(`Seeded: ${seeded.length ? seeded.join(', ') : 'nothing'}. Skipped: ${skipped.length ? skipped.join(', ') : 'nothing'}.`);
    if (seeded.length) {
      console.log('Demo sign-ins:');
      for (const login of DEMO_LOGINS.filter((l) => seeded.includes(l.slug))) {
        console.log(`  http://${login.host}:${config().PORT}  ${login.role.padEnd(8)} ${login.email} / ${login.password}`);
      }
    }
  } finally {
    await handle.close();
  }
});
