import path from 'node:path';
import { defineConfig } from 'vitest/config';

// HTTP-level tests of the production server (front/serve.mjs over the built app). They need
// `next build` first, so `npm test` runs them after the build step; each file starts its own server.
export default defineConfig({
  resolve: { alias: [{ find: /^@\//, replacement: `${path.resolve('src')}/` }] },
  test: {
    include: ['tests/http/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Two cores: one server at a time keeps timings honest and memory low.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
