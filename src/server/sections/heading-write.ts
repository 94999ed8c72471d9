import 'server-only';
// Creating, changing and deleting heading sections (editing-layer spec §3, §5, §7), through the one
// write path, with the previous state kept as a revision and the version raised (a change based on
// an older version is refused: docs/decisions/061). A heading may show one of the organisation's
// template sections below it; another organisation's section is not found.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { headingSections, templateSections } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { HEADING_MESSAGES, type CreateHeadingSectionInput, type UpdateHeadingSectionInput } from '@/schemas/heading-section';
import { isBlankText } from '@/schemas/template-section';
import { optionalTitleText, richText, richTranslations, titleText, titleTranslations } from './content-text';
import { endOfPage } from './page-order';
import type { HeadingSectionRow } from './queries';
import { recordRevision } from '@/server/revisions/record';
import { basedOn, nextVersion, versionConflict, type Basis } from '@/server/revisions/versions';
import { headingSectionResponse } from './serialize';

type Scope = { organizationId: string };
type HeadingChanges = Partial<Omit<typeof headingSections.$inferInsert, 'id' | 'organizationId' | 'layoutOrder' | 'version' | 'createdAt'>>;

function headingColumns(input: UpdateHeadingSectionInput): HeadingChanges {
  const out: HeadingChanges = {};
  const set = <K extends keyof HeadingChanges>(key: K, value: HeadingChanges[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set('name', input.name === undefined ? undefined : titleText(input.name));
  set('nameTranslation', titleTranslations(input.name_translation));
  set('namePart2', optionalTitleText(input.name_part_2));
  set('namePart2Translation', titleTranslations(input.name_part_2_translation));
  set('namePart3', optionalTitleText(input.name_part_3));
  set('namePart3Translation', titleTranslations(input.name_part_3_translation));
  set('descriptionText', input.description_text === undefined ? undefined : richText(input.description_text));
  set('descriptionTextTranslation', richTranslations(input.description_text_translation));
  set('buttonText', input.button_text === undefined ? undefined : input.button_text || null);
  set('buttonTextTranslation', input.button_text_translation);
  set('urlPage', input.url_page);
  set('url', input.url);
  set('image', input.image);
  set('imageFirst', input.image_first);
  set('isIncludedTemplatesection', input.is_included_templatesection);
  set('templateSectionId', input.template_section_id);
  set('styleVariant', input.style_variant);
  set('textStyleVariant', input.text_style_variant);
  set('isTextLink', input.is_text_link);
  set('titleAlignment', input.title_alignment);
  set('backgroundColor', input.background_color);
  set('isGradient', input.is_gradient);
  set('gradient', input.gradient);
  return out;
}

/** Sanitising can empty a name or text that only held markup: spec §5 applies to what is stored. */
function assertRequired(changes: HeadingChanges): void {
  const rules = [
    ['name', changes.name, HEADING_MESSAGES.nameRequired],
    ['description_text', changes.descriptionText, HEADING_MESSAGES.descriptionRequired],
  ] as const;
  for (const [field, value, message] of rules) {
    if (value !== undefined && isBlankText(value)) throw new ApiError(400, message, { formErrors: [], fieldErrors: { [field]: [message] } });
  }
}

async function assertOwnSection(tx: Tx, organizationId: string, sectionId: string | null | undefined): Promise<void> {
  if (!sectionId) return;
  const [row] = await tx
    .select({ id: templateSections.id })
    .from(templateSections)
    .where(and(eq(templateSections.organizationId, organizationId), eq(templateSections.id, sectionId)));
  if (!row) throw new ApiError(404, HEADING_MESSAGES.templateSectionNotFound);
}

export async function lockHeading(tx: Tx, { organizationId, headingId }: Scope & { headingId: string }): Promise<HeadingSectionRow> {
  const [row] = await tx
    .select()
    .from(headingSections)
    .where(and(eq(headingSections.organizationId, organizationId), eq(headingSections.id, headingId)))
    .for('update');
  if (!row) throw new ApiError(404, HEADING_MESSAGES.notFound);
  return row;
}

/** A new heading section at the end of its page. */
export async function createHeadingSection(db: Db, { organizationId, input }: Scope & { input: CreateHeadingSectionInput }): Promise<HeadingSectionRow> {
  const columns = headingColumns(input);
  assertRequired(columns);
  return writeOrganization(db, organizationId, async (tx) => {
    await assertOwnSection(tx, organizationId, columns.templateSectionId);
    const layoutOrder = await endOfPage(tx, organizationId, input.url_page);
    const [row] = await tx
      .insert(headingSections)
      .values({ ...columns, name: columns.name ?? '', organizationId, urlPage: input.url_page, layoutOrder })
      .returning();
    return row;
  });
}

type HeadingChange = Scope & Basis & { headingId: string; input: UpdateHeadingSectionInput };

/**
 * Changes the fields sent, inside the write path's transaction (an edit, or a restore of a kept
 * state); a heading moved to another page goes to the end of that page.
 */
export async function changeHeadingSection(tx: Tx, { organizationId, headingId, input, authorId, version, restoredFrom }: HeadingChange): Promise<HeadingSectionRow> {
  const changes = headingColumns(input);
  assertRequired(changes);
  const current = await lockHeading(tx, { organizationId, headingId });
  await assertOwnSection(tx, organizationId, changes.templateSectionId);
  await recordRevision(tx, { organizationId, entityType: 'heading_section', entityId: headingId, data: headingSectionResponse(current), version: current.version, authorId, restoredFrom });
  const { urlPage } = changes;
  const layoutOrder = urlPage !== undefined && urlPage !== current.urlPage ? await endOfPage(tx, organizationId, urlPage) : current.layoutOrder;
  const [row] = await tx
    .update(headingSections)
    .set({ ...changes, layoutOrder, ...nextVersion(headingSections.version), updatedAt: new Date() })
    .where(and(eq(headingSections.organizationId, organizationId), eq(headingSections.id, headingId), basedOn(headingSections.version, version)))
    .returning();
  if (!row) throw versionConflict(version, headingSectionResponse(current));
  return row;
}

export async function updateHeadingSection(db: Db, change: HeadingChange): Promise<HeadingSectionRow> {
  return writeOrganization(db, change.organizationId, (tx) => changeHeadingSection(tx, change));
}

export async function deleteHeadingSection(db: Db, { organizationId, headingId, authorId, version }: Scope & Basis & { headingId: string }): Promise<{ id: string }> {
  return writeOrganization(db, organizationId, async (tx) => {
    const current = await lockHeading(tx, { organizationId, headingId });
    await recordRevision(tx, { organizationId, entityType: 'heading_section', entityId: headingId, data: headingSectionResponse(current), version: current.version, authorId });
    const gone = await tx
      .delete(headingSections)
      .where(and(eq(headingSections.organizationId, organizationId), eq(headingSections.id, headingId), basedOn(headingSections.version, version)))
      .returning({ id: headingSections.id });
    if (gone.length === 0) throw versionConflict(version, headingSectionResponse(current));
    return { id: headingId };
  });
}
