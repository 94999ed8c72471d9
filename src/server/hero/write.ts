import 'server-only';
// Saving and deleting the organisation's one hero (editing-layer spec §3–§5, §9; the calls are ours:
// docs/decisions/029-hero-api.md). A save replaces the whole record, as the editor sends the whole
// form; the previous one is kept as a revision and the version goes up (one based on an older
// version is refused: docs/decisions/061). Through the one write path, so the home page's cached
// copies drop at once.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { heroes } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { HERO_DEFAULTS, HERO_MESSAGES, type HeroInput } from '@/schemas/hero';
import { isBlankText } from '@/schemas/template-section';
import { optionalRichText, richText, richTranslations } from '@/server/sections/content-text';
import { lockPage, startOfPage } from '@/server/sections/page-order';
import type { HeroRow } from '@/server/sections/queries';
import { recordRevision } from '@/server/revisions/record';
import { basedOn, nextVersion, versionConflict, type Basis } from '@/server/revisions/versions';
import { heroResponse } from './serialize';

type Scope = { organizationId: string };
type HeroColumns = Omit<typeof heroes.$inferInsert, 'id' | 'organizationId' | 'urlPage' | 'layoutOrder' | 'version' | 'createdAt' | 'updatedAt'>;

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

export async function lockHero(tx: Tx, { organizationId }: Scope): Promise<HeroRow | null> {
  const [row] = await tx.select().from(heroes).where(eq(heroes.organizationId, organizationId)).for('update');
  return row ?? null;
}

/**
 * Creates the organisation's hero (first on the home page) or replaces the one it has. A save that
 * names a version replaces that version only: if the hero was deleted since, the answer is a 409
 * whose `current` is null, never a new hero. `heroId` (a restore) names the hero it must be.
 */
type HeroSave = Scope & Basis & { input: HeroInput; heroId?: string };

/** The save of `saveHero`, inside the write path's transaction (an edit, or a restore of a kept state). */
export async function writeHero(tx: Tx, { organizationId, input, heroId, authorId, version, restoredFrom }: HeroSave): Promise<{ hero: HeroRow; created: boolean }> {
  const columns = heroColumns(input);
  // Two first saves at once would both find no hero; the page lock makes the second one wait and replace.
  await lockPage(tx, organizationId, HOME);
  const current = await lockHero(tx, { organizationId });
  if (heroId !== undefined && current?.id !== heroId) throw new ApiError(404, HERO_MESSAGES.notFound);
  if (!current) {
    if (version !== undefined) throw versionConflict(version, null);
    const layoutOrder = await startOfPage(tx, organizationId, HOME);
    const [hero] = await tx.insert(heroes).values({ ...columns, organizationId, urlPage: HOME, layoutOrder }).returning();
    return { hero, created: true };
  }
  await recordRevision(tx, { organizationId, entityType: 'hero', entityId: current.id, data: heroResponse(current), version: current.version, authorId, restoredFrom });
  const [hero] = await tx
    .update(heroes)
    .set({ ...columns, ...nextVersion(heroes.version), updatedAt: new Date() })
    .where(and(eq(heroes.organizationId, organizationId), basedOn(heroes.version, version)))
    .returning();
  if (!hero) throw versionConflict(version, heroResponse(current));
  return { hero, created: false };
}

export async function saveHero(db: Db, save: HeroSave): Promise<{ hero: HeroRow; created: boolean }> {
  return writeOrganization(db, save.organizationId, (tx) => writeHero(tx, save));
}

export async function deleteHero(db: Db, { organizationId, authorId, version }: Scope & Basis): Promise<{ id: string }> {
  return writeOrganization(db, organizationId, async (tx) => {
    const current = await lockHero(tx, { organizationId });
    if (!current) throw new ApiError(404, HERO_MESSAGES.notFound);
    await recordRevision(tx, { organizationId, entityType: 'hero', entityId: current.id, data: heroResponse(current), version: current.version, authorId });
    const gone = await tx
      .delete(heroes)
      .where(and(eq(heroes.organizationId, organizationId), basedOn(heroes.version, version)))
      .returning({ id: heroes.id });
    if (gone.length === 0) throw versionConflict(version, heroResponse(current));
    return { id: current.id };
  });
}
