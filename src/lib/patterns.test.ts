import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isEmailAddress, isUuid, UUID_PATTERN, UUID_SOURCE } from './patterns';

describe('id and e-mail patterns', () => {
  it('accepts a UUID in either case and nothing around it', () => {
    expect(isUuid('0b5f2a4e-9c1d-4e8f-a2b3-c4d5e6f7a8b9')).toBe(true);
    expect(isUuid('0B5F2A4E-9C1D-4E8F-A2B3-C4D5E6F7A8B9')).toBe(true);
    expect(isUuid('0b5f2a4e9c1d4e8fa2b3c4d5e6f7a8b9')).toBe(false);
    expect(isUuid('0b5f2a4e-9c1d-4e8f-a2b3-c4d5e6f7a8b9x')).toBe(false);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid(42)).toBe(false);
    expect(UUID_PATTERN.test(' 0b5f2a4e-9c1d-4e8f-a2b3-c4d5e6f7a8b9')).toBe(false);
  });

  it('lets other patterns embed the UUID', () => {
    const tag = new RegExp(`^org-${UUID_SOURCE}$`);
    expect(tag.test('org-0b5f2a4e-9c1d-4e8f-a2b3-c4d5e6f7a8b9')).toBe(true);
    expect(tag.test('org-0b5f2a4e')).toBe(false);
  });

  it('accepts ordinary addresses and refuses what no mailbox looks like', () => {
    for (const ok of ['ada@example.com', 'ada.byrne+news@mail.example.co.uk', 'a@b.c']) expect(isEmailAddress(ok), ok).toBe(true);
    for (const bad of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada byrne@example.com', 'ada@@example.com', 'ada@exa mple.com']) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
    expect(isEmailAddress(null)).toBe(false);
    expect(EMAIL_PATTERN.flags).toBe('');
  });
});
