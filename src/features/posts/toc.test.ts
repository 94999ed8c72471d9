import { describe, expect, it } from 'vitest';
import { headingSlug, idAllocator, prepareBody, readingMinutes, textOf, tocDepth } from './toc';

describe('headingSlug', () => {
  it('lower-cases and joins words with hyphens', () => {
    expect(headingSlug('Weeks one and two: papers & checks')).toBe('weeks-one-and-two-papers-checks');
  });
  it('drops accents but keeps letters of other scripts', () => {
    expect(headingSlug('Qué traer a la reunión')).toBe('que-traer-a-la-reunion');
    expect(headingSlug('Шаг первый')).toBe('шаг-первый');
    expect(headingSlug('始めに')).toBe('始めに');
  });
  it('is empty for text without letters or digits, and never ends with a hyphen when cut', () => {
    expect(headingSlug('!!!')).toBe('');
    const long = headingSlug(`${'a'.repeat(63)} b`);
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long.endsWith('-')).toBe(false);
  });
});

describe('idAllocator', () => {
  it('adds a counter to repeated ids and avoids reserved ones', () => {
    const next = idAllocator(['main']);
    expect(next('intro')).toBe('intro');
    expect(next('intro')).toBe('intro-2');
    expect(next('intro')).toBe('intro-3');
    expect(next('main')).toBe('main-2');
    expect(next('')).toBe('section');
  });
});

describe('textOf', () => {
  it('strips tags and decodes entities', () => {
    expect(textOf('<strong>Fees</strong> &amp; costs&#x21; &#8212; &lt;now&gt;')).toBe('Fees & costs! — <now>');
  });
});

describe('prepareBody', () => {
  it('keeps stored ids, derives missing ones and lists h1 to h5 in order', () => {
    const { html, toc } = prepareBody('<h2 id="first">First</h2><p>x</p><h3>Second part</h3><h5>Deep</h5><h6>Not listed</h6>');
    expect(toc).toEqual([
      { tag_id: 'first', tag_name: 'h2', tag_text: 'First' },
      { tag_id: 'second-part', tag_name: 'h3', tag_text: 'Second part' },
      { tag_id: 'deep', tag_name: 'h5', tag_text: 'Deep' },
    ]);
    expect(html).toContain('<h3 id="second-part">Second part</h3>');
    expect(html).toContain('<h2 id="first">First</h2>');
  });

  it('makes repeated headings unique and avoids ids the page already uses', () => {
    const { toc } = prepareBody('<h2>Notes</h2><h2>Notes</h2><h2 id="main">Main</h2>');
    expect(toc.map((e) => e.tag_id)).toEqual(['notes', 'notes-2', 'main-2']);
  });

  it('removes a leading h1 that repeats the title and hands its id to the page title', () => {
    const result = prepareBody('<h1 id="intro">Buying  your first HOME</h1><p>Text</p><h2>Next</h2>', { title: 'Buying your first home' });
    expect(result.html.startsWith('<p>Text</p>')).toBe(true);
    expect(result.titleId).toBe('intro');
    expect(result.toc[0]).toEqual({ tag_id: 'intro', tag_name: 'h1', tag_text: 'Buying your first home' });
  });

  it('turns any other h1 into an h2 so the page keeps one h1', () => {
    const result = prepareBody('<p>Lead</p><h1>Part one</h1>', { title: 'Another title' });
    expect(result.titleId).toBeNull();
    expect(result.html).toBe('<p>Lead</p><h2 id="part-one">Part one</h2>');
    expect(result.toc).toEqual([{ tag_id: 'part-one', tag_name: 'h1', tag_text: 'Part one' }]);
  });

  it('keeps other attributes and inline markup, and slugs a hostile stored id', () => {
    const { html } = prepareBody('<h2 class="lead" id="a b&quot;c">Say <em>hi</em></h2>');
    expect(html).toBe('<h2 id="a-b-c" class="lead">Say <em>hi</em></h2>');
  });

  it('returns an empty contents list for a body without headings', () => {
    expect(prepareBody('<p>Only text</p>').toc).toEqual([]);
  });
});

describe('tocDepth', () => {
  it('indents relative to the shallowest heading present', () => {
    const entries = [
      { tag_id: 'a', tag_name: 'h2', tag_text: 'A' },
      { tag_id: 'b', tag_name: 'h3', tag_text: 'B' },
      { tag_id: 'c', tag_name: 'h5', tag_text: 'C' },
    ] as const;
    expect(entries.map((e) => tocDepth(e, [...entries]))).toEqual([0, 1, 3]);
  });
});

describe('readingMinutes', () => {
  it('counts about 220 words a minute, at least one', () => {
    expect(readingMinutes('<p>short</p>')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(1100)}</p>`)).toBe(5);
  });
});
