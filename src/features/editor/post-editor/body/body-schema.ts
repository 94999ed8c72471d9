// What the post body's visual editor can hold (decision 059): the starter kit narrowed to the spec's
// allowlist plus headings h1–h5. Whatever the schema has no place for is dropped when HTML comes in
// (a paste, a drop, a value from the draft), so the schema is a first filter; the sanitisers, in the
// preview and on save, stay the authority. Pure module: no React, no DOM at import time.
import { Extension, Mark, getSchema, type Extensions } from '@tiptap/core';
import type { Schema } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { safeUrl, schemeAllowed } from '@/lib/rich-text-rules';

export const HEADING_LEVELS = [1, 2, 3, 4, 5] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** An address a link may keep: the sanitisers' own two checks (decision 059), so the editor never holds a link they would drop. */
export function linkAddressAllowed(url: string | null | undefined): boolean {
  if (!url) return false;
  const kept = safeUrl(url);
  return kept !== undefined && kept !== '' && schemeAllowed('a', kept);
}

/**
 * An address typed into the link form: what the form's message promises (https://, http://,
 * mailto:, tel:, or a path from the site's root), and what the sanitisers keep.
 */
export function isLinkAddress(value: string): boolean {
  const url = value.trim();
  return /^(?:https?:\/\/[^\s/]|mailto:\S|tel:\S|\/(?![/\\]))/i.test(url) && linkAddressAllowed(url);
}

/**
 * A heading's stored id: the page's anchor for it (post-toc.ts keeps a stored id, and shared links
 * point at it), so the editor keeps it instead of turning every seeded or renamed heading into a
 * body it cannot hold. A heading split in two does not hand its id to the second half.
 */
const HeadingAnchors = Extension.create({
  name: 'headingAnchors',
  addGlobalAttributes() {
    return [
      {
        types: ['heading'],
        attributes: {
          id: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element: HTMLElement) => element.getAttribute('id') || null,
            renderHTML: (attributes: Record<string, unknown>) => (attributes.id ? { id: String(attributes.id) } : {}),
          },
        },
      },
    ];
  },
});

/**
 * A span with classes and nothing else (`<span class="font-mono">` in the demo posts): the allowlist
 * keeps a span's class, so the editor does too, rather than sending such a body to the HTML view. A
 * span with a style still does not fit (its declarations are the sanitisers' to judge).
 */
const ClassedSpan = Mark.create({
  name: 'classedSpan',
  addAttributes() {
    return {
      class: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('class') || null,
        renderHTML: (attributes: Record<string, unknown>) => (attributes.class ? { class: String(attributes.class) } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span', getAttrs: (element: HTMLElement) => (element.getAttribute('class')?.trim() && element.attributes.length === 1 ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
});

/** The extensions that make the schema; the editor adds behaviour (keys, placeholder) on top, never nodes or marks. */
export const BODY_SCHEMA_EXTENSIONS: Extensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // The editor kit's history is the only one (decision 059): Tiptap's would be a second stack.
    undoRedo: false,
    trailingNode: false,
    gapcursor: false,
    heading: { levels: [...HEADING_LEVELS] },
    link: {
      openOnClick: false,
      // Typed addresses stay text; links come from the link form or a paste. An autolinked mark is
      // also "inclusive", which would stretch a link over whatever is typed after it.
      autolink: false,
      linkOnPaste: true,
      defaultProtocol: 'https',
      // No target, rel or class of the editor's own: the sanitisers add target and rel to external links.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => linkAddressAllowed(url),
      shouldAutoLink: (url) => linkAddressAllowed(url),
    },
  }),
  HeadingAnchors,
  ClassedSpan,
];

let schema: Schema | undefined;

/** The body's ProseMirror schema, built once. */
export function bodySchema(): Schema {
  schema ??= getSchema(BODY_SCHEMA_EXTENSIONS);
  return schema;
}
