import 'server-only';
// The page layout manager (editing-layer spec §2, §3, §7): the hero, template and heading sections
// of one page in the order visitors see them, and saving a new order. The layout is not a record of
// its own, so its version is a fingerprint of the page's order: anything that adds, removes or moves
// a section of the page changes it, and a save based on an older one is refused with the layout as
// it now is (docs/decisions/061). A section's place belongs to the page, not to the section: saving
// the layout leaves each section's own version alone, so an editor open on one of them stays valid.
// A save that changes the order keeps the order before it as a revision (./layout-revision.ts), and
// a restore of one is a save like any other (./layout-history.ts).
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { headingSections, heroes, templateSections } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { versionConflict, type Basis } from '@/server/revisions/versions';
import { deriveSectionType } from '@/lib/sections';
import { plainText } from '@/lib/sanitize';
import { sameJson } from '@/lib/field-changes';
import { LAYOUT_KINDS, PAGE_LAYOUT_MESSAGES, type LayoutKind, type PageLayoutSection, type PageLayoutView } from '@/schemas/page-layout';
import { lockPage } from './page-order';
import { keepLayout, layoutHistoryId, layoutState } from './layout-revision';

type Page = { organizationId: string; urlPage: string };

/** One section of the page as stored, before it becomes a line of the manager's list. */
type Part = Omit<PageLayoutSection, 'order'> & { layoutOrder: number; createdAt: Date };

/** A layout entry as the manager sends it back. */
export type LayoutEntry = { id: string; type: LayoutKind; order: number };

const TABLES: Record<LayoutKind, string> = { hero: 'heroes', template_section: 'template_sections', heading_section: 'heading_sections' };

/**
 * Equal orders are shown as the public page shows them: the hero first, then template sections,
 * then heading sections, the older before the newer; the id settles the rest, so the list (and its
 * version) never depends on how the database happened to return the rows.
 */
function byPlace(a: Part, b: Part): number {
  return (
    a.layoutOrder - b.layoutOrder ||
    LAYOUT_KINDS.indexOf(a.type) - LAYOUT_KINDS.indexOf(b.type) ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The page's sections in their order; `lock` holds their rows until the transaction ends. */
async function pageParts(db: DbOrTx, { organizationId, urlPage }: Page, lock: boolean): Promise<Part[]> {
  const heroQuery = db
    .select({ id: heroes.id, layoutOrder: heroes.layoutOrder, createdAt: heroes.createdAt, title: heroes.title, name: heroes.name })
    .from(heroes)
    .where(and(eq(heroes.organizationId, organizationId), eq(heroes.urlPage, urlPage)));
  const templateQuery = db
    .select({
      id: templateSections.id,
      layoutOrder: templateSections.layoutOrder,
      createdAt: templateSections.createdAt,
      sectionTitle: templateSections.sectionTitle,
      sectionType: templateSections.sectionType,
      isReviewsSection: templateSections.isReviewsSection,
      isHelpCenterSection: templateSections.isHelpCenterSection,
      isRealEstateModal: templateSections.isRealEstateModal,
      isBrand: templateSections.isBrand,
      isArticleSlider: templateSections.isArticleSlider,
      isContactSection: templateSections.isContactSection,
      isFaqSection: templateSections.isFaqSection,
      isPricingplansSection: templateSections.isPricingplansSection,
    })
    .from(templateSections)
    .where(and(eq(templateSections.organizationId, organizationId), eq(templateSections.urlPage, urlPage)));
  const headingQuery = db
    .select({
      id: headingSections.id,
      layoutOrder: headingSections.layoutOrder,
      createdAt: headingSections.createdAt,
      name: headingSections.name,
      namePart2: headingSections.namePart2,
      namePart3: headingSections.namePart3,
    })
    .from(headingSections)
    .where(and(eq(headingSections.organizationId, organizationId), eq(headingSections.urlPage, urlPage)));
  // One after the other: a transaction runs one statement at a time, and rows are locked in one order.
  const heroRows = await (lock ? heroQuery.for('update') : heroQuery);
  const templateRows = await (lock ? templateQuery.for('update') : templateQuery);
  const headingRows = await (lock ? headingQuery.for('update') : headingQuery);
  const parts: Part[] = [
    // The hero's title is rich text; the list shows what it reads, or the hero's name when it reads nothing.
    ...heroRows.map((h) => ({ type: 'hero' as const, id: h.id, layoutOrder: h.layoutOrder, createdAt: h.createdAt, title: plainText(h.title) || (h.name ?? ''), data: {} })),
    ...templateRows.map((s) => ({
      type: 'template_section' as const,
      id: s.id,
      layoutOrder: s.layoutOrder,
      createdAt: s.createdAt,
      title: s.sectionTitle ?? '',
      // The stored type, or for a legacy row the one its first set flag names, as GET /api/template-sections says.
      data: { section_type: deriveSectionType(s) },
    })),
    ...headingRows.map((h) => ({
      type: 'heading_section' as const,
      id: h.id,
      layoutOrder: h.layoutOrder,
      createdAt: h.createdAt,
      title: [h.name, h.namePart2, h.namePart3].map((part) => part?.trim() ?? '').filter(Boolean).join(' '),
      data: {},
    })),
  ];
  return parts.sort(byPlace);
}

/**
 * A whole number from 1 to 2³¹−1 that changes when a section joins, leaves or moves on the page (two
 * different orders share one only by a one-in-two-billion chance).
 */
function layoutVersion(parts: Part[]): number {
  const digest = createHash('sha256')
    .update(parts.map((part) => `${part.type}:${part.id}:${part.layoutOrder}`).join('\n'))
    .digest();
  return digest.readUInt32BE(0) & 0x7fffffff || 1;
}

function layoutView({ organizationId, urlPage }: Page, parts: Part[]): PageLayoutView {
  return {
    url_page: urlPage,
    version: layoutVersion(parts),
    history_id: layoutHistoryId(organizationId, urlPage),
    sections: parts.map(({ id, type, title, data }, order) => ({ id, type, title, order, data })),
  };
}

/** What GET /api/page-layout answers: the page's sections in order, numbered from 0. */
export async function readPageLayout(db: DbOrTx, page: Page): Promise<PageLayoutView> {
  return layoutView(page, await pageParts(db, page, false));
}

/** The list sent must be the page's sections, each once: a section added or removed since is named. */
function assertSameSections(parts: Part[], entries: LayoutEntry[]): void {
  const key = (entry: { type: LayoutKind; id: string }) => `${entry.type}:${entry.id}`;
  const onPage = new Set(parts.map(key));
  const sent = new Set(entries.map(key));
  const missing = parts.filter((part) => !sent.has(key(part))).map(({ id, type }) => ({ id, type }));
  const unexpected = entries.filter((entry) => !onPage.has(key(entry))).map(({ id, type }) => ({ id, type }));
  if (missing.length || unexpected.length || sent.size !== entries.length) {
    throw new ApiError(400, PAGE_LAYOUT_MESSAGES.mismatch, { missing, unexpected });
  }
}

/** One statement per kind of section: every order of that kind rewritten together. */
async function writeOrders(tx: Tx, organizationId: string, type: LayoutKind, entries: LayoutEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const ids = sql.join(entries.map((entry) => sql`${entry.id}`), sql`, `);
  const orders = sql.join(entries.map((entry) => sql`${entry.order}`), sql`, `);
  // Only the sections that move are touched (and dated): the page's last change is a real one.
  await tx.execute(sql`
    update ${sql.identifier(TABLES[type])} as t set layout_order = v.layout_order, updated_at = now()
    from unnest(array[${ids}]::uuid[], array[${orders}]::int[]) as v(id, layout_order)
    where t.organization_id = ${organizationId} and t.id = v.id and t.layout_order <> v.layout_order
  `);
}

/** The new order: as sent, or made from the layout as it now is (a restore fits a kept order to it). */
type NewOrder = LayoutEntry[] | ((current: PageLayoutView) => LayoutEntry[]);

/**
 * Changes the order of a page's sections inside the write path's transaction and answers the layout
 * as it now is: PUT /api/page-layout, and the restore of a kept layout. The page stays locked while
 * it is checked and written, so a section created on it meanwhile waits and then lands after the
 * new order. When the order of the sections changes, the one before is kept as a revision.
 */
export async function changePageLayout(tx: Tx, { organizationId, urlPage, sections, version, authorId, restoredFrom }: Page & Basis & { sections: NewOrder }): Promise<PageLayoutView> {
  const page = { organizationId, urlPage };
  await lockPage(tx, organizationId, urlPage);
  const parts = await pageParts(tx, page, true);
  const current = layoutView(page, parts);
  if (version !== undefined && version !== current.version) throw versionConflict(version, current);
  const entries = typeof sections === 'function' ? sections(current) : sections;
  assertSameSections(parts, entries);
  for (const type of LAYOUT_KINDS) await writeOrders(tx, organizationId, type, entries.filter((entry) => entry.type === type));
  const saved = await readPageLayout(tx, page);
  // Steps respaced without a section changing place change the version but not the order kept.
  if (!sameJson(layoutState(current), layoutState(saved))) await keepLayout(tx, { organizationId, before: current, authorId, restoredFrom });
  return saved;
}

/** PUT /api/page-layout: saves the order of a page's sections through the one write path. */
export function savePageLayout(db: Db, change: Page & Basis & { sections: LayoutEntry[] }): Promise<PageLayoutView> {
  return writeOrganization(db, change.organizationId, (tx) => changePageLayout(tx, change));
}

/** The organisation a manager names must be the one whose site it is on (403 otherwise). */
export function assertSiteOrganization(organizationId: string, named: string | undefined): void {
  if (named !== undefined && named !== organizationId) {
    throw new ApiError(403, PAGE_LAYOUT_MESSAGES.otherOrganization, { organization_id: [PAGE_LAYOUT_MESSAGES.otherOrganization] });
  }
}
