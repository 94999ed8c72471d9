#!/usr/bin/env node
// Bundles the islands runtime (src/islands/runtime.tsx) for anonymous visitors' pages: the same
// client components the React page uses, compiled against Preact's React layer (about 9 kB with
// Brotli instead of React and Next.js's 129 kB). Written to .next/islands/ (after `next build`,
// which empties .next) with content-hashed names and a manifest that front/islands.mjs reads.
// See docs/decisions/044-public-pages-without-react.md.
//
// Rolldown rather than esbuild: esbuild splits every module shared between the start-up graph and
// a lazily loaded island into a chunk of its own, and the first measurement fetched 37 files at
// start, each paying a round trip and its headers on a phone. Here, two passes: the first finds
// every module the runtime reaches without a dynamic import, the second puts all of them in the
// runtime's own file (one request), and only the islands and parts fetched later stay apart.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Scanner } from '@tailwindcss/oxide';
import { rolldown } from 'rolldown';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outdir = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'islands');
const ENTRY = 'src/islands/runtime.tsx';
/** Where the bundled packages' licences are served (front/islands-files.mjs answers it from the build). */
const LICENSES_FILE = 'licenses.txt';
const LICENSES_PATH = `/_islands/${LICENSES_FILE}`;
const shim = (file) => path.join(root, 'src/islands/shims', file);

const ALIAS = {
  react: shim('react.mjs'),
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'next/link': shim('next-link.tsx'),
  'next/navigation': shim('next-navigation.ts'),
  'next/dynamic': shim('next-dynamic.tsx'),
};

/**
 * lucide-react's index re-exports every icon; a named import of an icon becomes an import of that
 * icon's own module, so a lazily loaded island never pulls the index (and its neighbours) along.
 */
function iconModules() {
  const index = readFileSync(path.join(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'), 'utf8');
  const files = new Map();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+\.mjs)';/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name, `lucide-react/dist/esm/icons/${file}`);
  }
  return {
    name: 'lucide-icon-modules',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes("from 'lucide-react'")) return null;
      return code.replace(/import \{([^}]*)\} from 'lucide-react';/g, (whole, list) => {
        const parts = list.split(',').map((part) => part.trim()).filter(Boolean);
        const values = parts.filter((part) => !part.startsWith('type '));
        if (!values.every((part) => files.has(part.split(/\s+as\s+/)[0]))) return whole;
        const types = parts.filter((part) => part.startsWith('type '));
        return [
          ...values.map((part) => {
            const [name, local = name] = part.split(/\s+as\s+/);
            return `import ${local} from '${files.get(name)}';`;
          }),
          ...(types.length ? [`import { ${types.join(', ')} } from 'lucide-react';`] : []),
        ].join('\n');
      });
    },
  };
}

export const inputOptions = () => ({
  input: { runtime: ENTRY },
  cwd: root,
  platform: 'browser',
  tsconfig: 'tsconfig.json',
  resolve: { alias: ALIAS },
  transform: { define: { 'process.env.NODE_ENV': '"production"' }, jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [iconModules()],
  // Radix and others mark their modules 'use client'; meaningless here, and said once per module.
  onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
});

/** Every module the runtime reaches through static imports alone. */
async function startupModules() {
  const bundle = await rolldown(inputOptions());
  const { output } = await bundle.generate({ format: 'esm' });
  await bundle.close();
  const chunks = new Map(output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const ids = new Set();
  const visit = (chunk, seen = new Set()) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.moduleIds.forEach((id) => ids.add(id));
    chunk.imports.forEach((name) => chunks.get(name) && visit(chunks.get(name), seen));
  };
  visit(output.find((item) => item.type === 'chunk' && item.isEntry));
  return ids;
}

/** The folder of the package a bundled module belongs to, or null for our own sources. */
function packageDir(id) {
  const match = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return match ? match[1] : null;
}

/**
 * Every package that has code in the bundle, with its name, version, licence and licence text, in
 * one file: the copies of their licences the MIT and ISC terms ask for, sent to no one who does
 * not ask for them.
 */
function licensesText(output) {
  const ids = output.flatMap((item) => (item.type === 'chunk' ? item.moduleIds : []));
  const dirs = new Set(ids.map(packageDir).filter(Boolean));
  const sections = [...dirs].sort().map((dir) => {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
    const text = file ? readFileSync(path.join(dir, file), 'utf8').trim() : `Licence: ${pkg.license ?? 'not stated'}`;
    return `${pkg.name} ${pkg.version} (${pkg.license ?? 'licence not stated'})\n\n${text}\n`;
  });
  return `Packages bundled into Sitewright's scripts for public pages, and their licences.\n\n${sections.join('\n---\n\n')}`;
}

export async function buildIslands() {
  // Files of an earlier bundle stay (next build empties .next anyway): a server still running
  // with the previous manifest keeps finding what it names.
  mkdirSync(outdir, { recursive: true });
  const startup = await startupModules();
  const bundle = await rolldown(inputOptions());
  const { output } = await bundle.write({
    dir: outdir,
    format: 'esm',
    minify: true,
    // The bundled packages' licence headers (one per lucide icon, 30 in the runtime alone) are
    // gathered into one file beside the bundle instead; the runtime names it in a single line.
    // `/* @__PURE__ */` marks are for a bundler further on, and there is none: 148 of them in the
    // runtime alone (2.3 kB raw, about 100 bytes compressed).
    comments: { legal: false, annotation: false },
    postBanner: (chunk) => (chunk.isEntry ? `/*! Licences of the packages bundled here: ${LICENSES_PATH} */` : ''),
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: 'c-[hash].js',
    codeSplitting: {
      groups: [
        { debugName: 'start-up', name: (id) => (startup.has(id) ? 'start-up' : null) },
        // The code that waits for the largest paint before a hero's animation loads, in one file.
        { debugName: 'hero', name: (id) => (/[\\/]hero[\\/](?:hero-animation|animations[\\/]start-when-ready)\./.test(id) ? 'hero' : null) },
      ],
    },
  });
  await bundle.close();
  const entry = output.find((item) => item.type === 'chunk' && item.isEntry);
  if (!entry) throw new Error('the islands build wrote no runtime');
  // Every class name the islands' code may put on an element, found as Tailwind finds them in our
  // sources: front/page-css.mjs gives an anonymous page the CSS of these besides its own classes,
  // so what an island renders later (an open menu, a dialog) is styled without the full sheets.
  const scanner = new Scanner({});
  const code = output.filter((item) => item.type === 'chunk').map((item) => ({ content: item.code, extension: 'js' }));
  const classes = [...new Set(scanner.scanFiles(code))].sort();
  const manifest = { runtime: entry.fileName, startup: [entry.fileName, ...entry.imports], classes };
  writeFileSync(path.join(outdir, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(outdir, LICENSES_FILE), licensesText(output));
  return { manifest, files: output.map((item) => item.fileName) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { manifest, files } = await buildIslands();
  console.log(`Islands: ${files.length} files (${manifest.startup.length} at start-up) in ${Date.now() - started} ms`);
}
