import 'server-only';
// The hero in the revision history (docs/decisions/061). An organisation has one hero; a revision
// names the hero it was kept from, so one of a hero deleted since (and made again) is not restored
// over the new one.
import { HERO_MESSAGES, heroSchema } from '@/schemas/hero';
import { BOOKKEEPING, restorableInput, type HistoryEntity } from '@/server/revisions/entity';
import { getHero } from '@/server/sections/queries';
import { heroResponse } from './serialize';
import { writeHero } from './write';

export const heroHistory: HistoryEntity = {
  type: 'hero',
  permission: 'sections.write',
  notFound: HERO_MESSAGES.notFound,
  bookkeeping: BOOKKEEPING,
  async load(db, { organizationId, id }) {
    const hero = await getHero(db, { organizationId });
    if (!hero || hero.id !== id) return null;
    const record = heroResponse(hero);
    return { version: hero.version, updatedAt: hero.updatedAt, record, state: record };
  },
  async restore(tx, { organizationId, id, data, ...basis }) {
    const input = restorableInput(heroSchema, data, BOOKKEEPING);
    const { hero } = await writeHero(tx, { organizationId, heroId: id, input, ...basis });
    return heroResponse(hero);
  },
};
