import { describe, expect, it } from 'vitest';
import { HERO_MESSAGES, heroSchema } from './hero';

const hero = (titleSize: string, descriptionSize = 'text-xl') => ({
  title: 'Plain answers',
  title_style: { size: { desktop: titleSize } },
  description_style: { size: { mobile: descriptionSize } },
});

describe('hero text sizes', () => {
  it('takes a size from the list or one dragged to 12–120 px in steps of 4', () => {
    expect(heroSchema.safeParse(hero('text-6xl')).success).toBe(true);
    expect(heroSchema.safeParse(hero('text-[88px]', 'text-[12px]')).success).toBe(true);
    expect(heroSchema.safeParse(hero('text-[120px]')).success).toBe(true);
  });

  it('refuses other pixel sizes with the list message', () => {
    for (const size of ['text-[90px]', 'text-[8px]', 'text-[124px]', 'text-[52px] bg-red-500']) {
      const result = heroSchema.safeParse(hero(size));
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(HERO_MESSAGES.size);
    }
  });
});
