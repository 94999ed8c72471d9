import { describe, expect, it, vi } from 'vitest';

// The database is unreachable: every section's extra data must fail softly, and say so in the log.
vi.mock('@/server/db/client', () => ({ getDb: () => Promise.reject(new Error('database is down')) }));

describe('section extras', () => {
  it('yields nothing instead of throwing when the data cannot be loaded', async () => {
    const { loadSectionExtras } = await import('./section-extras');
    const { log } = await import('@/server/log');
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    for (const kind of ['articles', 'plans', 'faqs', 'help'] as const) {
      await expect(loadSectionExtras(kind, '00000000-0000-0000-0000-000000000000')).resolves.toEqual({});
    }
    expect(logged).toHaveBeenCalledTimes(4);
    logged.mockRestore();
  });
});
