// For the body's unit tests only (Vitest runs them in Node, with no DOM). Just enough of the DOM
// for Tiptap and ProseMirror to parse HTML through the body's schema and write it back out:
// htmlparser2 reads the markup, these few classes stand in for the browser's nodes. Not imported
// by any application module.
import { parseDocument } from 'htmlparser2';

const XHTML = 'http://www.w3.org/1999/xhtml';
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

abstract class MiniNode {
  parentNode: MiniParent | null = null;
  abstract readonly nodeType: number;
  abstract readonly nodeName: string;
  constructor(readonly ownerDocument: MiniDocument) {}
  get nextSibling(): MiniNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  get previousSibling(): MiniNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) - 1] ?? null;
  }
  abstract get outerHTML(): string;
}

class MiniText extends MiniNode {
  readonly nodeType = 3;
  readonly nodeName = '#text';
  constructor(ownerDocument: MiniDocument, public nodeValue: string) {
    super(ownerDocument);
  }
  get textContent() {
    return this.nodeValue;
  }
  get outerHTML() {
    return this.nodeValue.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
  }
}

abstract class MiniParent extends MiniNode {
  childNodes: MiniNode[] = [];
  get firstChild() {
    return this.childNodes[0] ?? null;
  }
  get lastChild() {
    return this.childNodes.at(-1) ?? null;
  }
  appendChild<T extends MiniNode>(node: T): T {
    const moving = node instanceof MiniFragment ? [...node.childNodes] : [node];
    for (const child of moving) {
      child.parentNode?.removeChild(child);
      child.parentNode = this;
      this.childNodes.push(child);
    }
    return node;
  }
  removeChild<T extends MiniNode>(node: T): T {
    this.childNodes = this.childNodes.filter((child) => child !== node);
    node.parentNode = null;
    return node;
  }
  get textContent(): string {
    return this.childNodes.map((child) => (child instanceof MiniText || child instanceof MiniParent ? child.textContent : '')).join('');
  }
  get innerHTML() {
    return this.childNodes.map((child) => child.outerHTML).join('');
  }
}

class MiniFragment extends MiniParent {
  readonly nodeType = 11;
  readonly nodeName = '#document-fragment';
  get outerHTML() {
    return this.innerHTML;
  }
}

/** `tag` or `tag[attribute]`: the only selectors the body's parse rules use. */
const SELECTOR = /^([a-z][a-z0-9]*)((?:\[[a-z-]+\])*)$/;

class MiniElement extends MiniParent {
  readonly nodeType = 1;
  readonly namespaceURI = XHTML;
  private readonly attributeMap = new Map<string, string>();
  constructor(ownerDocument: MiniDocument, readonly localName: string) {
    super(ownerDocument);
  }
  get nodeName() {
    return this.localName.toUpperCase();
  }
  get tagName() {
    return this.nodeName;
  }
  get attributes() {
    return [...this.attributeMap].map(([name, value]) => ({ name, value }));
  }
  getAttribute(name: string) {
    return this.attributeMap.get(name.toLowerCase()) ?? null;
  }
  hasAttribute(name: string) {
    return this.attributeMap.has(name.toLowerCase());
  }
  setAttribute(name: string, value: unknown) {
    this.attributeMap.set(name.toLowerCase(), String(value));
  }
  removeAttribute(name: string) {
    this.attributeMap.delete(name.toLowerCase());
  }
  matches(selector: string): boolean {
    return selector.split(',').some((one) => {
      const match = SELECTOR.exec(one.trim());
      if (!match) throw new Error(`mini-dom: unsupported selector ${selector}`);
      const attributes = [...match[2].matchAll(/\[([a-z-]+)\]/g)].map(([, name]) => name);
      return match[1] === this.localName && attributes.every((name) => this.hasAttribute(name));
    });
  }
  querySelector(selector: string): MiniElement | null {
    for (const child of this.childNodes) {
      if (!(child instanceof MiniElement)) continue;
      if (child.matches(selector)) return child;
      const found = child.querySelector(selector);
      if (found) return found;
    }
    return null;
  }
  /** The inline style as CSSStyleDeclaration answers the parse rules (declarations, no cascade). */
  get style() {
    const declarations = new Map<string, string>();
    for (const piece of (this.getAttribute('style') ?? '').split(';')) {
      const colon = piece.indexOf(':');
      if (colon > 0) declarations.set(piece.slice(0, colon).trim().toLowerCase(), piece.slice(colon + 1).trim());
    }
    const get = (property: string) => declarations.get(property) ?? '';
    return { length: declarations.size, getPropertyValue: get, fontWeight: get('font-weight'), fontStyle: get('font-style'), whiteSpace: get('white-space') };
  }
  get outerHTML() {
    const attributes = this.attributes.map(({ name, value }) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`).join('');
    return VOID.has(this.localName) ? `<${this.localName}${attributes}>` : `<${this.localName}${attributes}>${this.innerHTML}</${this.localName}>`;
  }
}

class MiniDocument {
  readonly body: MiniElement;
  readonly implementation = { createHTMLDocument: () => new MiniDocument() };
  constructor() {
    this.body = this.createElement('body');
  }
  createElement(tag: string) {
    return new MiniElement(this, tag.toLowerCase());
  }
  createTextNode(text: string) {
    return new MiniText(this, text);
  }
  createDocumentFragment() {
    return new MiniFragment(this);
  }
}

type ParsedNode = { type: string; name?: string; data?: string; attribs?: Record<string, string>; children?: ParsedNode[] };

function copyInto(target: MiniParent, nodes: ParsedNode[], document: MiniDocument) {
  for (const node of nodes) {
    if (node.type === 'text') target.appendChild(document.createTextNode(node.data ?? ''));
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      const element = document.createElement(node.name ?? 'span');
      for (const [name, value] of Object.entries(node.attribs ?? {})) element.setAttribute(name, value);
      copyInto(element, node.children ?? [], document);
      target.appendChild(element);
    }
  }
}

class MiniDOMParser {
  parseFromString(html: string) {
    const document = new MiniDocument();
    const root = parseDocument(html) as unknown as ParsedNode;
    const body = (root.children ?? []).find((node) => node.name === 'body');
    copyInto(document.body, (body ?? root).children ?? [], document);
    return document;
  }
}

/** Puts the stand-in DOM on globalThis (window, document); the returned function takes it away again. */
export function installMiniDom(): () => void {
  const scope = globalThis as Record<string, unknown>;
  const before = { window: scope.window, document: scope.document, navigator: scope.navigator };
  const document = new MiniDocument();
  scope.document = document;
  scope.window = { DOMParser: MiniDOMParser, document };
  // Tiptap's keymap asks whether it runs on iOS; Node before 21 has no navigator.
  if (before.navigator === undefined) scope.navigator = { userAgent: 'node', platform: 'node', maxTouchPoints: 0 };
  return () => {
    for (const name of ['window', 'document', 'navigator'] as const) {
      if (before[name] === undefined) delete scope[name];
      else scope[name] = before[name];
    }
  };
}

/** Parses HTML with the stand-in DOM, for assertions on a result's elements and attributes. */
export function parseMini(html: string): MiniElement {
  return new MiniDOMParser().parseFromString(html).body;
}
