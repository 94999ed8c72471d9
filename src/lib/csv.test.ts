import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csvCell', () => {
  it('writes plain values as they are', () => {
    expect(csvCell('consent')).toBe('consent');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-1.5)).toBe("'-1.5");
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(['analytics', 'marketing'])).toBe('analytics marketing');
    expect(csvCell('2026-11-27T12:00:00.000Z')).toBe('2026-11-27T12:00:00.000Z');
    expect(csvCell('a-b@c')).toBe('a-b@c');
  });

  it('turns every formula-like cell into text, whatever made it', () => {
    for (const start of ['=', '+', '-', '@']) {
      expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
      // Spaces before the sign do not stop a spreadsheet from reading a formula.
      expect(csvCell(`  ${start}cmd|' /C calc'!A0`)).toBe(`'  ${start}cmd|' /C calc'!A0`);
      expect(csvCell(`\u00a0${start}1`)).toBe(`'\u00a0${start}1`);
    }
    expect(csvCell('\tSUM(A1)')).toBe("'\tSUM(A1)");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('\n=1')).toBe(`"'\n=1"`);
    // A visitor id the server made, starting with a hyphen.
    expect(csvCell('-Xq3v_9aB')).toBe("'-Xq3v_9aB");
    expect(csvCell(['=HYPERLINK("http://evil.example")', 'x'])).toBe(`"'=HYPERLINK(""http://evil.example"") x"`);
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Mozilla/5.0 (X11, Linux)')).toBe('"Mozilla/5.0 (X11, Linux)"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', '=b', null, 'c,d'])).toBe(`a,'=b,,"c,d"\r\n`);
  });
});
