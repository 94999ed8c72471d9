// The post body's visual editor, without a browser: its schema, what a paste of hostile HTML
// becomes, which stored bodies may open in it, its undo keys and the plugins around the schema.
// HTML is read by htmlparser2 through a stand-in DOM (mini-dom.ts): the schema's rules are what is
// under test, not the browser's parser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Editor, createNodeFromContent } from '@tiptap/core';
import { EditorState } from '@tiptap/pm/state';
import type { DecorationSet } from '@tiptap/pm/view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_SCHEMES, POST_ATTRIBUTES, attributeAllowed, schemeAllowed } from '@/lib/rich-text-rules';
import { BODY_BEHAVIOUR_EXTENSIONS, BODY_HISTORY_EVENT, EMPTY_HINT, HISTORY_KEYS, HistoryKeys, historyDirection, historyInput, keepCaret } from './body-behaviour';
import { BODY_SCHEMA_EXTENSIONS, bodySchema, isLinkAddress, linkAddressAllowed } from './body-schema';
import { fitsVisualEditor, htmlOf, throughBodySchema } from './fits-visual-editor';
import { installMiniDom, parseMini } from './mini-dom';

let removeDom: () => void;
beforeAll(() => {
  removeDom = installMiniDom();
});
afterAll(() => removeDom());

const SCHEMA_TAGS = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'span', 'h1', 'h2', 'h3', 'h4', 'h5']);

/** What must hold of anything the editor gives out: the schema's elements, attributes the sanitisers keep, safe addresses. */
function problemsIn(html: string): string[] {
  const problems: string[] = [];
  const walk = (node: ReturnType<typeof parseMini>) => {
    for (const child of node.childNodes) {
      if (child.nodeType !== 1) continue;
      const element = child as ReturnType<typeof parseMini>;
      const tag = element.localName;
      if (!SCHEMA_TAGS.has(tag)) problems.push(`<${tag}>`);
      for (const { name, value } of element.attributes) {
        if (!attributeAllowed(POST_ATTRIBUTES, tag, name) || name === 'style') problems.push(`${tag}[${name}]`);
        if (name === 'href' && !(linkAddressAllowed(value) && schemeAllowed('a', value))) problems.push(`href=${value}`);
      }
      walk(element);
    }
  };
  walk(parseMini(html));
  return problems;
}

describe('the schema', () => {
  it("holds the spec's allowlist plus headings h1–h5, and nothing else", () => {
    const schema = bodySchema();
    expect(Object.keys(schema.nodes).sort()).toEqual(['bulletList', 'doc', 'hardBreak', 'heading', 'listItem', 'orderedList', 'paragraph', 'text']);
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'classedSpan', 'italic', 'link']);
    expect(throughBodySchema('<h1>1</h1><h5>5</h5><h6>6</h6>')).toBe('<h1>1</h1><h5>5</h5><p>6</p>');
  });

  it('is the schema the editor runs: the behaviour around it adds no node, mark or attribute', () => {
    const editor = new Editor({ element: null, extensions: [...BODY_SCHEMA_EXTENSIONS, ...BODY_BEHAVIOUR_EXTENSIONS] });
    const shape = (schema: typeof editor.schema) =>
      [...Object.values(schema.nodes), ...Object.values(schema.marks)].map((type) => `${type.name}(${Object.keys(type.spec.attrs ?? {}).join()})`);
    expect(shape(editor.schema)).toEqual(shape(bodySchema()));
    editor.destroy();
  });

  it('writes bold as <strong> and italic as <em>, and gives an empty document as an empty string', () => {
    expect(throughBodySchema('<p>Hello <b>world</b> and <i>you</i></p>')).toBe('<p>Hello <strong>world</strong> and <em>you</em></p>');
    expect(throughBodySchema('')).toBe('');
    expect(throughBodySchema('<p></p><h2></h2>')).toBe('');
  });

  it("keeps a heading's stored id, which the page uses as its anchor", () => {
    expect(throughBodySchema('<h2 id="costs">Costs</h2>')).toBe('<h2 id="costs">Costs</h2>');
  });

  it('keeps links to addresses the sanitisers keep, adding no target or rel of its own', () => {
    const kept = ['/help-center', 'https://example.test/a?b=c', 'mailto:privacy@example.test', 'tel:+35315550148', '#intro'];
    for (const href of kept) expect(throughBodySchema(`<p><a href="${href}">x</a></p>`)).toBe(`<p><a href="${href}">x</a></p>`);
    const refused = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.test/', 'ftp://files.test'];
    for (const href of refused) expect(throughBodySchema(`<p><a href="${href.replace(/"/g, '&quot;')}">x</a></p>`), href).toBe('<p>x</p>');
  });
});

describe('a paste of hostile HTML', () => {
  const payloads = [
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<script>alert(1)</script><p>after</p>',
    '<p style="color:red" onclick="alert(1)" class="hidden">styled</p>',
    '<p><span style="background:url(javascript:alert(1))">x</span></p>',
    '<h2 onmouseover="alert(1)" style="position:fixed">Title</h2>',
    '<svg onload=alert(1)><a href="javascript:alert(1)">svg</a></svg>',
    '<iframe src="javascript:alert(1)"></iframe><p>x</p>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" target="_top">data</a>',
    '<strong onclick="alert(1)">bold</strong><em style="x">it</em>',
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
    '<a href="https://ok.test" onmouseover="alert(1)" title="t">fine</a>',
  ];

  it.each(payloads)('%s keeps no script, handler, style or unsafe address', (payload) => {
    const html = throughBodySchema(payload);
    expect(problemsIn(html)).toEqual([]);
    expect(html).not.toMatch(/<script|onerror|onclick|onload|onmouseover|javascript:|data:text|style=/i);
  });

  it('keeps the text around what it drops', () => {
    expect(throughBodySchema('<img src=x onerror=alert(1)><p>after</p>')).toBe('<p>after</p>');
    expect(throughBodySchema('<a href="javascript:alert(1)">click</a>')).toBe('<p>click</p>');
    expect(throughBodySchema('<script>alert(1)</script><p>after</p>')).toBe('<p>after</p>');
  });

  it('gives only allowlisted markup for every payload of both XSS corpora', () => {
    const corpora = path.resolve(__dirname, '../../../../../tests/fixtures/xss');
    const owasp: string[] = JSON.parse(readFileSync(path.join(corpora, 'owasp-filter-evasion.json'), 'utf8'));
    const dompurify: { payload: string }[] = JSON.parse(readFileSync(path.join(corpora, 'dompurify-fixture-payloads.json'), 'utf8'));
    const vectors = [...owasp, ...dompurify.map((fixture) => fixture.payload)];
    expect(vectors.length).toBeGreaterThan(300);
    const failures = vectors.flatMap((vector) => problemsIn(throughBodySchema(vector)).map((problem) => `${problem} from ${vector}`));
    expect(failures).toEqual([]);
  });
});

describe('fitsVisualEditor', () => {
  const seededShape = [
    '<h1 id="buying-your-first-home">Buying your first home</h1>',
    '<p>Most buyers start with <strong>a budget</strong>, then a <em>mortgage in principle</em>.</p>',
    '<h2 id="costs">Costs &amp; fees</h2>',
    '<ul>',
    '  <li>Stamp duty</li>',
    '  <li>Legal fees<ul><li>Searches</li></ul></li>',
    '</ul>',
    '<ol><li><p>Apply</p></li><li>Wait&nbsp;a week</li></ol>',
    '<p>Write to <a href="mailto:privacy@harbourfinch.test">privacy@harbourfinch.test</a>, call <a href="tel:+35315550148">us</a> or see <a href="/help-center">help</a>.<br>Thanks.</p>',
    '<p><a href="https://example.test/" rel="noopener noreferrer nofollow" target="_blank">an external link, as the sanitiser writes it</a></p>',
    '<p><em><strong>both</strong></em> and <strong><em>both</em></strong></p>',
  ].join('\n');

  it('says yes to what the visual editor holds unchanged', () => {
    expect(fitsVisualEditor('')).toBe(true);
    expect(fitsVisualEditor('<p>Plain text</p>')).toBe(true);
    expect(fitsVisualEditor(seededShape)).toBe(true);
    expect(fitsVisualEditor(throughBodySchema(seededShape))).toBe(true);
  });

  it('keeps a span that carries only classes, as the demo posts write them', () => {
    const html = '<p>Run <span class="font-mono">npm start</span> once.</p>';
    expect(fitsVisualEditor(html)).toBe(true);
    expect(throughBodySchema(html)).toBe(html);
    expect(fitsVisualEditor('<p><span class="font-mono" style="color:#c00">both</span></p>')).toBe(false);
  });

  it.each([
    ['a table', '<table><tbody><tr><td>x</td></tr></tbody></table>'],
    ['an image', '<p>Look: <img src="https://example.test/a.png" alt="a"></p>'],
    ['a quote', '<blockquote><p>Said</p></blockquote>'],
    ['code', '<pre><code>let a = 1;</code></pre>'],
    ['inline code', '<p>Run <code>npm test</code></p>'],
    ['a rule', '<p>a</p><hr><p>b</p>'],
    ['a figure', '<figure><figcaption>Caption</figcaption></figure>'],
    ['a styled span', '<p><span style="color:#c00">red</span></p>'],
    ['an h6', '<h6>Small</h6>'],
    ['a paragraph with a class', '<p class="lead">Lead</p>'],
    ['a centred paragraph', '<p style="text-align:center">Centred</p>'],
    ['<b>, which it would write as <strong>', '<p><b>bold</b></p>'],
    ['underline', '<p><u>under</u></p>'],
    ['a div', '<div><p>x</p></div>'],
    ['a numbered list that starts at 3', '<ol start="3"><li>x</li></ol>'],
    ['a link with a title', '<p><a href="/a" title="More">x</a></p>'],
    ['a link to a refused address', '<p><a href="javascript:alert(1)">x</a></p>'],
    ['an empty inline element', '<p>a<strong></strong>b</p>'],
    ['a list inside inline markup', '<strong><ul><li>x</li></ul></strong>'],
    ['words the editor would run together', '<p><strong>one</strong>\n<em>two</em></p>'],
  ])('says no to %s', (_name, html) => {
    expect(fitsVisualEditor(html)).toBe(false);
  });

  it('says no outside a browser, where it cannot read HTML (the code view loses nothing)', () => {
    removeDom();
    try {
      expect(fitsVisualEditor('<p>Plain text, not read before</p>')).toBe(false);
    } finally {
      removeDom = installMiniDom();
    }
  });
});

describe('the undo keys', () => {
  const key = (key: string, modifiers: Partial<Record<'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'isComposing', boolean>> = {}, code = '') => ({
    key,
    code,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...modifiers,
  });

  it('reads Cmd/Ctrl+Z as undo, Shift+Cmd/Ctrl+Z and Cmd/Ctrl+Y as redo, and nothing else', () => {
    expect(historyDirection(key('z', { ctrlKey: true }))).toBe('undo');
    expect(historyDirection(key('z', { metaKey: true }))).toBe('undo');
    expect(historyDirection(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyDirection(key('y', { ctrlKey: true }))).toBe('redo');
    expect(historyDirection(key('я', { ctrlKey: true }, 'KeyZ'))).toBe('undo');
    expect(historyDirection(key('z'))).toBeNull();
    expect(historyDirection(key('Y', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(historyDirection(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyDirection(key('z', { ctrlKey: true, isComposing: true }))).toBeNull();
    expect(historyDirection(key('b', { ctrlKey: true }))).toBeNull();
    expect([historyInput('historyUndo'), historyInput('historyRedo'), historyInput('insertText')]).toEqual(['undo', 'redo', null]);
  });

  it("takes the key from ProseMirror, stops it there and sends the kit's step up from the text box", () => {
    const editor = new Editor({ element: null, extensions: [...BODY_SCHEMA_EXTENSIONS, HistoryKeys] });
    const plugin = editor.extensionManager.plugins.find((candidate) => candidate.spec.key === HISTORY_KEYS);
    const dom = new EventTarget();
    const sent: string[] = [];
    dom.addEventListener(BODY_HISTORY_EVENT, (event) => sent.push((event as CustomEvent<string>).detail));
    let stopped = 0;
    const press = (modifiers: { shiftKey?: boolean }, letter = 'z') =>
      plugin?.props.handleKeyDown?.call(plugin, { dom } as never, { ...key(letter, { ctrlKey: true, ...modifiers }), stopPropagation: () => (stopped += 1) } as never);
    expect(press({})).toBe(true);
    expect(press({ shiftKey: true })).toBe(true);
    expect(press({}, 'b')).toBe(false);
    expect(sent).toEqual(['undo', 'redo']);
    expect(stopped).toBe(2);
    editor.destroy();
  });
});

describe('around the schema', () => {
  const stateWith = (html: string) => {
    const editor = new Editor({ element: null, extensions: [...BODY_SCHEMA_EXTENSIONS, ...BODY_BEHAVIOUR_EXTENSIONS] });
    const state = EditorState.create({ schema: editor.schema, doc: createNodeFromContent(html, editor.schema, { slice: false }) as never, plugins: editor.extensionManager.plugins });
    return { editor, state };
  };

  it('takes out list numbering and link titles that the page would not show, as they come in', () => {
    const { editor, state } = stateWith('<p>start</p>');
    const pasted = createNodeFromContent('<ol start="3" type="a"><li>third</li></ol><p><a href="/a" title="More">x</a></p>', editor.schema);
    const next = state.applyTransaction(state.tr.replaceWith(0, state.doc.content.size, pasted)).state;
    expect(htmlOf(next.doc)).toBe('<ol><li><p>third</p></li></ol><p><a href="/a">x</a></p>');
    editor.destroy();
  });

  it('marks the lone empty block of an empty document for the placeholder, and nothing once there is text', () => {
    const empty = stateWith('');
    const decorations = (state: EditorState) => {
      const plugin = EMPTY_HINT.get(state);
      return plugin ? ((plugin.props.decorations?.call(plugin, state) as DecorationSet | null) ?? null) : undefined;
    };
    expect(decorations(empty.state)?.find().map((decoration) => decoration.from)).toEqual([0]);
    const written = stateWith('<p>text</p>');
    expect(decorations(written.state)).toBeNull();
    empty.editor.destroy();
    written.editor.destroy();
  });

  it('replaces the document from outside without an update, and keeps the caret within the new one', () => {
    const editor = new Editor({ element: null, extensions: [...BODY_SCHEMA_EXTENSIONS, ...BODY_BEHAVIOUR_EXTENSIONS], content: '<p>A much longer paragraph than the next one</p>' });
    let updates = 0;
    editor.on('update', () => (updates += 1));
    editor.commands.setTextSelection(30);
    editor
      .chain()
      .setContent('<p>Short</p>', { emitUpdate: false })
      .command(({ tr }) => {
        keepCaret(tr, 30, 30);
        return true;
      })
      .run();
    expect(editor.getHTML()).toBe('<p>Short</p>');
    expect(updates).toBe(0);
    expect(editor.state.selection.from).toBe(6);
    editor.commands.setTextSelection(3);
    editor
      .chain()
      .setContent('<p>Short, then longer</p>', { emitUpdate: false })
      .command(({ tr }) => {
        keepCaret(tr, 3, 3);
        return true;
      })
      .run();
    expect(editor.state.selection.from).toBe(3);
    editor.destroy();
  });
});

describe('the link form', () => {
  it('takes the addresses its message names, and only those the sanitisers keep', () => {
    for (const address of ['https://example.test', 'http://example.test/a', 'mailto:a@example.test', 'tel:+441234', '/about', ' /about ']) {
      expect(isLinkAddress(address), address).toBe(true);
    }
    for (const address of ['', 'example.test', 'javascript:alert(1)', '//evil.test', '/\\evil.test', 'https://', 'ftp://x.test', 'data:text/html,x']) {
      expect(isLinkAddress(address), address).toBe(false);
    }
    expect(ALLOWED_SCHEMES).toEqual(['http', 'https', 'mailto', 'tel']);
  });
});
