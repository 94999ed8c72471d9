// The anonymous visitor's page without Next.js's client runtime (docs/decisions/044): the scripts
// Next.js adds to every page (its chunks, the Turbopack loader, and the inline flight data that
// would rebuild the React tree the HTML already shows) are taken out, and the islands runtime
// (src/islands/runtime.tsx, built by scripts/build-islands.mjs) goes in at the end of the body.
// React's own inline streaming helpers ($RC, $RB...) stay: they reveal server-rendered content that
// arrived after its placeholder, and need no runtime. Staff never get this copy.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Set on anonymous page requests before Next.js renders them; read by src/islands/island.tsx. */
export const ISLANDS_AUDIENCE_HEADER = 'x-sitewright-islands';
/** Where the islands are served from; server/request-handler.mjs answers this prefix from the build. */
export const ISLANDS_PREFIX = '/_islands/';
export const islandsDir = () => path.join(root, process.env.NEXT_DIST_DIR || '.next', 'islands');

let manifest;
/** The built runtime's file name, or null when there is no islands build (then pages stay as they are). */
export function islandsRuntime() {
  if (manifest === undefined) {
    const file = path.join(islandsDir(), 'manifest.json');
    manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  }
  return manifest?.runtime ?? null;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const NEXT_SOURCE = /\bsrc\s*=\s*["']?\/_next\//i;
const NEXT_INLINE = /^\s*\(?\s*(?:self\.__next_f\b|\(globalThis\[\s*["']TURBOPACK["']\s*\]|globalThis\.TURBOPACK\b)/;
const SLOT_OPEN = /<sw-slot\b([^>]*)>/g;
const SLOT_CLOSE = /<\/sw-slot>/g;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel\s*=\s*["']?(?:preload|modulepreload)\b)(?=[^>]*\bas\s*=\s*["']?script\b|[^>]*\brel\s*=\s*["']?modulepreload\b)[^>]*>/gi;

/** The page as an anonymous visitor gets it: Next.js's scripts out, the islands runtime in. */
export function withIslands(html, runtime = islandsRuntime()) {
  if (!runtime || !html.includes('</body>')) return html;
  const stripped = html
    .replace(SCRIPT, (tag, attributes, content) => (NEXT_SOURCE.test(attributes) || NEXT_INLINE.test(content) ? '' : tag))
    .replace(SCRIPT_PRELOAD, '')
    // An island's copies of its element props become inert templates: kept for the runtime, but
    // never part of the document (no hidden duplicates of the header for scripts or tests to find).
    .replace(SLOT_OPEN, '<template$1>')
    .replace(SLOT_CLOSE, '</template>');
  const at = stripped.lastIndexOf('</body>');
  return `${stripped.slice(0, at)}<script type="module" src="${ISLANDS_PREFIX}${runtime}"></script>${stripped.slice(at)}`;
}
