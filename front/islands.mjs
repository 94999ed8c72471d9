// The anonymous visitor's page without Next.js's client runtime (docs/decisions/044): the scripts
// Next.js adds to every page (its chunks, the Turbopack loader, and the inline flight data that
// would rebuild the React tree the HTML already shows) are taken out, and the islands runtime
// (src/islands/runtime.tsx, built by scripts/build-islands.mjs) goes in at the end of the body,
// fetched only once the page has painted (see runtimeLoader below).
// React's own inline streaming helpers ($RC, $RB...) stay: they reveal server-rendered content that
// arrived after its placeholder, and need no runtime. Staff never get this copy.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Set on anonymous page requests before Next.js renders them; read by src/islands/island.tsx. */
export const ISLANDS_AUDIENCE_HEADER = 'x-sitewright-islands';
/** Where the islands are served from; front/request-handler.mjs answers this prefix from the build. */
export const ISLANDS_PREFIX = '/_islands/';
export const islandsDir = () => path.join(root, process.env.NEXT_DIST_DIR || '.next', 'islands');

let manifest;
function readManifest() {
  if (manifest === undefined) {
    const file = path.join(islandsDir(), 'manifest.json');
    manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  }
  return manifest;
}

/** The built runtime's file name, or null when there is no islands build (then pages stay as they are). */
export function islandsRuntime() {
  return readManifest()?.runtime ?? null;
}

/** Every class name the islands' code may render (the islands build scans it), for front/page-css.mjs. */
export function islandsClasses() {
  return readManifest()?.classes ?? [];
}

/**
 * Links between public pages are ordinary navigations: the browser fetches a page the visitor is
 * about to open (pointer resting on a link, or pressed) by these rules. Areas that are personal are
 * left out. Inline, at the end of the body: a rules file named by a header would be one more
 * request competing with the first paint on a phone. The CSP allows them by their hash.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: ['/api/*', '/account*', '/admin*', '/*/account*', '/*/admin*', '/login*', '/*/login*', '/basket*', '/*/basket*'] } }] },
      eagerness: 'moderate',
    },
  ],
});

/**
 * The inline script that fetches the runtime once the page has shown its largest paint, or is
 * first touched, whichever comes first, so that on a phone the runtime's bytes and its parse never
 * compete with what the visitor is waiting to see. A browser without largest-paint entries, and a
 * page loaded in a background tab (which reports none), fetch it at the load event instead.
 * Until it is there, a click inside an island is held (not lost, and not sent to the server HTML's
 * inert button; a link the island would handle itself, like the header's sign-in, must not
 * navigate) and handed to the runtime, which replays it on the woken island
 * (window.sitewrightEarly in src/islands/runtime.tsx). If the runtime cannot be fetched, the held
 * clicks are given back to the page as they are, so a link still leads where it points. No
 * framework and no timers (a test's clock may hold them); the CSP allows it by its hash.
 */
export function runtimeLoader(src) {
  return `<script>(function(){var d=document,w=window,loading=0,clicks=[];function stop(){d.removeEventListener('click',hold,true);return clicks}function load(){if(loading)return;loading=1;var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(src)};s.onerror=function(){stop().forEach(function(t){t.dispatchEvent(new MouseEvent('click',{bubbles:true,cancelable:true,view:w}))});clicks=[]};d.body.appendChild(s)}function hold(e){var t=e.target;if(!t||!t.closest||!t.closest('sw-island:not([data-awake])'))return;e.preventDefault();e.stopImmediatePropagation();clicks.push(t);load()}d.addEventListener('click',hold,true);w.sitewrightEarly={stop:stop};['pointerdown','keydown','focusin','touchstart'].forEach(function(t){d.addEventListener(t,load,{capture:true,once:true,passive:true})});var lcp=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf('largest-contentful-paint')>=0;if(lcp)new PerformanceObserver(load).observe({type:'largest-contentful-paint',buffered:true});function loaded(){if(!lcp||d.visibilityState==='hidden')load()}if(d.readyState==='complete')loaded();else w.addEventListener('load',loaded);d.addEventListener('visibilitychange',loaded)})()</script>`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const FACE_WAIT_TAG = /<script src="\/face-wait\.js" defer(?:="")?><\/script>/;
let faceWait;
/** public/face-wait.js without its comments, to be inlined (an anonymous page then makes one request fewer before its first paint). */
function faceWaitScript() {
  faceWait ??= (() => {
    const file = path.join(root, 'public', 'face-wait.js');
    if (!existsSync(file)) return null;
    // The file's comments and indentation are for its readers, not for every page's bytes. Its
    // comments stand on lines of their own (a test checks), so dropping those lines is safe.
    const lines = readFileSync(file, 'utf8').split('\n').map((line) => line.trim());
    return lines.filter((line) => line && !line.startsWith('//')).join('\n').replace(/<\/script/gi, '<\\/script');
  })();
  return faceWait;
}
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
    .replace(SLOT_CLOSE, '</template>')
    // The faces' script goes inline, where the layout named it (it waits for the largest paint anyway).
    .replace(FACE_WAIT_TAG, (tag) => (faceWaitScript() === null ? tag : `<script>${faceWaitScript()}</script>`));
  // Marks the page as one whose scripts are the islands (app/globals.css lays out its sections lazily).
  const marked = stripped.replace(/<html\b/i, '<html data-islands=""');
  const at = marked.lastIndexOf('</body>');
  const rules = `<script type="speculationrules">${SPECULATION_RULES}</script>`;
  return `${marked.slice(0, at)}${rules}${runtimeLoader(`${ISLANDS_PREFIX}${runtime}`)}${marked.slice(at)}`;
}
