// Rich text sanitised in the browser, for the editors' live previews: DOMPurify, which works on
// the browser's own HTML parser, configured from the same rules as the server's sanitize-html
// (./rich-text-rules.ts), so a preview shows what the public page will. sanitize-html would bring
// PostCSS, its entity tables and a Buffer polyfill into every editor (about 220 kB before
// compression). Code that renders in both places imports '#sanitize': package.json resolves it
// here in a browser bundle and to ./sanitize.ts everywhere else (decision 059).
// tests/integration/sanitiser-equivalence.test.ts runs both on the XSS corpora in Chromium: the
// output here is the server's, or stricter.
import DOMPurify, { type Config } from 'dompurify';
import {
  ALLOWED_SCHEMES, EXTERNAL_LINK, INLINE_ATTRIBUTES, INLINE_TAGS, NON_TEXT_TAGS, POST_ATTRIBUTES, POST_TAGS,
  attributeAllowed, filterStyle, isExternal, linkClasses, safeUrl, schemeAllowed, type AttributeRules, type RichTextSanitiser,
} from './rich-text-rules';

/** Attributes that hold no address: DOMPurify would otherwise test their values as URLs. */
const NOT_ADDRESSES = ['rel', 'target', 'width', 'height', 'colspan', 'rowspan', 'loading'];

/** DOMPurify's own address check, narrowed to our schemes (a second wall behind schemeAllowed). */
const ADDRESS = new RegExp(`^(?:(?:${ALLOWED_SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');

/** An attribute's value as the server would keep it, or undefined when the server would drop it. */
function keptValue(rules: AttributeRules, tag: string, name: string, raw: string): string | undefined {
  if (!attributeAllowed(rules, tag, name)) return undefined;
  let value: string | undefined = raw;
  if ((tag === 'a' && name === 'href') || (tag === 'img' && name === 'src')) value = safeUrl(value);
  if (tag === 'a' && name === 'class') value = linkClasses(value);
  // The server drops every attribute left empty: none of ours is a boolean one.
  if (!value) return undefined;
  if ((name === 'href' || name === 'src') && !schemeAllowed(tag, value)) return undefined;
  if (name === 'style') return filterStyle(value);
  return value;
}

type Sanitise = (html: string | null | undefined) => string;

/**
 * Markup the browser's parser reads otherwise than the server's, taken out before parsing, the
 * way the server's parser reads it. The browser parses <svg> and <math> as foreign content, where
 * <style> or <title> hold markup instead of text, and reads <image> as <img>; the server's parser
 * knows neither and keeps only their text. The browser ends a comment at `--!>` too; the server's
 * parser only at `-->`. Neither sanitiser keeps any of these, so without them both read the same
 * HTML. Whatever the removal leaves is sanitised as usual: this only decides what is markup.
 */
const COMMENT = /<!--[\s\S]*?-->/g;
const FOREIGN_TAG = /<\/?(?:svg|math|image)(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const asTheServerReads = (html: string) => html.replace(COMMENT, '').replace(FOREIGN_TAG, '');

/**
 * Elements whose content the browser drops on top of the server's list: foreign content and the
 * browser's raw-text elements (DOMPurify's own list, less thead, colgroup, audio and video, whose
 * text the server keeps and which hold nothing but text and table cells).
 */
const FOREIGN_AND_RAW = ['svg', 'math', 'annotation-xml', 'desc', 'foreignobject', 'mi', 'mn', 'mo', 'ms', 'mtext', 'head', 'noembed', 'noframes', 'plaintext', 'xmp'];

/** A DOMPurify of its own for one set of rules, or undefined where there is no DOM to parse with. */
function purifier(tags: readonly string[], rules: AttributeRules, forbidContents: readonly string[]) {
  if (typeof window === 'undefined') return undefined;
  const purify = DOMPurify(window);
  if (!purify.isSupported) return undefined;
  const config: Config = {
    ALLOWED_TAGS: [...tags],
    ALLOWED_ATTR: [...new Set(Object.values(rules).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    ALLOWED_URI_REGEXP: ADDRESS,
    ADD_URI_SAFE_ATTR: NOT_ADDRESSES,
    FORBID_CONTENTS: [...forbidContents, ...FOREIGN_AND_RAW],
    KEEP_CONTENT: true,
  };
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    // DOMPurify hands hooks a trimmed value; the server keeps values as written, so read the attribute itself.
    const raw = node.getAttribute(event.attrName) ?? event.attrValue;
    const value = keptValue(rules, node.nodeName.toLowerCase(), event.attrName, raw);
    if (value === undefined) event.keepAttr = false;
    else event.attrValue = value;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    // Nothing outside the rules stays, whatever DOMPurify made of it.
    for (const { name } of [...node.attributes]) if (!attributeAllowed(rules, tag, name)) node.removeAttribute(name);
    if (tag !== 'a' || !isExternal(node.getAttribute('href') ?? undefined)) return;
    node.setAttribute('rel', EXTERNAL_LINK.rel);
    node.setAttribute('target', EXTERNAL_LINK.target);
  });
  return { purify, config };
}

/**
 * A sanitiser for one set of rules. Outside a browser DOMPurify cannot work and would hand its
 * input back unchanged; this gives an empty string instead, so nothing unsanitised is ever shown.
 */
export function createSanitiser(tags: readonly string[], rules: AttributeRules): Sanitise {
  const made = purifier(tags, rules, NON_TEXT_TAGS);
  if (!made) return () => '';
  // As a fragment, written out here: DOMPurify's string keeps an emptied `is` attribute (a browser
  // writes out an element's `is` value when the attribute is gone); as a fragment it drops such an element.
  const config = { ...made.config, RETURN_DOM_FRAGMENT: true } as const;
  return (html) => {
    if (!html) return '';
    const fragment: DocumentFragment | null = made.purify.sanitize(asTheServerReads(html), config);
    if (!fragment) return '';
    const holder = document.createElement('template');
    holder.content.append(fragment);
    return holder.innerHTML;
  };
}

/**
 * Rich text as the server's toPlainText gives it: the text of everything but scripts, styles,
 * text areas and options, written as HTML text (&, < and > escaped), white space collapsed.
 */
function createTextReader(): Sanitise {
  const made = purifier([], {}, ['script', 'style', 'textarea', 'option']);
  if (!made) return () => '';
  return (html) => {
    if (!html) return '';
    // Always parsed (a string without '<' would come back as it is, entities unread).
    const fragment: DocumentFragment | null = made.purify.sanitize(asTheServerReads(html), { ...made.config, RETURN_DOM_FRAGMENT: true });
    const text = (fragment?.textContent ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return text.replace(/\s+/g, ' ').trim();
  };
}

const inline = createSanitiser(INLINE_TAGS, INLINE_ATTRIBUTES);
const post = createSanitiser(POST_TAGS, POST_ATTRIBUTES);
const text = createTextReader();

export const richTextSanitiser: RichTextSanitiser = {
  sanitizeRichText: inline,
  sanitizePostHtml: post,
  toPlainText: text,
};

export const { sanitizeRichText, sanitizePostHtml, toPlainText } = richTextSanitiser;
