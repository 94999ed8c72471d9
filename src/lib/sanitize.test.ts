import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { plainText, sanitizePostHtml, sanitizeRichText } from './sanitize';

// A copy of the shared corpora (see its README for their sources), so a clone anywhere runs this test.
const corpusDir = path.resolve(__dirname, '../../tests/fixtures/xss');
const owasp: string[] = JSON.parse(readFileSync(path.join(corpusDir, 'owasp-filter-evasion.json'), 'utf8'));
const dompurify: { payload: string }[] = JSON.parse(readFileSync(path.join(corpusDir, 'dompurify-fixture-payloads.json'), 'utf8'));
const vectors = [...owasp, ...dompurify.map((f) => f.payload)];

const POST_TAGS = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'blockquote', 'code', 'pre', 'hr', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'b', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'div', 'section']);

/** Everything a browser would treat as markup in the output, read by a real HTML parser. */
function problemsIn(html: string): string[] {
  const problems: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (!POST_TAGS.has(name)) problems.push(`tag <${name}>`);
      for (const [attr, value] of Object.entries(attributes)) {
        if (attr.startsWith('on')) problems.push(`handler ${attr}`);
        if (!['href', 'src', 'class', 'style', 'id', 'alt', 'width', 'height', 'rel', 'target', 'colspan', 'rowspan', 'loading'].includes(attr)) problems.push(`attribute ${attr}`);
        const compact = value.replace(/[\u0000-\u0020\u007f-\u00a0\u2000-\u2029\ufeff]/g, '').toLowerCase();
        if (/^(javascript|vbscript|data):/.test(compact)) problems.push(`${attr}=${value}`);
        if (attr === 'style' && /url\(|expression\(/i.test(value)) problems.push(`style ${value}`);
      }
    },
  });
  parser.write(html);
  parser.end();
  return problems;
}

describe('rich text sanitiser', () => {
  it('keeps the allowlist', () => {
    const html = '<p>Hi <strong>there</strong> <em>you</em> <a class="link" href="/about">about</a><br></p><ul><li>a</li></ul><ol><li>b</li></ol><span style="color:red">c</span>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });
  it('drops tags and attributes outside the allowlist', () => {
    expect(sanitizeRichText('<h1 id="x" onclick="a()">T</h1><iframe src="https://x"></iframe><div>d</div>')).toBe('Td');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<span style="background:url(javascript:alert(1))">x</span>')).toBe('<span>x</span>');
  });
  it(`neutralises all ${vectors.length} published XSS vectors`, () => {
    expect(vectors.length).toBeGreaterThan(300);
    for (const vector of vectors) {
      for (const clean of [sanitizeRichText(vector), sanitizePostHtml(vector)]) {
        expect(problemsIn(clean), `vector ${JSON.stringify(vector)} gave ${JSON.stringify(clean)}`).toEqual([]);
      }
    }
  });
  it("keeps a link's classes only when they look like design tokens", () => {
    expect(sanitizeRichText('<a class="text-sky-600 <b>" href="/a">x</a>')).toBe('<a class="text-sky-600" href="/a">x</a>');
    expect(sanitizeRichText('<a class="<b> {x}" href="/a">x</a>')).toBe('<a href="/a">x</a>');
  });
  it('keeps post headings with their ids for the table of contents', () => {
    expect(sanitizePostHtml('<h2 id="intro" onclick="x()">Intro</h2><img src="/a.png" onerror="x()" alt="a">')).toBe('<h2 id="intro">Intro</h2><img alt="a" src="/a.png" />');
  });
});

describe('plainText (titles)', () => {
  it('reads entities back and drops markup, however it is spelled', () => {
    expect(plainText('Q&amp;A')).toBe('Q&A');
    expect(plainText('Q&A <b>now</b>')).toBe('Q&A now');
    expect(plainText('a < b and c > d')).toBe('a < b and c > d');
    expect(plainText('<script>alert(1)</script>Hi')).toBe('Hi');
    expect(plainText('&lt;img src=x onerror=alert(1)&gt;Hi')).toBe('Hi');
    expect(plainText('&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;')).not.toMatch(/<[a-z/]/i);
  });
});
