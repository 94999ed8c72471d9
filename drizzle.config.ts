import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; `npm run db:generate` after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  strict: true,
});
