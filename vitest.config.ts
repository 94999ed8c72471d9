import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import LongFilesFirst from './tests/support/sequencer';

const INCLUDE = ['src/**/*.test.ts', 'front/**/*.test.{ts,mjs}', 'scripts/**/*.test.mjs', 'tests/integration/**/*.test.ts'];
const TEST_FILE = /\.test\.(ts|mjs)$/;

/** Test files that replace a module with vi.mock: they need a module graph of their own. */
function filesThatMock(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEST_FILE.test(entry.name) && /\bvi\.(do)?mock\(/.test(readFileSync(full, 'utf8'))) found.push(full);
    }
  };
  ['src', 'front', 'scripts', 'tests/integration'].forEach(walk);
  return found;
}
const MOCKING = filesThatMock();

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.resolve('src')}/` },
      // Outside Next.js there is no react-server condition; server modules are fine in tests.
      { find: /^server-only$/, replacement: path.resolve('tests/support/server-only.ts') },
    ],
  },
  test: {
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
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared modules',
          include: INCLUDE,
          exclude: [...configDefaults.exclude, ...MOCKING],
          // A worker imports a module once for all the files it runs, instead of once per file:
          // importing took 96 s of the suite's 253 s. Every file makes its own databases and sets
          // the process-wide settings it needs (the mail server's address) before each test and
          // clears them after, so nothing a file leaves behind reaches the next one.
          isolate: false,
        },
      },
      // A file that replaces a module keeps a module graph of its own: in a shared one, the module
      // may already be loaded for real, or its replacement would reach the files that follow.
      { extends: true, test: { name: 'own modules', include: MOCKING.length ? MOCKING : ['(none)'] } },
    ],
  },
});
