import { describe, expect, it } from 'vitest';
import { anchorSource, isAnchorId, nextAnchors, renamedHeadings, withAnchorAliases } from './heading-anchors';
import { headingSlug, prepareBody } from './post-toc';

describe('renamedHeadings', () => {
  it('pairs a heading whose id changed with the new id at its place among the unchanged ones', () => {
    expect([...renamedHeadings(['intro', 'fees', 'faq'], ['intro', 'costs', 'faq'])]).toEqual([['fees', 'costs']]);
    // Two renames in one stretch pair in order.
    expect([...renamedHeadings(['a', 'b', 'c'], ['x', 'y', 'c'])]).toEqual([['a', 'x'], ['b', 'y']]);
  });
  it('sees a heading added or removed as no rename', () => {
    expect(renamedHeadings(['a', 'b'], ['new', 'a', 'b']).size).toBe(0);
    expect(renamedHeadings(['a', 'b', 'c'], ['a', 'c']).size).toBe(0);
    // Removed and added in different places: not a rename either.
    expect(renamedHeadings(['a', 'b', 'c'], ['b', 'c', 'd']).size).toBe(0);
  });
});

describe('nextAnchors', () => {
  it('records the old id of a renamed heading', () => {
    expect(nextAnchors([], ['intro', 'fees'], ['intro', 'costs'])).toEqual([{ id: 'costs', aliases: ['fees'] }]);
  });
  it('re-points older aliases at the heading’s new id, so no alias leads to another alias', () => {
    const once = nextAnchors([], ['fees'], ['costs']);
    const twice = nextAnchors(once, ['costs'], ['prices']);
    expect(twice).toEqual([{ id: 'prices', aliases: ['fees', 'costs'] }]);
  });
  it('drops an alias that is a real heading’s id again, and the aliases of a heading removed', () => {
    const aliases = nextAnchors([], ['fees', 'faq'], ['costs', 'faq']);
    expect(nextAnchors(aliases, ['costs', 'faq'], ['costs', 'fees', 'faq'])).toEqual([]);
    expect(nextAnchors(aliases, ['costs', 'faq'], ['faq'])).toEqual([]);
  });
  it('renaming a heading back to its old wording removes the alias it left', () => {
    const aliases = nextAnchors([], ['fees'], ['costs']);
    expect(nextAnchors(aliases, ['costs'], ['fees'])).toEqual([{ id: 'fees', aliases: ['costs'] }]);
  });
  it('keeps aliases of untouched headings, and nothing changes when the headings do not', () => {
    const aliases = [{ id: 'costs', aliases: ['fees'] }];
    expect(nextAnchors(aliases, ['costs', 'faq'], ['costs', 'faq'])).toEqual(aliases);
    expect(nextAnchors(aliases, ['costs', 'faq'], ['costs', 'questions'])).toEqual([
      { id: 'costs', aliases: ['fees'] },
      { id: 'questions', aliases: ['faq'] },
    ]);
  });
  it('keeps at most the limit, dropping the aliases of the headings renamed longest ago first', () => {
    let aliases = nextAnchors([], ['a1', 'b1'], ['a2', 'b1']);
    aliases = nextAnchors(aliases, ['a2', 'b1'], ['a2', 'b2']);
    // a1 and a2 now lead to a3, b1 to b2; the heading a3 was renamed last.
    expect(nextAnchors(aliases, ['a2', 'b2'], ['a3', 'b2'], 3)).toEqual([{ id: 'b2', aliases: ['b1'] }, { id: 'a3', aliases: ['a1', 'a2'] }]);
    expect(nextAnchors(aliases, ['a2', 'b2'], ['a3', 'b2'], 2)).toEqual([{ id: 'a3', aliases: ['a1', 'a2'] }]);
    expect(nextAnchors(aliases, ['a2', 'b2'], ['a3', 'b2'], 1)).toEqual([{ id: 'a3', aliases: ['a2'] }]);
  });
  it('ignores stored values that are not anchor-safe', () => {
    const stored = [{ id: 'costs', aliases: ['"><script>', 'fees', 'a b'] }, { id: '<x>', aliases: ['y'] }];
    expect(nextAnchors(stored, ['costs'], ['costs'])).toEqual([{ id: 'costs', aliases: ['fees'] }]);
  });
});

describe('isAnchorId', () => {
  it('accepts what the page makes of any heading text, and nothing that could leave an attribute', () => {
    for (const text of ['Fees & costs', 'Шаг первый', '始めに', `<b onclick="x">"quoted"</b>`, 'x'.repeat(500), 'a\'b"c<d>e&f']) {
      const id = headingSlug(text);
      if (id) expect(isAnchorId(id), text).toBe(true);
    }
    for (const bad of ['', 'a b', 'a"b', '<x>', "a'b", 'a&b', '-a', 'a-', 'A#b', 'x'.repeat(81), 1, null]) expect(isAnchorId(bad)).toBe(false);
  });
});

describe('anchorSource', () => {
  it('names the translation shown in a language, else the post’s own content', () => {
    expect(anchorSource({ es: '<h2>Hola</h2>' }, 'es')).toBe('es');
    expect(anchorSource({ es: '  ' }, 'es')).toBe('default');
    expect(anchorSource({}, 'fr')).toBe('default');
  });
});

describe('withAnchorAliases', () => {
  const body = prepareBody('<h2>Costs</h2><p>Text</p><h3>Questions</h3>').html;
  it('puts one hidden, empty marker per alias at the start of the heading it leads to', () => {
    const html = withAnchorAliases(body, [{ id: 'costs', aliases: ['fees', 'prices'] }]);
    expect(html).toBe('<h2 id="costs"><span id="fees" aria-hidden="true"></span><span id="prices" aria-hidden="true"></span>Costs</h2><p>Text</p><h3 id="questions">Questions</h3>');
  });
  it('adds nothing without aliases, for a heading not on the page, or for an id already used', () => {
    expect(withAnchorAliases(body, [])).toBe(body);
    expect(withAnchorAliases(body, undefined)).toBe(body);
    expect(withAnchorAliases(body, [{ id: 'gone', aliases: ['old'] }])).toBe(body);
    expect(withAnchorAliases(body, [{ id: 'costs', aliases: ['questions', 'main'] }], { takenIds: ['main'] })).toBe(body);
    expect(withAnchorAliases(body, [{ id: 'costs', aliases: ['"><script>alert(1)</script>'] }])).toBe(body);
  });
});
