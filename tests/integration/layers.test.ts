// The layers point one way (docs/decisions/026): app → features → lib, and app/features → server,
// never back. This walks the source tree and reads every import, so a shortcut fails here instead
// of in review:
// - src/server never imports from src/features (shared pure code belongs in src/lib);
// - src/features never opens the database (no src/server/db import, no getDb): loaders live in
//   src/server/<area> and pages pass their data down;
// - src/app holds routes only: its .tsx files are Next's route files, components live in src/features.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve('src');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** Every module a file names, as a path under src/ ('features/posts/x') or the bare specifier. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map(([, specifier]) => {
    if (specifier.startsWith('@/')) return specifier.slice(2);
    if (specifier.startsWith('.')) return path.relative(ROOT, path.resolve(path.dirname(file), specifier)).split(path.sep).join('/');
    return specifier;
  });
}

const under = (area: string) => walk(path.join(ROOT, area));
const name = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

/** Next's file conventions for the App Router (routing files and metadata files). */
const ROUTE_FILES = new Set([
  'page', 'layout', 'template', 'default', 'loading', 'error', 'global-error', 'not-found', 'global-not-found',
  'forbidden', 'unauthorized', 'route', 'icon', 'apple-icon', 'opengraph-image', 'twitter-image',
]);

describe('layers', () => {
  it('finds the code it checks (a walk that finds nothing proves nothing)', () => {
    expect(under('server').length).toBeGreaterThan(50);
    expect(under('features').length).toBeGreaterThan(50);
    expect(importsOf(path.join(ROOT, 'server/account/page.ts'))).toContain('server/site/context');
  });

  it('src/server never imports from src/features', () => {
    const offending = under('server').flatMap((file) =>
      importsOf(file)
        .filter((target) => target === 'features' || target.startsWith('features/'))
        .map((target) => `${name(file)} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('src/features never opens the database', () => {
    const offending = under('features').flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const problems = importsOf(file)
        .filter((target) => target === 'server/db' || target.startsWith('server/db/'))
        .map((target) => `${name(file)} → ${target}`);
      return /\bgetDb\b/.test(text) ? [...problems, `${name(file)} calls getDb`] : problems;
    });
    expect(offending).toEqual([]);
  });

  it('src/app holds only route files: components live in src/features', () => {
    const components = under('app')
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) => !ROUTE_FILES.has(path.basename(file, '.tsx')))
      .map(name);
    expect(components).toEqual([]);
  });

  it('reads the import forms the checks rely on', () => {
    const sample = path.join(ROOT, 'server/__sample__.ts');
    const specifiers = [
      `import { a } from '@/features/x';`,
      `import type { B } from "../../features/y";`,
      `export { c } from './z';`,
      `const d = await import('@/server/db/client');`,
      `import '@/features/side-effect';`,
    ].join('\n');
    const found = [...specifiers.matchAll(IMPORT)].map(([, s]) => s);
    expect(found).toEqual(['@/features/x', '../../features/y', './z', '@/server/db/client', '@/features/side-effect']);
    expect(path.relative(ROOT, path.resolve(path.dirname(sample), '../features/y')).split(path.sep).join('/')).toBe('features/y');
  });
});
