// The layers point one way (docs/decisions/026): app → features → lib, and app/features → server,
// never back. This walks the source tree and reads every import, so a shortcut fails here instead
// of in review:
// - src/server never imports from src/features (shared pure code belongs in src/lib);
// - src/features never opens the database (no src/server/db import, no getDb): loaders live in
//   src/server/<area> and pages pass their data down;
// - src/app holds routes only: its .tsx files are Next's route files, components live in src/features;
// - src/lib, the lowest layer, imports nothing of src/features, src/server or src/app;
// - nothing in src/ imports the HTTP front (front/), which wraps the application from outside;
// - src/server/db (the database) imports no other area of src/server: the write path (src/server/write.ts)
//   sits above both the database and the caches; the route wrapper (src/server/http) knows no product area;
// - src/features import src/server for types only: data reaches them as props from src/app;
// - the editors' shared code never reaches into one editor's folder (only the registry, kit/registry.tsx, and the
//   heading editor that shows the section it includes, know the section editor);
// - no browser code reaches sanitize-html (decision 059): following every run-time import from each
//   'use client' module and the islands' runtime, the way a browser bundle resolves them ('#sanitize'
//   by its browser condition), never arrives at the server's sanitiser; server code never imports
//   the browser's.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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
/** Statements that bring in types only (erased at build time): `import type ... from`, `export type ... from`. */
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s[^;]*?from\s*['"]([^'"]+)['"]/gm;

/** Every module a file names, as a path under src/ ('features/posts/x') or the bare specifier. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map(([, specifier]) => {
    if (specifier.startsWith('@/')) return specifier.slice(2);
    if (specifier.startsWith('.')) return path.relative(ROOT, path.resolve(path.dirname(file), specifier)).split(path.sep).join('/');
    return specifier;
  });
}

/** The modules a file needs at run time: every import but the type-only ones. */
function runtimeImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(TYPE_ONLY, '');
  return [...text.matchAll(IMPORT)].map(([, specifier]) => {
    if (specifier.startsWith('@/')) return specifier.slice(2);
    if (specifier.startsWith('.')) return path.relative(ROOT, path.resolve(path.dirname(file), specifier)).split(path.sep).join('/');
    return specifier;
  });
}

const under = (area: string) => walk(path.join(ROOT, area));
const inArea = (target: string, area: string) => target === area || target.startsWith(`${area}/`);
const name = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

/** Next's file conventions for the App Router (routing files and metadata files). */
const ROUTE_FILES = new Set([
  'page', 'layout', 'template', 'default', 'loading', 'error', 'global-error', 'not-found', 'global-not-found',
  'forbidden', 'unauthorized', 'route', 'icon', 'apple-icon', 'opengraph-image', 'twitter-image',
]);

/** The conditional imports of package.json ('#sanitize'), by condition. */
const PACKAGE_IMPORTS: Record<string, Record<string, string>> = JSON.parse(readFileSync('package.json', 'utf8')).imports ?? {};
const SOURCE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** A run-time import as a bundler for that condition resolves it: a file, or the bare package name. */
function resolveImport(from: string, specifier: string, condition: 'browser' | 'default'): string {
  let base: string;
  if (specifier.startsWith('#')) {
    const targets = PACKAGE_IMPORTS[specifier];
    if (!targets) throw new Error(`${name(from)}: ${specifier} is not in package.json's imports`);
    base = path.resolve(targets[condition] ?? targets.default);
  } else if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  return SOURCE_SUFFIXES.map((suffix) => base + suffix).find((file) => existsSync(file) && statSync(file).isFile()) ?? base;
}

/** Where browser bundles start: every 'use client' module, and the islands' runtime for anonymous pages. */
function browserRoots(): string[] {
  const clients = walk(ROOT).filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));
  return [...clients, path.join(ROOT, 'islands/runtime.tsx')];
}

/** Every module reached from the roots by run-time imports, with the module that first named it. */
function reachedFrom(roots: string[], condition: 'browser' | 'default'): Map<string, string | null> {
  const seen = new Map<string, string | null>(roots.map((root) => [root, null]));
  const queue = [...roots];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (!file.startsWith(ROOT) || !/\.(ts|tsx|mts|mjs|js)$/.test(file) || !existsSync(file)) continue;
    const text = readFileSync(file, 'utf8').replace(TYPE_ONLY, '');
    for (const [, specifier] of text.matchAll(IMPORT)) {
      const target = resolveImport(file, specifier, condition);
      if (seen.has(target)) continue;
      seen.set(target, file);
      queue.push(target);
    }
  }
  return seen;
}

/** How the walk first arrived at a module ('a.tsx → b.ts → pkg'), or nothing when it never did. */
function chainsTo(reached: Map<string, string | null>, target: string): string[] {
  if (!reached.has(target)) return [];
  const chain = [target];
  for (let at = reached.get(target); at; at = reached.get(at)) chain.unshift(name(at));
  return [chain.join(' → ')];
}

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
        .filter((target) => target === 'front/db' || target.startsWith('server/db/'))
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

  it('src/lib imports nothing of src/features, src/server or src/app', () => {
    const offending = under('lib').flatMap((file) =>
      importsOf(file)
        .filter((target) => ['features', 'server', 'app', 'islands'].some((area) => inArea(target, area)))
        .map((target) => `${name(file)} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('nothing in src/ imports the HTTP front (front/)', () => {
    const offending = walk(ROOT).flatMap((file) =>
      importsOf(file)
        .filter((target) => target === '../front' || target.startsWith('../front/'))
        .map((target) => `${name(file)} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('the database layer imports no other area of src/server, and the route wrapper no product area', () => {
    const fromDb = under('server/db').flatMap((file) =>
      importsOf(file)
        .filter((target) => inArea(target, 'server') && !inArea(target, 'server/db') && target !== 'server/log')
        .map((target) => `${name(file)} → ${target}`),
    );
    // The wrapper needs sessions, roles, the organisation of the host and the database; nothing else.
    const allowed = ['server/http', 'server/auth', 'server/db', 'server/people', 'server/tenancy', 'server/log'];
    const fromHttp = under('server/http').flatMap((file) =>
      importsOf(file)
        .filter((target) => inArea(target, 'server') && !allowed.some((area) => inArea(target, area)))
        .map((target) => `${name(file)} → ${target}`),
    );
    expect([...fromDb, ...fromHttp]).toEqual([]);
  });

  it('src/features import src/server for its types only', () => {
    const offending = under('features').flatMap((file) =>
      runtimeImportsOf(file)
        .filter((target) => inArea(target, 'server'))
        .map((target) => `${name(file)} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('what draws a section, a heading or the hero is typed by the view models of src/schemas, never by database rows', () => {
    // The public components and the editors' previews; the server passes its rows, which fit.
    const drawing = [...under('features/sections'), ...under('features/hero'), ...under('features/editor')];
    const offending = drawing.flatMap((file) =>
      importsOf(file)
        .filter((target) => target === 'server/sections/queries' || inArea(target, 'server/db'))
        .map((target) => `${name(file)} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it("the editors' shared code never reaches into one editor's folder", () => {
    const editors = 'features/editor';
    const own = ['section-editor', 'heading-editor', 'hero-editor'];
    const offending = under(editors).flatMap((file) => {
      const from = path.relative(path.join(ROOT, editors), file).split(path.sep);
      const home = from.length > 1 ? from[0] : '';
      // Types of an editor's answer may be named (editor-queries.ts types its reads by them) until
      // they move to src/schemas with the editor kit; code may not.
      return runtimeImportsOf(file)
        .filter((target) => own.some((folder) => inArea(target, `${editors}/${folder}`)))
        .filter((target) => !inArea(target, `${editors}/${home}`))
        // The registry opens the editors; the heading editor draws the section it includes.
        .filter(() => !name(file).endsWith('editor/kit/registry.tsx'))
        .filter((target) => !(home === 'heading-editor' && target === `${editors}/section-editor/section-draft`))
        .map((target) => `${name(file)} → ${target}`);
    });
    expect(offending).toEqual([]);
  });

  it('no browser code reaches sanitize-html, and server code keeps it', () => {
    const served = reachedFrom(browserRoots(), 'browser');
    expect(served.size).toBeGreaterThan(100);
    // The walk goes through '#sanitize': the editors' previews reach the browser sanitiser.
    expect(served.has(path.join(ROOT, 'lib/sanitize-browser.ts'))).toBe(true);
    expect(chainsTo(served, 'sanitize-html')).toEqual([]);
    // Resolved the server's way, the same walk does arrive at sanitize-html: the check can fail.
    expect(chainsTo(reachedFrom(browserRoots(), 'default'), 'sanitize-html').length).toBeGreaterThan(0);

    const serverSide = [...under('server'), ...under('app')].flatMap((file) =>
      runtimeImportsOf(file)
        .filter((target) => target === 'lib/sanitize-browser' || target === 'dompurify')
        .map((target) => `${name(file)} → ${target}`),
    );
    expect(serverSide).toEqual([]);
  });

  it('reads the import forms the checks rely on', () => {
    const sample = path.join(ROOT, 'front/__sample__.ts');
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
