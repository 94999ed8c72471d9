// Date-and-time fields in the browser's time, and a dismissal duration as the site's parser reads it.
import { describe, expect, it } from 'vitest';
import { dismissalMeaning, fromLocalInput, toLocalInput } from './local-time';

describe('local times', () => {
  it('shows an ISO time as a datetime-local value and takes it back', () => {
    const iso = new Date(2030, 0, 2, 18, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2030-01-02T18:30');
    expect(fromLocalInput('2030-01-02T18:30')).toBe(iso);
    expect(toLocalInput('')).toBe('');
    expect(fromLocalInput('')).toBe('');
  });
});

describe('dismissal durations', () => {
  it('says what the site reads, in the largest whole unit of the editor\'s language', () => {
    expect(dismissalMeaning('7 days', 'en')).toEqual({ state: 'readable', words: '7 days' });
    expect(dismissalMeaning('48 hours', 'de')).toEqual({ state: 'readable', words: '2 Tage' });
    expect(dismissalMeaning('1 minute', 'en')).toEqual({ state: 'readable', words: '1 minute' });
  });

  it('tells a blank duration (the site\'s one minute) from one the site cannot read', () => {
    expect(dismissalMeaning('', 'en')).toEqual({ state: 'blank', words: '1 minute' });
    expect(dismissalMeaning('a fortnight', 'en').state).toBe('unreadable');
  });
});
