// Runs in Chromium, bundled with the browser sanitiser (tests/integration/sanitiser-equivalence.test.ts):
// sanitises each payload the way an editor's preview does and judges the result against what the
// server's sanitize-html gave for the same payload.
//
// Both outputs are read by the browser's HTML parser, as a preview or a public page reads them.
// - identical: the two parse to the same tree (attributes in any order).
// - stricter: not identical, but every element of the browser's output is also in the server's,
//   and every attribute with its exact value (`a[href="/x"]`) too: the browser kept nothing the server
//   did not; it may have kept less (text, an attribute, an element).
// - laxer: anything else; a failure.
// Apart from that comparison, the browser's output must be safe on its own: only the allowlist's
// elements and attributes, no on* handler, every href and src read by the browser's URL parser in an
// allowed scheme, every style declaration an allowed property with an allowed value, a tree that
// parses the same again (no mutation on re-serialising), and, put into the live page, no dialog.
// Plain text (toPlainText) is compared as the string it is: identical, or only shorter by dropped text.
import {
  ALLOWED_SCHEMES, IMAGE_SCHEMES, INLINE_ATTRIBUTES, INLINE_TAGS, POST_ATTRIBUTES, POST_TAGS, SAFE_STYLES,
  attributeAllowed, type AttributeRules, type RichTextSanitiser,
} from '../../src/lib/rich-text-rules';
import { createSanitiser, richTextSanitiser } from '../../src/lib/sanitize-browser';

export type Mode = keyof RichTextSanitiser;
export type Case = { payload: string; mode: Mode; server: string };
export type Verdict = { kind: 'identical' | 'stricter' | 'laxer'; sameString: boolean; browser: string; problems: string[] };

const RULES: Record<Mode, { tags: readonly string[]; attributes: AttributeRules }> = {
  sanitizeRichText: { tags: INLINE_TAGS, attributes: INLINE_ATTRIBUTES },
  sanitizePostHtml: { tags: POST_TAGS, attributes: POST_ATTRIBUTES },
  toPlainText: { tags: [], attributes: {} },
};

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Elements without an end tag: written with one, `</br>` would read as a second line break. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** A tree written out with each element's attributes sorted: equal strings, equal trees. */
function canonical(node: Node): string {
  return [...node.childNodes].map((child) => {
    if (child instanceof Element) {
      const attributes = [...child.attributes].map((a) => ` ${a.name}="${escapeText(a.value).replace(/"/g, '&quot;')}"`).sort().join('');
      const open = `<${child.localName}${attributes}>`;
      if (VOID.has(child.localName) && child.namespaceURI === 'http://www.w3.org/1999/xhtml') return open;
      return `${open}${canonical(child instanceof HTMLTemplateElement ? child.content : child)}</${child.localName}>`;
    }
    if (child.nodeType === Node.TEXT_NODE) return escapeText(child.textContent ?? '');
    return `<!--${child.textContent ?? ''}-->`;
  }).join('');
}

/** Each element as `tag`, each attribute as `tag[name="value"]`. */
function features(fragment: DocumentFragment): Set<string> {
  const found = new Set<string>();
  for (const element of fragment.querySelectorAll('*')) {
    found.add(element.localName);
    for (const attribute of element.attributes) found.add(`${element.localName}[${attribute.name}=${JSON.stringify(attribute.value)}]`);
  }
  return found;
}

/** What makes an output unsafe, read without the sanitiser's own code. */
function problems(fragment: DocumentFragment, mode: Mode): string[] {
  const { tags, attributes } = RULES[mode];
  const found: string[] = [];
  if (fragment.querySelector('template')) found.push('a template');
  for (const element of fragment.querySelectorAll('*')) {
    const tag = element.localName;
    if (!tags.includes(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`element <${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) found.push(`handler ${tag}[${name}]`);
      if (!attributeAllowed(attributes, tag, name)) found.push(`attribute ${tag}[${name}]`);
      if (name === 'href' || name === 'src') {
        const schemes: readonly string[] = tag === 'img' ? IMAGE_SCHEMES : ALLOWED_SCHEMES;
        let scheme = '';
        try {
          scheme = new URL(value, 'https://site.example/page').protocol.replace(/:$/, '');
        } catch {
          scheme = 'unparsable';
        }
        if (!schemes.includes(scheme)) found.push(`${tag}[${name}] in scheme ${scheme}`);
      }
      if (name === 'style') {
        if (/url\s*\(|expression\s*\(|javascript:|@import|\\/i.test(value)) found.push(`style ${value}`);
        for (const declaration of value.split(';')) {
          const [property, ...rest] = declaration.split(':');
          const text = rest.join(':').replace(/\s*!important$/i, '');
          const patterns = Object.hasOwn(SAFE_STYLES, property) ? SAFE_STYLES[property] : [];
          if (!patterns.some((pattern) => pattern.test(text))) found.push(`style declaration ${declaration}`);
        }
      }
    }
  }
  const again = canonical(parse(canonical(fragment)));
  if (again !== canonical(fragment)) found.push('parses differently once written out');
  return found;
}

function judgeText(browser: string, server: string): Verdict {
  if (browser === server) return { kind: 'identical', sameString: true, browser, problems: [] };
  // Shorter only by dropped characters: every character of the browser's text in order in the server's.
  let at = 0;
  for (const char of server) if (char === browser[at]) at += 1;
  return { kind: at === browser.length ? 'stricter' : 'laxer', sameString: false, browser, problems: [] };
}

function judgeOne(item: Case, sanitiser: RichTextSanitiser): Verdict {
  const browser = sanitiser[item.mode](item.payload);
  if (item.mode === 'toPlainText') return judgeText(browser, item.server);
  const ours = parse(browser);
  const theirs = parse(item.server);
  const found = problems(ours, item.mode);
  if (canonical(ours) === canonical(theirs)) return { kind: 'identical', sameString: browser === item.server, browser, problems: found };
  const known = features(theirs);
  const extra = [...features(ours)].filter((feature) => !known.has(feature));
  return { kind: extra.length ? 'laxer' : 'stricter', sameString: false, browser, problems: [...found, ...extra.map((feature) => `not in the server's output: ${feature}`)] };
}

/**
 * A sanitiser that is wrong on purpose: titles keep images and their onerror handlers. The test
 * shows the comparison catches it, so a green run means something.
 */
function careless(): RichTextSanitiser {
  const attributes: AttributeRules = { ...INLINE_ATTRIBUTES, '*': [...INLINE_ATTRIBUTES['*'], 'onerror'], img: ['src'] };
  return { ...richTextSanitiser, sanitizeRichText: createSanitiser([...INLINE_TAGS, 'img'], attributes) };
}

/** Judges every case, then puts the browser's outputs into the live page and counts the dialogs they open. */
export async function judge(cases: Case[], which: 'shipped' | 'careless' = 'shipped'): Promise<{ verdicts: Verdict[]; dialogs: number }> {
  const sanitiser = which === 'careless' ? careless() : richTextSanitiser;
  const verdicts = cases.map((item) => judgeOne(item, sanitiser));
  let dialogs = 0;
  const count = () => {
    dialogs += 1;
    return null;
  };
  Object.assign(window, { alert: count, confirm: count, prompt: count, print: count });
  const stage = document.createElement('div');
  document.body.append(stage);
  verdicts.forEach((verdict, index) => {
    if (cases[index].mode === 'toPlainText') return;
    const holder = document.createElement('div');
    holder.innerHTML = verdict.browser;
    stage.append(holder);
  });
  // Every picture has loaded or failed (so its handlers, had any survived, have run), then two frames
  // for animation events.
  await Promise.all(
    [...stage.querySelectorAll('img')].map((image) =>
      image.complete
        ? undefined
        : new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          }),
    ),
  );
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  stage.remove();
  return { verdicts, dialogs };
}
