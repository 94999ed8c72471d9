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
    include: ['src/**/*.test.ts', 'server/**/*.test.{ts,mjs}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
