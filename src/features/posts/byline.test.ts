import { describe, expect, it } from 'vitest';
import { authorFor, formatPostDate } from './byline';

describe('authorFor', () => {
  it('names the stored author, or the organisation for a company post', () => {
    expect(authorFor({ authorName: 'Eleanor Finch', isWithAuthor: true, isCompanyAuthor: false }, 'Harbour')).toBe('Eleanor Finch');
    expect(authorFor({ authorName: 'Docs team', isWithAuthor: false, isCompanyAuthor: true }, 'Brightstack')).toBe('Brightstack');
  });
  it('shows no author when the post neither asks for one nor names one', () => {
    expect(authorFor({ authorName: '  ', isWithAuthor: false, isCompanyAuthor: true }, 'Brightstack')).toBeNull();
    expect(authorFor({ authorName: null, isWithAuthor: true, isCompanyAuthor: false }, 'Brightstack')).toBeNull();
  });
});

describe('formatPostDate', () => {
  it('formats in the page language', () => {
    const date = new Date('2026-01-20T00:00:00Z');
    expect(formatPostDate(date, 'en')).toBe('January 20, 2026');
    expect(formatPostDate(date, 'es')).toBe('20 de enero de 2026');
    expect(formatPostDate(date, 'de')).toBe('20. Januar 2026');
  });
});
