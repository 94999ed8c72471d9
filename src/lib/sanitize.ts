// Rich text is sanitised on write and again on render. Titles and descriptions allow only the
// spec's allowlist (p, br, strong, em, ul, ol, li, a, span; href, class, style; no iframes). Post
// bodies also need headings and a few block elements for long-form writing.
import sanitizeHtml from 'sanitize-html';

const SAFE_STYLE_VALUE = /^(?!.*(?:url\s*\(|expression\s*\(|javascript:|@import|\\)).{1,100}$/i;
const safeStyles = {
  '*': {
    color: [SAFE_STYLE_VALUE],
    'background-color': [SAFE_STYLE_VALUE],
    'text-align': [/^(left|right|center|justify)$/],
    'font-weight': [/^(normal|bold|[1-9]00)$/],
    'font-style': [/^(normal|italic)$/],
    'text-decoration': [/^(none|underline|line-through)$/],
  },
};

const CLASS_NAME = /^[a-zA-Z0-9_:\-/.[\]]{1,64}$/;
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** A URL attribute, or undefined when, read the way a lenient browser might, it names another scheme. */
export function safeUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const compact = value.replace(INVISIBLE, '').replace(/&#?[a-z0-9]+;?/gi, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme && !ALLOWED_SCHEMES.includes(scheme)) return undefined;
  if (/^(?:\/\/|\\)/.test(compact)) return undefined;
  return value.trim();
}

function withSafeUrl(attribs: Record<string, string>, name: string): Record<string, string> {
  const { [name]: raw, ...rest } = attribs;
  const url = safeUrl(raw);
  return url === undefined ? rest : { ...rest, [name]: url };
}

function sharedOptions(allowedTags: string[], extraAttributes: Record<string, string[]> = {}): sanitizeHtml.IOptions {
  return {
    allowedTags,
    allowedAttributes: { '*': ['class', 'style'], a: ['href', 'class', 'style'], ...extraAttributes },
    allowedSchemes: ALLOWED_SCHEMES,
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedStyles: safeStyles,
    disallowedTagsMode: 'discard',
    // The contents of these are never text a reader should see.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title'],
    transformTags: {
      a: (tagName, rawAttribs) => {
        const attribs = withSafeUrl(rawAttribs, 'href');
        const classes = (attribs.class ?? '').split(/\s+/).filter((c) => CLASS_NAME.test(c)).join(' ');
        const external = /^https?:\/\//i.test(attribs.href ?? '');
        return {
          tagName,
          attribs: {
            ...attribs,
            ...(classes ? { class: classes } : {}),
            ...(external ? { rel: 'noopener noreferrer nofollow', target: '_blank' } : {}),
          },
        };
      },
    },
    exclusiveFilter: () => false,
  };
}

function withImages(options: sanitizeHtml.IOptions): sanitizeHtml.IOptions {
  return {
    ...options,
    transformTags: { ...options.transformTags, img: (tagName, attribs) => ({ tagName, attribs: withSafeUrl(attribs, 'src') }) },
  };
}

const INLINE_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'span'];
const inlineOptions = sharedOptions(INLINE_TAGS, { a: ['href', 'class', 'style', 'rel', 'target'] });

const POST_TAGS = [
  ...INLINE_TAGS, 'h1', 'h2', 'h3', 'h4', 'h5', 'blockquote', 'code', 'pre', 'hr', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'b', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'div', 'section',
];
const postOptions = withImages(sharedOptions(POST_TAGS, {
  a: ['href', 'class', 'style', 'rel', 'target'],
  img: ['src', 'alt', 'width', 'height', 'class', 'loading'],
  h1: ['id', 'class', 'style'], h2: ['id', 'class', 'style'], h3: ['id', 'class', 'style'], h4: ['id', 'class', 'style'], h5: ['id', 'class', 'style'],
  th: ['colspan', 'rowspan', 'class', 'style'], td: ['colspan', 'rowspan', 'class', 'style'],
}));
postOptions.allowedSchemesByTag = { img: ['http', 'https'] };

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
