// Reading the built stylesheets a page links (Tailwind's and next/font's), for front/page-css.mjs:
// which class names they style, and the rules that are not Tailwind's to regenerate (next/font's
// @font-face and face-variable classes). The sheets are minified output of our own build, so a
// small block reader that respects strings, comments and escapes is enough; no CSS is generated here.

/**
 * Top-level items of a CSS text: `{ prelude, body }` for blocks (body is the inner text) and
 * `{ prelude, body: null }` for statements (`@layer a, b;`, declarations inside a rule).
 */
export function cssBlocks(css) {
  const items = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '\\') i++;
    else if (char === '"' || char === "'") i = skipString(css, i);
    else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
    }
    else if (char === '{') {
      if (depth++ === 0) open = i;
    } else if (char === '}' && depth > 0) {
      if (--depth === 0) {
        items.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i), text: css.slice(start, i + 1).trim() });
        start = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      const prelude = css.slice(start, i).trim();
      if (prelude) items.push({ prelude, body: null, text: `${prelude};` });
      start = i + 1;
    }
  }
  return items;
}

function skipString(css, from) {
  const quote = css[from];
  for (let i = from + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote || css[i] === '\n') return i;
  }
  return css.length;
}

const CLASS_SELECTOR = /\.((?:[\w-]|[^\x00-\x7f]|\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F\n])+)/g;

/** A CSS identifier as the class name it matches (`md\:text-5xl` → `md:text-5xl`, `\32 xl` → `2xl`). */
function unescapeIdentifier(identifier) {
  return identifier.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, char) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : char));
}

/** Class names a selector list mentions, `:where(.group)` and `:not(.x)` included. */
export function selectorClasses(selector) {
  const names = [];
  for (const match of withoutStrings(selector).matchAll(CLASS_SELECTOR)) names.push(unescapeIdentifier(match[1]));
  return names;
}

// Attribute selectors may quote text with dots in it (`[href$=".pdf"]`), which names no class.
function withoutStrings(selector) {
  return selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""');
}

// At-rules whose blocks hold rules (as opposed to descriptors, keyframe steps or @property).
const GROUPING = /^@(?:layer|media|supports|container|scope|starting-style)\b/i;

/** Every class name some rule of the sheet, at any depth, selects on: what the build can style. */
export function styledClasses(css, into = new Set()) {
  for (const { prelude, body } of cssBlocks(css)) {
    if (body === null) continue;
    if (prelude.startsWith('@')) {
      if (GROUPING.test(prelude)) styledClasses(body, into);
      continue;
    }
    for (const name of selectorClasses(prelude)) into.add(name);
    if (body.includes('{')) styledClasses(body, into);
  }
  return into;
}

/**
 * The sheet's own rules that are not Tailwind's to regenerate: every top-level `@font-face`, and
 * every top-level rule on classes (next/font's `.x_variable{--face-…}`) with the classes it needs.
 * Tailwind's output sits in `@layer`s and is skipped. `url()`s are made absolute against the
 * sheet's address, since the rules move from the sheet into the document.
 */
export function ownRules(css, sheetHref) {
  const kept = [];
  for (const item of cssBlocks(css)) {
    if (item.body === null) continue;
    if (/^@font-face$/i.test(item.prelude)) kept.push({ text: absoluteUrls(item.text, sheetHref), classes: [] });
    else if (!item.prelude.startsWith('@')) {
      const classes = selectorClasses(item.prelude);
      if (classes.length > 0) kept.push({ text: absoluteUrls(item.text, sheetHref), classes });
    }
  }
  return kept;
}

const URL_FUNCTION = /url\(\s*(?:"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)'|([^)'"\s]*))\s*\)/gi;
const PLACEHOLDER_ORIGIN = 'http://sheet.invalid';

function absoluteUrls(text, sheetHref) {
  const sheet = new URL(sheetHref, `${PLACEHOLDER_ORIGIN}/`);
  return text.replace(URL_FUNCTION, (whole, double, single, bare) => {
    const reference = double ?? single ?? bare ?? '';
    if (/^(?:data:|#|[a-z][a-z0-9+.-]*:\/\/)/i.test(reference)) return whole;
    const resolved = new URL(reference, sheet);
    const address = resolved.origin === PLACEHOLDER_ORIGIN ? `${resolved.pathname}${resolved.search}${resolved.hash}` : resolved.href;
    return `url("${address.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\a ')}")`;
  });
}
