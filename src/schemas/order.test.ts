// The checkout's Idempotency-Key as the server reads it: a UUID or nothing.
import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from './order';

const uuid = '3f2b8c4e-9a1d-4e6f-8b2c-7d5e4f3a2b1c';

describe('idempotencyKeySchema', () => {
  it('accepts a UUID in either case, stored in lower case, and no key at all', () => {
    expect(idempotencyKeySchema.parse(uuid)).toBe(uuid);
    expect(idempotencyKeySchema.parse(uuid.toUpperCase())).toBe(uuid);
    expect(idempotencyKeySchema.parse(undefined)).toBeUndefined();
  });

  it('refuses anything else: empty, too long, a NUL byte, other shapes', () => {
    for (const key of ['', `${uuid}\0`, `\0${uuid}`, `${uuid}${'a'.repeat(5_000)}`, uuid.replaceAll('-', ''), `urn:uuid:${uuid}`, ` ${uuid}`, 'g'.repeat(36)]) {
      expect(idempotencyKeySchema.safeParse(key).success, JSON.stringify(key.slice(0, 40))).toBe(false);
    }
  });
});
