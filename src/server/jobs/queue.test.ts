// The queue's pure parts: the id a singleton key stands for (the same key is the same job, another
// organisation's or another queue's is not) and the doubling wait between a failed job's attempts.
import { describe, expect, it } from 'vitest';
import { retryDelaySeconds, singletonJobId } from './queue';

const ORG = '6f1c2b8e-4a3d-4c1e-9b7a-2d5e8f0a1b2c';
const OTHER = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('singleton job ids', () => {
  it('are one UUID per organisation, queue and key', () => {
    const id = singletonJobId(ORG, 'meetings.reminder', 'reminder:abc:24h');
    expect(id).toMatch(UUID);
    expect(singletonJobId(ORG, 'meetings.reminder', 'reminder:abc:24h')).toBe(id);
    expect(singletonJobId(ORG, 'meetings.reminder', 'reminder:abc:10m')).not.toBe(id);
    expect(singletonJobId(ORG, 'meetings.no-show', 'reminder:abc:24h')).not.toBe(id);
    expect(singletonJobId(OTHER, 'meetings.reminder', 'reminder:abc:24h')).not.toBe(id);
  });

  it('cannot be confused by moving text between the parts', () => {
    expect(singletonJobId(ORG, 'a', 'b\nc')).not.toBe(singletonJobId(ORG, 'a\nb', 'c'));
  });
});

describe('retry delays', () => {
  it('double after each failed attempt', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 30))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(1, 1)).toBe(1);
  });
});
