import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.resolve('src')}/` },
      // Outside Next.js there is no react-server condition; server modules are fine in tests.
      { find: /^server-only$/, replacement: path.resolve('tests/support/server-only.ts') },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'front/**/*.test.{ts,mjs}', 'scripts/**/*.test.mjs', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Migrated and seeded database images, built once per run (support/database-images.ts).
    globalSetup: ['tests/support/database-images.ts'],
    pool: 'forks',
    // Vitest leaves a core free by default, which is one worker on a 2-core machine. The integration
    // tests spend much of their time waiting on PostgreSQL, so a worker per core is faster here
    // (349 s → 206 s for the whole suite on this machine).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
