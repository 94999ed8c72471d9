import { describe, expect, it } from 'vitest';
import { filterStyle, schemeAllowed } from './rich-text-rules';
import { sanitizePostHtml, sanitizeRichText } from './sanitize';

/** The style attribute the server keeps on a span, or undefined. */
function serverStyle(style: string): string | undefined {
  const html = sanitizeRichText(`<span style="${style.replace(/"/g, '&quot;')}">x</span>`);
  return /style="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

describe("the browser's reading of inline styles", () => {
  const styles = [
    'color: red', 'color:red;font-weight:bold', ' color : #0369a1 ; ', 'COLOR: red', 'color: red !important',
    'color: red!IMPORTANT', 'color: red ! important', 'text-align: center; text-align: middle', 'font-style: italic; margin: 0',
    'color: rgb(1, 2, 3)', 'color: rgb(1;2)', 'color: rgb(1', 'color: a:b', 'color: url(x)', 'background-color: expression(alert(1))',
    'color: "red"', "color: 'red'", 'color: re\\d', 'color: red /* note */', 'color: red; }', '*color: red', '_color: red',
    'color', ': red', 'color:', ';;color: blue;;', 'font-weight: 700; text-decoration: line-through', '--x: 1; color: red',
    'color: red\nblue', 'color:\tred', 'color: @red', 'color: red; background: url(javascript:alert(1))',
  ];

  it.each(styles)('keeps what the server keeps, or less: %j', (style) => {
    const browser = filterStyle(style);
    if (browser !== undefined) expect(browser).toBe(serverStyle(style));
  });

  it('keeps what ordinary content uses exactly as the server does', () => {
    for (const style of ['color: #0369a1; font-weight: bold', 'text-align:center;font-style:italic !important', 'background-color: rgb(240, 249, 255)']) {
      expect(filterStyle(style)).toBeDefined();
      expect(filterStyle(style)).toBe(serverStyle(style));
    }
  });
});

describe("the second address check", () => {
  it("refuses what the server's sanitiser refuses", () => {
    for (const [tag, url] of [['a', 'javascript:alert(1)'], ['a', ' java\tscript:x'], ['a', '//evil.example'], ['a', '\\\\evil'], ['img', 'mailto:a@b'], ['a', 'data:text/html,x'], ['a', 'java<!-- -->script:x']]) {
      expect(schemeAllowed(tag, url), `${tag} ${url}`).toBe(false);
      const html = tag === 'img' ? sanitizePostHtml(`<img src="${url}">`) : sanitizeRichText(`<a href="${url}">x</a>`);
      expect(html).not.toMatch(/href=|src=/);
    }
    for (const [tag, url] of [['a', '/about'], ['a', 'https://example.com'], ['a', 'mailto:a@b'], ['a', 'tel:+1'], ['a', '#top'], ['img', '/a.png']]) {
      expect(schemeAllowed(tag, url), `${tag} ${url}`).toBe(true);
    }
  });
});
