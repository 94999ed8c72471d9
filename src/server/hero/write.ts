import 'server-only';
// Saving and deleting the organisation's one hero (editing-layer spec §3–§5, §9; the calls are ours:
// docs/decisions/029-hero-api.md). A save replaces the whole record, as the editor sends the whole
// form; the previous one is kept as a revision. Through the one write path, so the home page's
// cached copies drop at once.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { heroes } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { HERO_DEFAULTS, HERO_MESSAGES, type HeroInput } from '@/schemas/hero';
import { isBlankText } from '@/schemas/template-section';
import { optionalRichText, richText, richTranslations } from '@/server/sections/content-text';
import { lockPage, startOfPage } from '@/server/sections/page-order';
import type { HeroRow } from '@/server/sections/queries';
import { recordRevision } from '@/server/sections/revisions';
import { heroResponse } from './serialize';

type Scope = { organizationId: string };
type HeroColumns = Omit<typeof heroes.$inferInsert, 'id' | 'organizationId' | 'urlPage' | 'layoutOrder' | 'createdAt' | 'updatedAt'>;

/** The hero belongs to the home page (DATA-MODEL: pages). */
const HOME = '/home';

function heroColumns(input: HeroInput): HeroColumns {
  const title = richText(input.title);
  if (isBlankText(title)) throw new ApiError(400, HERO_MESSAGES.titleRequired, { formErrors: [], fieldErrors: { title: [HERO_MESSAGES.titleRequired] } });
  // A cleared button address means the spec's default (/products), which the page supplies.
  const { url, ...button } = input.button_style ?? {};
  return {
    name: input.name || HERO_DEFAULTS.name,
    title,
    titleTranslation: richTranslations(input.title_translation) ?? {},
    description: optionalRichText(input.description) ?? HERO_DEFAULTS.description,
    descriptionTranslation: richTranslations(input.description_translation) ?? {},
    button: input.button || HERO_DEFAULTS.button,
    buttonTranslation: input.button_translation ?? {},
    image: input.image ?? HERO_DEFAULTS.image,
    animationElement: input.animation_element ?? HERO_DEFAULTS.animation_element,
    displayOrder: input.display_order ?? HERO_DEFAULTS.display_order,
    titleStyle: input.title_style ?? {},
    descriptionStyle: input.description_style ?? {},
    imageStyle: input.image_style ?? {},
    backgroundStyle: input.background_style ?? {},
    buttonStyle: url ? { ...button, url } : button,
  };
}

async function lockHero(tx: Tx, { organizationId }: Scope): Promise<HeroRow | null> {
  const [row] = await tx.select().from(heroes).where(eq(heroes.organizationId, organizationId)).for('update');
  return row ?? null;
}

/** Creates the organisation's hero (first on the home page) or replaces the one it has. */
export async function saveHero(db: Db, { organizationId, authorId, input }: Scope & { authorId: string; input: HeroInput }): Promise<{ hero: HeroRow; created: boolean }> {
  const columns = heroColumns(input);
  return writeOrganization(db, organizationId, async (tx) => {
    // Two first saves at once would both find no hero; the page lock makes the second one wait and replace.
    await lockPage(tx, organizationId, HOME);
    const current = await lockHero(tx, { organizationId });
    if (!current) {
      const layoutOrder = await startOfPage(tx, organizationId, HOME);
      const [hero] = await tx.insert(heroes).values({ ...columns, organizationId, urlPage: HOME, layoutOrder }).returning();
      return { hero, created: true };
    }
    await recordRevision(tx, { organizationId, entityType: 'hero', entityId: current.id, data: heroResponse(current), authorId });
    const [hero] = await tx
      .update(heroes)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(heroes.organizationId, organizationId))
      .returning();
    return { hero, created: false };
  });
}

export async function deleteHero(db: Db, { organizationId, authorId }: Scope & { authorId: string }): Promise<{ id: string }> {
  return writeOrganization(db, organizationId, async (tx) => {
    const current = await lockHero(tx, { organizationId });
    if (!current) throw new ApiError(404, HERO_MESSAGES.notFound);
    await recordRevision(tx, { organizationId, entityType: 'hero', entityId: current.id, data: heroResponse(current), authorId });
    await tx.delete(heroes).where(eq(heroes.organizationId, organizationId));
    return { id: current.id };
  });
}
