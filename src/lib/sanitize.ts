// Rich text is sanitised on write and again on render, on the server with sanitize-html. What is
// allowed (the spec's allowlist for titles and descriptions; headings, tables and images on top for
// post bodies) lives in ./rich-text-rules.ts, which the editors' previews apply in the browser with
// DOMPurify (./sanitize-browser.ts) so that this module, PostCSS and a Buffer polyfill never ship to
// a browser. Code that renders both on the server and in a preview imports '#sanitize', which
// package.json resolves to this module on the server and to the browser one in a browser bundle.
import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_SCHEMES, EXTERNAL_LINK, IMAGE_SCHEMES, INLINE_ATTRIBUTES, INLINE_TAGS, NON_TEXT_TAGS, POST_ATTRIBUTES, POST_TAGS,
  SAFE_STYLES, isExternal, linkClasses, safeUrl, type AttributeRules, type RichTextSanitiser,
} from './rich-text-rules';

export { safeUrl };

function withSafeUrl(attribs: Record<string, string>, name: string): Record<string, string> {
  const { [name]: raw, ...rest } = attribs;
  const url = safeUrl(raw);
  return url === undefined ? rest : { ...rest, [name]: url };
}

function options(allowedTags: readonly string[], attributes: AttributeRules): sanitizeHtml.IOptions {
  return {
    allowedTags: [...allowedTags],
    allowedAttributes: Object.fromEntries(Object.entries(attributes).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: [...ALLOWED_SCHEMES],
    allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedStyles: { '*': Object.fromEntries(Object.entries(SAFE_STYLES).map(([property, patterns]) => [property, [...patterns]])) },
    disallowedTagsMode: 'discard',
    nonTextTags: [...NON_TEXT_TAGS],
    transformTags: {
      a: (tagName, rawAttribs) => {
        const attribs = withSafeUrl(rawAttribs, 'href');
        if (attribs.class !== undefined) {
          const classes = linkClasses(attribs.class);
          if (classes) attribs.class = classes;
          else delete attribs.class;
        }
        return { tagName, attribs: isExternal(attribs.href) ? { ...attribs, ...EXTERNAL_LINK } : attribs };
      },
      img: (tagName, attribs) => ({ tagName, attribs: withSafeUrl(attribs, 'src') }),
    },
    exclusiveFilter: () => false,
  };
}

const inlineOptions = options(INLINE_TAGS, INLINE_ATTRIBUTES);
const postOptions = options(POST_TAGS, POST_ATTRIBUTES);

/** Titles, descriptions and other short rich text: the spec's allowlist. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, inlineOptions);
}

/** Post and page bodies: the allowlist plus headings, quotes, code, tables and images. */
export function sanitizePostHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, postOptions);
}

/** Plain text of rich text, for meta descriptions and labels. */
export function toPlainText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/** The three functions the browser sanitiser offers too (./sanitize-browser.ts), under one name for either. */
export const richTextSanitiser: RichTextSanitiser = { sanitizeRichText, sanitizePostHtml, toPlainText };

/**
 * A title as the text it reads: markup and script contents dropped, entities read back to their
 * characters ("Q&amp;A" is "Q&A"). Titles are shown as text, in headings, labels and alt texts,
 * and React escapes them there, so storing "<" or "&" as typed is safe and shows what was typed.
 */
export function plainText(value: string | null | undefined): string {
  let text = value ?? '';
  // Entities that spell out markup ("&lt;script&gt;") become markup once read back: strip again.
  for (let round = 0; round < 3; round += 1) {
    text = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&amp;/g, '&');
    if (!/<[a-z!/?]/i.test(text)) break;
  }
  return /<[a-z!/?]/i.test(text) ? '' : text.replace(/\s+/g, ' ').trim();
}
