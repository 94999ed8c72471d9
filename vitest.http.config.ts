import path from 'node:path';
import { defineConfig } from 'vitest/config';

// HTTP-level tests of the production server (front/serve.mjs over the built app). They need
// `next build` first, so `npm test` runs them after the build step; each file starts its own server.
export default defineConfig({
  resolve: { alias: [{ find: /^@\//, replacement: `${path.resolve('src')}/` }] },
  test: {
    include: ['tests/http/**/*.test.ts'],
    environment: 'node',
    // The embedded database, migrated and seeded once for every server (support/prepared-data.ts).
    globalSetup: ['tests/http/support/prepared-data.ts'],
    pool: 'forks',
    // Two files (two servers) at a time: each server waits on its database and the network as much
    // as it computes, so two share the two cores well (150 s of files in 80 s, against 118 s one at a
    // time). Each file's server has its own port and database; memory is measured per process.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
