import { describe, expect, it } from 'vitest';
import { fitSize, hiddenOn, nextSize, openingSize, restorableState, RESTORE_WINDOW_MS, savedState, type WidgetState } from './widget-state';

describe('size cycle', () => {
  it('goes initial → half → fullscreen → initial on a larger screen', () => {
    expect(nextSize('initial', false)).toBe('half');
    expect(nextSize('half', false)).toBe('fullscreen');
    expect(nextSize('fullscreen', false)).toBe('initial');
  });

  it('goes half ↔ fullscreen on a phone, never to the small card', () => {
    expect(nextSize('half', true)).toBe('fullscreen');
    expect(nextSize('fullscreen', true)).toBe('half');
    // A card left at `initial` on a wide window shows as half on a phone: the next size is fullscreen.
    expect(nextSize('initial', true)).toBe('fullscreen');
  });

  it('opens at the small card on a larger screen and at half on a phone', () => {
    expect(openingSize(false)).toBe('initial');
    expect(openingSize(true)).toBe('half');
    expect(fitSize('initial', true)).toBe('half');
    expect(fitSize('initial', false)).toBe('initial');
    expect(fitSize('fullscreen', true)).toBe('fullscreen');
  });
});

describe('restoring the state saved before a language switch', () => {
  const state: WidgetState = { isOpen: true, size: 'half', activeTab: 'help', currentView: 'faq' };
  const now = 1_000_000;

  it('restores a record younger than five seconds', () => {
    expect(restorableState(savedState(state, now), now)).toEqual(state);
    expect(restorableState(savedState(state, now - RESTORE_WINDOW_MS + 1), now)).toEqual(state);
  });

  it('ignores a record five seconds old or older, or from the future', () => {
    expect(restorableState(savedState(state, now - RESTORE_WINDOW_MS), now)).toBeNull();
    expect(restorableState(savedState(state, now - 60_000), now)).toBeNull();
    expect(restorableState(savedState(state, now + 10), now)).toBeNull();
  });

  it('discards malformed data', () => {
    const fresh = (patch: Record<string, unknown>) => JSON.stringify({ ...state, timestamp: now, ...patch });
    expect(restorableState(null, now)).toBeNull();
    expect(restorableState('', now)).toBeNull();
    expect(restorableState('{not json', now)).toBeNull();
    expect(restorableState('null', now)).toBeNull();
    expect(restorableState('[1,2]', now)).toBeNull();
    expect(restorableState(fresh({ size: 'huge' }), now)).toBeNull();
    expect(restorableState(fresh({ isOpen: 'yes' }), now)).toBeNull();
    expect(restorableState(fresh({ activeTab: 'settings' }), now)).toBeNull();
    expect(restorableState(fresh({ currentView: '<script>' }), now)).toBeNull();
    expect(restorableState(fresh({ timestamp: 'now' }), now)).toBeNull();
    expect(restorableState(fresh({ timestamp: undefined }), now)).toBeNull();
  });

  it('keeps the tab consistent with the view', () => {
    const mixed = JSON.stringify({ ...state, activeTab: 'home', currentView: 'ai', timestamp: now });
    expect(restorableState(mixed, now)).toEqual({ ...state, activeTab: 'chat', currentView: 'ai' });
  });
});

describe('where the launcher shows', () => {
  it('stays off the admin area only', () => {
    expect(hiddenOn('/admin')).toBe(true);
    expect(hiddenOn('/admin/tickets')).toBe(true);
    expect(hiddenOn('/administration-fees')).toBe(false);
    expect(hiddenOn('/')).toBe(false);
    expect(hiddenOn('/login')).toBe(false);
    expect(hiddenOn('/help-center')).toBe(false);
  });
});
