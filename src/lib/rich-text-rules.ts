// What rich text may contain, in one place. Two sanitisers apply these rules: sanitize-html on the
// server (src/lib/sanitize.ts: on write and on the public page) and DOMPurify in the browser
// (src/lib/sanitize-browser.ts: the editors' live previews). Neither keeps a list of its own, so a
// tag or a property allowed here is allowed by both, and the preview shows what visitors will get.
// tests/integration/sanitiser-equivalence.test.ts holds the two to the same output on the XSS corpora.
// Plain data and pure functions only: this module is bundled into the editors.

/** The spec's allowlist for titles, descriptions and other short rich text. */
export const INLINE_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'span'] as const;

/** Post and page bodies: the allowlist plus headings, quotes, code, tables and images for long-form writing. */
export const POST_TAGS = [
  ...INLINE_TAGS, 'h1', 'h2', 'h3', 'h4', 'h5', 'blockquote', 'code', 'pre', 'hr', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'b', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'div', 'section',
] as const;

/** Attributes by tag; '*' applies to every allowed tag on top of its own. */
export type AttributeRules = Readonly<Record<string, readonly string[]>>;

const LINK_ATTRIBUTES = ['href', 'class', 'style', 'rel', 'target'];
const HEADING_ATTRIBUTES = ['id', 'class', 'style'];
const CELL_ATTRIBUTES = ['colspan', 'rowspan', 'class', 'style'];

export const INLINE_ATTRIBUTES: AttributeRules = { '*': ['class', 'style'], a: LINK_ATTRIBUTES };

export const POST_ATTRIBUTES: AttributeRules = {
  ...INLINE_ATTRIBUTES,
  img: ['src', 'alt', 'width', 'height', 'class', 'loading'],
  h1: HEADING_ATTRIBUTES, h2: HEADING_ATTRIBUTES, h3: HEADING_ATTRIBUTES, h4: HEADING_ATTRIBUTES, h5: HEADING_ATTRIBUTES,
  th: CELL_ATTRIBUTES, td: CELL_ATTRIBUTES,
};

/** Whether a tag may carry an attribute under these rules. */
export function attributeAllowed(rules: AttributeRules, tag: string, name: string): boolean {
  return (rules['*'] ?? []).includes(name) || (Object.hasOwn(rules, tag) && rules[tag].includes(name));
}

/** Link schemes; relative addresses have none and are kept. Images take only http and https. */
export const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const IMAGE_SCHEMES = ['http', 'https'] as const;

/** Elements whose content is never text a reader should see: dropped with the element. */
export const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title'] as const;

/** Inline style: these properties only, each value matching one of its patterns. */
const SAFE_STYLE_VALUE = /^(?!.*(?:url\s*\(|expression\s*\(|javascript:|@import|\\)).{1,100}$/i;
export const SAFE_STYLES: Readonly<Record<string, readonly RegExp[]>> = {
  color: [SAFE_STYLE_VALUE],
  'background-color': [SAFE_STYLE_VALUE],
  'text-align': [/^(left|right|center|justify)$/],
  'font-weight': [/^(normal|bold|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
};

const CLASS_NAME = /^[a-zA-Z0-9_:\-/.[\]]{1,64}$/;
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/** A URL attribute, or undefined when, read the way a lenient browser might, it names another scheme. */
export function safeUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const compact = value.replace(INVISIBLE, '').replace(/&#?[a-z0-9]+;?/gi, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme && !(ALLOWED_SCHEMES as readonly string[]).includes(scheme)) return undefined;
  if (/^(?:\/\/|\\)/.test(compact)) return undefined;
  return value.trim();
}

/**
 * The second URL check, the one sanitize-html makes on href and src after safeUrl: control
 * characters and HTML comments removed, the scheme must be allowed for the tag, and an address
 * that starts with two slashes or backslashes (another host) is refused. The browser sanitiser
 * makes the same check so that both keep exactly the same addresses.
 */
export function schemeAllowed(tag: string, url: string): boolean {
  let href = url.replace(/[\x00-\x20]+/g, '');
  for (;;) {
    const start = href.indexOf('<!--');
    const end = start === -1 ? -1 : href.indexOf('-->', start + 4);
    if (end === -1) break;
    href = href.slice(0, start) + href.slice(end + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(href)?.[1]?.toLowerCase();
  if (!scheme) return !/^[/\\]{2}/.test(href);
  const allowed: readonly string[] = tag === 'img' ? IMAGE_SCHEMES : ALLOWED_SCHEMES;
  return allowed.includes(scheme);
}

/**
 * A link's classes: only names that look like design tokens, so stored markup cannot borrow the
 * application's own classes in odd shapes. Undefined when none is left.
 */
export function linkClasses(value: string | undefined): string | undefined {
  const classes = (value ?? '').split(/\s+/).filter((name) => CLASS_NAME.test(name)).join(' ');
  return classes || undefined;
}

/** Links to other sites open in a new tab, without the opener and without passing rank. */
export const EXTERNAL_LINK = { rel: 'noopener noreferrer nofollow', target: '_blank' } as const;
export const isExternal = (href: string | undefined) => /^https?:\/\//i.test(href ?? '');

/**
 * An inline style reduced to its allowed declarations, written `property:value` joined by `;`, or
 * undefined when none is left. This is the browser's reading, kept to what the server's CSS parser
 * (PostCSS, inside sanitize-html) reads the same way: a style with quotes, comments, escapes,
 * braces, at-signs, a colon in a value or unbalanced parentheses is dropped whole, which the
 * server's parser may read otherwise. Never laxer than the server, at worst stricter.
 */
export function filterStyle(style: string): string | undefined {
  if (/["'\\{}@]|\/\*|<!--|-->/.test(style)) return undefined;
  const kept: string[] = [];
  for (const piece of style.split(';')) {
    if (!piece.trim()) continue;
    const colon = piece.indexOf(':');
    if (colon === -1) return undefined;
    const property = piece.slice(0, colon).trim();
    let value = piece.slice(colon + 1).trim();
    if (!property || /\s/.test(property) || value.includes(':') || !balanced(value)) return undefined;
    const important = /^(.*?)\s*!important$/i.exec(value);
    if (important) value = important[1];
    if (value.includes('!')) return undefined;
    const patterns = Object.hasOwn(SAFE_STYLES, property) ? SAFE_STYLES[property] : undefined;
    if (patterns?.some((pattern) => pattern.test(value))) kept.push(`${property}:${value}${important ? ' !important' : ''}`);
  }
  return kept.length ? kept.join(';') : undefined;
}

function balanced(value: string): boolean {
  let depth = 0;
  for (const char of value) {
    if (char === '(') depth += 1;
    else if (char === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** What both sanitisers offer the code that renders rich text (src/lib/sanitize.ts, src/lib/sanitize-browser.ts). */
export type RichTextSanitiser = {
  /** Titles, descriptions and other short rich text: the spec's allowlist. */
  sanitizeRichText(html: string | null | undefined): string;
  /** Post and page bodies: the allowlist plus headings, quotes, code, tables and images. */
  sanitizePostHtml(html: string | null | undefined): string;
  /** Rich text without its markup, for summaries (still escaped as HTML text, as stored). */
  toPlainText(html: string | null | undefined): string;
};
