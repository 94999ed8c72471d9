#!/usr/bin/env node
// Bundles the islands runtime (src/islands/runtime.tsx) for anonymous visitors' pages: the same
// client components the React page uses, compiled against Preact's React layer (about 4 kB instead
// of React and Next.js's 129 kB), split per island so a page fetches only what it has. Written to
// .next/islands/ (after `next build`, which empties .next) with content-hashed names and a manifest
// that server/islands.mjs reads. See docs/decisions/044-public-pages-without-react.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outdir = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'islands');
const shim = (file) => path.join(root, 'src/islands/shims', file);

/**
 * lucide-react's index re-exports every icon: bundled with code splitting, the icons of every
 * island landed in one shared chunk that every page fetched (7 kB with Brotli). Each named import
 * of an icon becomes an import of that icon's own module, so an island carries only its icons.
 */
function iconModules() {
  const index = readFileSync(path.join(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'), 'utf8');
  const files = new Map();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+\.mjs)';/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name, `lucide-react/dist/esm/icons/${file}`);
  }
  return {
    name: 'lucide-icon-modules',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const contents = source.replace(/import \{([^}]*)\} from 'lucide-react';/g, (whole, list) => {
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
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

export async function buildIslands() {
  // Files of an earlier bundle stay (next build empties .next anyway): a server still running
  // with the previous manifest keeps finding what it names.
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { runtime: 'src/islands/runtime.tsx' },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2020'],
    minify: true,
    metafile: true,
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'c-[hash]',
    jsx: 'automatic',
    legalComments: 'none',
    tsconfig: path.join(root, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: {
      react: shim('react.mjs'),
      'react-dom': 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react/jsx-runtime': 'preact/compat/jsx-runtime',
      'next/link': shim('next-link.tsx'),
      'next/navigation': shim('next-navigation.ts'),
      'next/dynamic': shim('next-dynamic.tsx'),
    },
    plugins: [iconModules()],
    logLevel: 'warning',
  });
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === 'src/islands/runtime.tsx');
  if (!entry) throw new Error('the islands build wrote no runtime');
  const manifest = { runtime: path.basename(entry[0]) };
  writeFileSync(path.join(outdir, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  return { manifest, outputs: result.metafile.outputs };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { outputs } = await buildIslands();
  const bytes = Object.values(outputs).reduce((sum, output) => sum + output.bytes, 0);
  console.log(`Islands: ${Object.keys(outputs).length} files, ${(bytes / 1024).toFixed(1)} kB in ${Date.now() - started} ms`);
}
