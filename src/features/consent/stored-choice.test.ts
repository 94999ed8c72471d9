import { describe, expect, it } from 'vitest';
import { knownFromServer, knownWithoutServer, parseStoredChoice } from './stored-choice';

const state = { services: ['a'], consent_given: true, policy_revision: 'r1', current_policy_revision: 'r1', current: true, decided_at: '2026-01-01T00:00:00Z' };

describe('knowing the decision without a request', () => {
  it('no cookie: undecided; a stored choice for this revision: decided; anything else asks the server', () => {
    expect(knownWithoutServer('', null, 'r1')).toEqual({ status: 'undecided', services: [] });
    expect(knownWithoutServer('x=1; cookies_accepted=true', { revision: 'r1', services: ['a'] }, 'r1')).toEqual({ status: 'decided', services: ['a'] });
    expect(knownWithoutServer('cookies_accepted=true', { revision: 'r0', services: ['a'] }, 'r1')).toBeNull();
    expect(knownWithoutServer('cookies_accepted=true', null, 'r1')).toBeNull();
  });

  it('reads only a well-formed stored choice', () => {
    expect(parseStoredChoice('{"revision":"r","services":["a"]}')).toEqual({ revision: 'r', services: ['a'] });
    expect(parseStoredChoice('{"revision":"r","services":[1]}')).toBeNull();
    expect(parseStoredChoice('nope')).toBeNull();
    expect(parseStoredChoice(null)).toBeNull();
  });
});

describe("the server's answer", () => {
  it('current: decided; older revision: asked again; none or a failure: essential services only', () => {
    expect(knownFromServer(state)).toEqual({ status: 'decided', services: ['a'] });
    expect(knownFromServer({ ...state, current: false, current_policy_revision: 'r2' })).toEqual({ status: 'stale', services: ['a'] });
    expect(knownFromServer({ ...state, services: [], policy_revision: null, current: false })).toEqual({ status: 'decided', services: [] });
    expect(knownFromServer(null)).toEqual({ status: 'decided', services: [] });
  });
});
