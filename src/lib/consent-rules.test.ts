import { describe, expect, it } from 'vitest';
import {
  acceptAllServices,
  categoryChosen,
  isEssentialCategory,
  isLockedService,
  rejectAllServices,
  saveSettingsServices,
  toggleCategory,
  type RuleCategory,
} from './consent-rules';

const catalogue: RuleCategory[] = [
  { name: 'ESSENTIAL', cookie_service: [{ id: 'session', active: true }, { id: 'csrf', active: true }] },
  { name: 'Analytics', cookie_service: [{ id: 'matomo', active: true }] },
  { name: 'Marketing', cookie_service: [{ id: 'linkedin', active: true }, { id: 'youtube', active: true }, { id: 'pixel', active: false }] },
];

describe('isEssentialCategory', () => {
  it('matches the name essential in any case, around spaces, and nothing else', () => {
    expect(['essential', 'Essential', 'ESSENTIAL', ' eSsEnTiAl '].map((name) => isEssentialCategory({ name }))).toEqual([true, true, true, true]);
    expect(['Essentials', 'Notwendig', 'non-essential', ''].map((name) => isEssentialCategory({ name }))).toEqual([false, false, false, false]);
  });
});

describe('the selection rules', () => {
  it('Accept all takes every active service', () => {
    expect(acceptAllServices(catalogue).sort()).toEqual(['csrf', 'linkedin', 'matomo', 'session', 'youtube']);
  });

  it('Reject all takes only the services of the essential category (any case)', () => {
    expect(rejectAllServices(catalogue).sort()).toEqual(['csrf', 'session']);
    const lower = catalogue.map((c) => (c.name === 'ESSENTIAL' ? { ...c, name: 'essential' } : c));
    expect(rejectAllServices(lower).sort()).toEqual(['csrf', 'session']);
  });

  it('a translated name counts as essential when the server says so', () => {
    const translated = [{ name: 'Notwendig', essential: true, cookie_service: [{ id: 'session' }] }, { name: 'Essential', essential: false, cookie_service: [{ id: 'x' }] }];
    expect(rejectAllServices(translated)).toEqual(['session']);
  });

  it('Reject all with no essential category records nothing', () => {
    expect(rejectAllServices(catalogue.slice(1))).toEqual([]);
  });

  it('Save settings keeps the choice, always adds the essential services and drops unknown or inactive ones', () => {
    expect(saveSettingsServices(catalogue, ['matomo', 'pixel', 'gone']).sort()).toEqual(['csrf', 'matomo', 'session']);
    expect(saveSettingsServices(catalogue, []).sort()).toEqual(['csrf', 'session']);
  });

  it('essential services are locked on, others are not', () => {
    expect(isLockedService(catalogue, 'session')).toBe(true);
    expect(isLockedService(catalogue, 'matomo')).toBe(false);
  });

  it('a category switch covers its active services; the essential one cannot be switched off', () => {
    const none = new Set<string>();
    expect(categoryChosen(catalogue[0], none)).toBe(true);
    expect(toggleCategory(catalogue[0], new Set(['session']), false).has('session')).toBe(true);
    const marketing = toggleCategory(catalogue[2], none, true);
    expect([...marketing].sort()).toEqual(['linkedin', 'youtube']);
    expect(categoryChosen(catalogue[2], marketing)).toBe(true);
    expect(categoryChosen(catalogue[2], new Set(['linkedin']))).toBe(false);
    expect(toggleCategory(catalogue[2], marketing, false).size).toBe(0);
  });
});
