// npm run db:migrate: applies the committed migrations to the configured database.
import { getDatabase } from '../src/server/db/client';
import { runScript } from './run-script';

await runScript(async () => {
  const handle = await getDatabase();
  console.log(`Migrations applied (${handle.kind}).`);
  await handle.close();
});
