import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'src/server/db/migrations/**', 'test-results/**', 'playwright-report/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Server code logs through pino (src/server/log.ts, src/server/logger.mjs): structured, levelled and
    // quiet in tests. A stray console call would bypass all three.
    files: ['src/server/**', 'front/**', 'src/app/**'],
    ignores: ['**/*.test.ts', '**/*.test.mjs'],
    rules: { 'no-console': 'error' },
  },
];

export default config;
