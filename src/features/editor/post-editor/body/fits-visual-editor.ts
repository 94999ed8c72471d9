// Whether a stored body can open in the visual editor without losing anything (decision 059): a
// body with markup the schema cannot hold (tables, images, quotes, styles, an h6) opens in the code
// view instead of being silently reduced. The body is read exactly as the editor reads its value
// (Tiptap's createDocument), written back out, and both are compared in a canonical form, so what
// is only spelling (attribute order, entities, whitespace between blocks, <em><strong> against
// <strong><em>, the paragraph ProseMirror puts inside a bare <li>) does not count as a change.
import { createDocument, getHTMLFromFragment, isNodeEmpty } from '@tiptap/core';
import { DOMSerializer, type Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorState } from '@tiptap/pm/state';
import { POST_ATTRIBUTES, attributeAllowed } from '@/lib/rich-text-rules';
import { keepToSanitiser } from './body-behaviour';
import { bodySchema } from './body-schema';

const ELEMENT = 1;
const TEXT = 3;

/** Elements that start a block of their own (the HTML spec's flow containers); everything else is read as inline. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'main', 'menu',
  'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);
/** Blocks whose children are text and inline markup. */
const TEXTBLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'dt', 'dd', 'figcaption', 'caption', 'summary', 'th', 'td']);
/** ProseMirror's whitespace (not the no-break space, which is text). */
const SPACES = /[ \t\n\r\f]+/g;

type Segment = { text: string; marks: string } | { leaf: string; br: boolean };

/** Thrown for a shape the editor cannot hold at all (a block inside inline markup). */
class Unrepresentable extends Error {}

const tagOf = (element: Element) => element.nodeName.toLowerCase();

/** An element's name and its attributes, sorted, as one token. */
function describe(element: Element): string {
  const attributes = Array.from(element.attributes, (attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`).sort();
  return [tagOf(element), ...attributes].join(' ');
}

function hasText(node: Node): boolean {
  return Array.from(node.childNodes).some((child) => child.nodeType === TEXT || (child.nodeType === ELEMENT && hasText(child)));
}

/** Collects a node of inline content as runs of text with the set of marks around them. */
function collectInline(node: Node, marks: readonly string[], into: Segment[]) {
  if (node.nodeType === TEXT) {
    into.push({ text: node.nodeValue ?? '', marks: [...new Set(marks)].sort().join('\u0001') });
    return;
  }
  if (node.nodeType !== ELEMENT) return;
  const element = node as Element;
  const tag = tagOf(element);
  if (BLOCKS.has(tag)) throw new Unrepresentable(tag);
  // A <br>, or an element with no text (an image, an empty <span>): kept as an atom, so that
  // losing it is a change.
  if (tag === 'br' || !hasText(element)) into.push({ leaf: describe(element), br: tag === 'br' });
  else for (const child of Array.from(element.childNodes)) collectInline(child, [...marks, describe(element)], into);
}

/** Runs of inline content with whitespace as ProseMirror reads it: collapsed, and dropped at line edges. */
function normalise(segments: Segment[]): string[] {
  const out: Segment[] = [];
  const trimEnd = () => {
    for (let last = out.at(-1); last && 'text' in last && last.text.endsWith(' '); last = out.at(-1)) {
      last.text = last.text.slice(0, -1);
      if (last.text) break;
      out.pop();
    }
  };
  for (const segment of segments) {
    if ('leaf' in segment) {
      if (segment.br) trimEnd();
      out.push(segment);
      continue;
    }
    const previous = out.at(-1);
    let text = segment.text.replace(SPACES, ' ');
    if (text.startsWith(' ') && (!previous || ('br' in previous && previous.br) || ('text' in previous && previous.text.endsWith(' ')))) {
      text = text.slice(1);
    }
    if (!text) continue;
    if (previous && 'text' in previous && previous.marks === segment.marks) previous.text += text;
    else out.push({ text, marks: segment.marks });
  }
  trimEnd();
  return out.map((segment) => ('leaf' in segment ? `leaf ${segment.leaf}` : `text ${segment.marks}\u0002${segment.text}`));
}

/** The canonical form of a container's children: block tokens, with loose inline content in an implied paragraph. */
function canonicalBlocks(parent: Node, out: string[]) {
  let run: Segment[] = [];
  const flush = () => {
    const inline = normalise(run);
    run = [];
    if (inline.length) out.push('<p>', ...inline, '</p>');
  };
  for (const child of Array.from(parent.childNodes)) {
    const tag = child.nodeType === ELEMENT ? tagOf(child as Element) : '';
    if (!BLOCKS.has(tag)) {
      collectInline(child, [], run);
      continue;
    }
    const element = child as Element;
    flush();
    out.push(`<${describe(element)}>`);
    if (TEXTBLOCKS.has(tag)) {
      const inline: Segment[] = [];
      for (const grandchild of Array.from(element.childNodes)) collectInline(grandchild, [], inline);
      out.push(...normalise(inline));
    } else {
      canonicalBlocks(element, out);
    }
    out.push(`</${tag}>`);
  }
  flush();
}

function canonical(root: Node): string {
  const out: string[] = [];
  canonicalBlocks(root, out);
  return out.join('\n');
}

/** Every element of the tree, depth first. */
function elementsOf(root: Node): Element[] {
  return Array.from(root.childNodes).flatMap((child) => (child.nodeType === ELEMENT ? [child as Element, ...elementsOf(child)] : []));
}

/** The body read the way the visual editor reads its value, and kept to what the sanitisers keep. */
function readAsEditor(html: string) {
  return keepToSanitiser(EditorState.create({ doc: createDocument(html, bodySchema()) }).tr).doc;
}

/** A document as the field gives it out: its HTML, or '' when it is empty (never '<p></p>'). */
export function htmlOf(doc: ProseMirrorNode): string {
  return isNodeEmpty(doc) ? '' : getHTMLFromFragment(doc.content, doc.type.schema);
}

/** What the visual editor makes of `html`: the HTML it would hold and give back. Browser only. */
export function throughBodySchema(html: string): string {
  return htmlOf(readAsEditor(html));
}

let remembered: { html: string; fits: boolean } | undefined;

/**
 * Whether every element and attribute of `html` survives the visual editor's schema unchanged.
 * Needs the browser's DOMParser: outside a browser the answer is false (the code view loses nothing).
 */
export function fitsVisualEditor(html: string): boolean {
  if (!html.trim()) return true;
  if (typeof window === 'undefined' || typeof window.DOMParser !== 'function') return false;
  if (remembered?.html === html) return remembered.fits;
  let fits = false;
  try {
    // The body as given, read on its own: the editor's reading (createDocument) first drops text
    // nodes that are only a line break, which can run two words together, and that is a change.
    const given = new window.DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
    const schema = bodySchema();
    const written = DOMSerializer.fromSchema(schema).serializeFragment(readAsEditor(html).content, { document: given.ownerDocument });
    fits =
      elementsOf(given).every((element) => Array.from(element.attributes).every((attribute) => attributeAllowed(POST_ATTRIBUTES, tagOf(element), attribute.name))) &&
      canonical(given) === canonical(written);
  } catch {
    // Unrepresentable, or markup the parser or the schema choked on: the code view loses nothing.
  }
  remembered = { html, fits };
  return fits;
}
