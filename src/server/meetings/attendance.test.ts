// Who never came, from who did: the no-show job's verdict (docs/decisions/083).
import { describe, expect, it } from 'vitest';
import { absentees } from './attendance';

describe('absentees', () => {
  it('names whoever did not come, or nobody', () => {
    expect(absentees({ guest: true, host: true })).toBeNull();
    expect(absentees({ guest: false, host: true })).toBe('guest');
    expect(absentees({ guest: true, host: false })).toBe('host');
    expect(absentees({ guest: false, host: false })).toBe('both');
  });
});
