import { describe, expect, it } from 'vitest';
import { HELP_LIMITS, HELP_POLL_INTERVAL_MS } from '@/schemas/help-widget';
import { POLL_INTERVAL_MS, WIDGET_LIMITS } from './limits';

describe("the widget's copy of the API limits", () => {
  it('matches the schema the server validates with', () => {
    for (const [key, value] of Object.entries(WIDGET_LIMITS)) expect(value, key).toBe(HELP_LIMITS[key as keyof typeof HELP_LIMITS]);
    expect(POLL_INTERVAL_MS).toBe(HELP_POLL_INTERVAL_MS);
  });
});
