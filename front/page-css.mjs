// Per-page CSS for the anonymous copy of a public page (docs/decisions/045-css-per-page.md).
// The built stylesheet safelists every design token any organisation may store (~244 kB) and blocks
// first paint. Here it becomes a <style> in the head holding only what this page's classes need,
// made by Tailwind's own compiler, plus next/font's @font-face and face-variable rules; the original
// sheets move to the end of the body, where they load without blocking paint and style what islands
// render later (menus, dialogs, the cookie notice), in the build's own rule order.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { log } from '../src/server/logger.mjs';
import { ownRules, styledClasses } from './page-css-sheet.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const settings = {
  distDir: path.resolve(root, process.env.NEXT_DIST_DIR || '.next'),
  stylesheet: path.join(root, 'src/app/globals.css'),
};
const WAIT_MS = 15_000;
const MAX_ENTRIES = 500;

let bridge = null;
let disabled = false;
let lastId = 0;
const built = new Map();
const sheets = new Map();

/**
 * Starts the compiler worker and waits for its first compiler, so no visitor pays for the start.
 * Called once before the server listens. On failure pages keep their full stylesheet.
 */
export async function preparePageCss(options = {}) {
  Object.assign(settings, options);
  disabled = false;
  bridge?.worker.terminate();
  built.clear();
  sheets.clear();
  try {
    const { ready } = startWorker();
    readBuiltSheets();
    await ready;
  } catch (error) {
    disabled = true;
    log.error({ err: error }, 'Per-page CSS is off: its compiler did not start');
  }
}

function startWorker() {
  const signal = new SharedArrayBuffer(4);
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(new URL('./page-css-worker.mjs', import.meta.url), {
    workerData: { port: port2, signal, stylesheet: settings.stylesheet },
    transferList: [port2],
  });
  const ready = new Promise((resolve, reject) => {
    worker.once('message', (message) => (message.ready ? resolve() : reject(new Error(message.error))));
    worker.once('error', reject);
  });
  // The worker keeps nothing alive once started: a server or a test run may end around it.
  ready.then(() => worker.unref(), () => worker.unref());
  worker.on('error', (error) => log.error({ err: error }, 'Per-page CSS worker failed'));
  worker.on('exit', () => {
    if (bridge?.worker === worker) bridge = null;
  });
  port1.unref();
  bridge = { worker, port: port1, flag: new Int32Array(signal), ready };
  return bridge;
}

/** Tailwind's CSS for exactly these candidates; the caller waits (the worker keeps a compiler ready). */
function tailwindCss(candidates) {
  const { port, flag } = bridge ?? startWorker();
  const id = ++lastId;
  Atomics.store(flag, 0, 0);
  port.postMessage({ id, candidates });
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    for (let received = receiveMessageOnPort(port); received; received = receiveMessageOnPort(port)) {
      if (received.message.id !== id) continue;
      if (received.message.error) throw new Error(received.message.error);
      return received.message.css;
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0 || Atomics.wait(flag, 0, 0, remaining) === 'timed-out') break;
    Atomics.store(flag, 0, 0);
  }
  bridge?.worker.terminate();
  bridge = null;
  throw new Error(`no answer from the CSS compiler in ${WAIT_MS} ms`);
}

const LINK = /<link\b[^>]*>/gi;

function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3]) : null;
}

function decodeEntities(text) {
  const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (whole, decimal, hex, name) => {
    if (name) return named[name.toLowerCase()];
    const code = decimal ? Number(decimal) : parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The build's own stylesheet a link loads, or null for anything else (another host, a data URL). */
function builtSheetPath(href) {
  if (!href) return null;
  const { pathname, origin } = new URL(href, 'http://page.invalid/');
  if (origin !== 'http://page.invalid' || !pathname.startsWith('/_next/static/') || !pathname.endsWith('.css')) return null;
  const file = path.join(settings.distDir, 'static', decodeURIComponent(pathname.slice('/_next/static/'.length)));
  return file.startsWith(path.join(settings.distDir, 'static') + path.sep) ? file : null;
}

/** A built sheet, read once: the classes it styles and its rules that are not Tailwind's. */
function readSheet(href, file) {
  let sheet = sheets.get(file);
  if (!sheet) {
    const css = readFileSync(file, 'utf8');
    sheet = { classes: styledClasses(css), rules: ownRules(css, href) };
    sheets.set(file, sheet);
  }
  return sheet;
}

/** Reads the build's stylesheets ahead, so the first page does not wait for it. */
function readBuiltSheets() {
  const folder = path.join(settings.distDir, 'static');
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { recursive: true })) {
    const relative = String(entry).split(path.sep).join('/');
    if (relative.endsWith('.css')) readSheet(`/_next/static/${relative}`, path.join(folder, relative));
  }
}

/** Every class token on the page's elements, entities decoded. */
function pageClassNames(html) {
  const names = new Set();
  for (const match of html.matchAll(/<[a-z][^\s/>]*\s[^>]*>/gi)) {
    const value = attribute(match[0], 'class');
    if (value) for (const name of value.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

function cachedTailwindCss(candidates) {
  const key = createHash('sha256').update(candidates.join(' ')).digest('base64url');
  const hit = built.get(key);
  if (hit !== undefined) {
    built.delete(key);
    built.set(key, hit);
    return hit;
  }
  const started = performance.now();
  const css = tailwindCss(candidates);
  log.debug({ candidates: candidates.length, bytes: css.length, ms: Math.round(performance.now() - started) }, 'Page CSS built');
  built.set(key, css);
  if (built.size > MAX_ENTRIES) built.delete(built.keys().next().value);
  return css;
}

/**
 * The page with its render-blocking build stylesheets replaced by an inline <style> of what its
 * classes need. Unchanged when the page links no build stylesheet or the CSS cannot be made (then
 * the full sheets keep it styled).
 *
 * `islands`: the class names the page's islands may render later (front/islands.mjs reads them
 * from the islands build), for a page whose scripts are the islands. Their CSS joins the page's,
 * together with the classes in the islands' props, and nothing more is needed: the full sheets are
 * not linked at all. Without it (a page that keeps Next.js's runtime and may render anything) the
 * same sheets are linked again at the end of the body, where they load without blocking paint.
 */
export function withPageCss(html, { islands = null } = {}) {
  if (disabled) return html;
  const links = [];
  for (const match of html.matchAll(LINK)) {
    const rel = (attribute(match[0], 'rel') ?? '').toLowerCase().split(/\s+/);
    const file = builtSheetPath(attribute(match[0], 'href'));
    if (!file) continue;
    if (rel.includes('stylesheet')) links.push({ tag: match[0], file, href: attribute(match[0], 'href'), stylesheet: true });
    else if (rel.includes('preload') && (attribute(match[0], 'as') ?? '').toLowerCase() === 'style') links.push({ tag: match[0], stylesheet: false });
  }
  const stylesheets = links.filter((link) => link.stylesheet);
  if (stylesheets.length === 0) return html;
  let css;
  try {
    css = pageCss(html, stylesheets, islands);
  } catch (error) {
    log.error({ err: error }, 'Page CSS failed; the page keeps its full stylesheet');
    return html;
  }
  const style = `<style data-page-css>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
  let placed = false;
  let out = html.replace(LINK, (tag) => {
    if (!links.some((link) => link.tag === tag)) return tag;
    if (placed || !stylesheets.some((link) => link.tag === tag)) return '';
    placed = true;
    return style;
  });
  if (islands) return out;
  const deferred = stylesheets.map((link) => link.tag).join('');
  const bodyEnd = out.lastIndexOf('</body>');
  out = bodyEnd === -1 ? out + deferred : out.slice(0, bodyEnd) + deferred + out.slice(bodyEnd);
  return out;
}

/** The words of every island's props (`data-props`): class names passed as props are among them. */
function propWords(html) {
  const words = new Set();
  for (const match of html.matchAll(/<sw-island\b[^>]*>/gi)) {
    const props = attribute(match[0], 'data-props');
    if (props) for (const word of props.split(/[\s"]+/)) if (word) words.add(word);
  }
  return words;
}

function pageCss(html, stylesheets, islands) {
  const pageClasses = pageClassNames(html);
  const wanted = new Set(pageClasses);
  if (islands) {
    for (const name of islands) wanted.add(name);
    for (const word of propWords(html)) wanted.add(word);
  }
  const loaded = stylesheets.map((link) => readSheet(link.href, link.file));
  const styled = new Set();
  for (const sheet of loaded) for (const name of sheet.classes) styled.add(name);
  // Only classes the build itself styles become candidates: anything else on the page (a hostile
  // class in stored rich text, an arbitrary value) gets no CSS here, as it gets none from the build.
  const candidates = [...wanted].filter((name) => styled.has(name)).sort();
  const tailwind = cachedTailwindCss(candidates);
  const extra = [];
  // next/font's faces all stay (which of them a browser fetches is decided by what the page uses);
  // a rule on classes stays when the page has every class it names.
  for (const sheet of loaded) {
    for (const rule of sheet.rules) {
      if (!rule.classes.every((name) => pageClasses.has(name))) continue;
      if (!tailwind.includes(rule.text) && !extra.includes(rule.text)) extra.push(rule.text);
    }
  }
  return tailwind + extra.join('');
}
