// Tailwind's compiler for front/page-css.mjs, in a worker thread. Two facts shape it: compiling is
// asynchronous while a page is transformed synchronously (the caller waits on `signal`), and one
// compiler remembers every candidate it was ever given, so each page needs a fresh one. The next
// compiler is therefore made as soon as one is used, and a page waits only for its build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { workerData, parentPort } from 'node:worker_threads';
import { compile, optimize } from '@tailwindcss/node';
// Tailwind's own CSS engine (a dependency of @tailwindcss/node), used here as Next.js's build uses it.
import { transform } from 'lightningcss';

const { port, signal, stylesheet } = workerData;
const flag = new Int32Array(signal);

// The stored design tokens are safelisted for the full sheet only: on a page, the tokens it uses are
// already among its classes. Everything else in the stylesheet (theme, fonts, base rules) stays.
const INLINE_SOURCE = /@source\s+(?:not\s+)?inline\(\s*(?:"[^"]*"|'[^']*')\s*\)\s*;/g;
const input = readFileSync(stylesheet, 'utf8').replace(INLINE_SOURCE, '');
// `@import` and `@source` paths in the stylesheet are relative to its folder.
const base = path.dirname(stylesheet);

function freshCompiler() {
  const compiler = compile(input, { base, onDependency() {} });
  // A failure is reported to the page that awaits it, not as an unhandled rejection that ends the worker.
  compiler.catch(() => {});
  return compiler;
}

let next = freshCompiler();

// Next.js's default browser targets (next/dist/shared/lib/modern-browserslist-target.js): its build
// passes Tailwind's output through this engine again for them (hex colours before lab() for Firefox
// 111, for example). Doing the same makes a page's rules byte for byte the built sheet's.
const NEXT_TARGETS = { chrome: 111 << 16, edge: 111 << 16, firefox: 111 << 16, safari: (16 << 16) | (4 << 8) };

function minified(css) {
  const tailwind = optimize(css, { minify: true }).code;
  return transform({ filename: 'page.css', code: Buffer.from(tailwind), minify: true, targets: NEXT_TARGETS }).code.toString();
}

async function build(candidates) {
  const compiler = await next;
  next = freshCompiler();
  return minified(compiler.build(candidates));
}

port.on('message', async ({ id, candidates }) => {
  let reply;
  try {
    reply = { id, css: await build(candidates) };
  } catch (error) {
    next = freshCompiler();
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});

// A compiler's first build is several times slower than the next (the engine compiles its code
// paths), so one throwaway build warms them before the first visitor's page.
async function warmUp() {
  const compiler = await freshCompiler();
  minified(compiler.build(['flex', 'p-4', 'md:text-xl', 'hover:bg-sky-600', 'grid-cols-[1fr_auto]']));
  await next;
}

warmUp().then(
  () => parentPort?.postMessage({ ready: true }),
  (error) => parentPort?.postMessage({ ready: false, error: error instanceof Error ? error.message : String(error) }),
);
