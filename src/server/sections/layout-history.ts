import 'server-only';
// Page layouts in the revision history (docs/decisions/061, 067): a page's layout is named by its
// `history_id` (./layout-revision.ts), read as GET /api/page-layout answers it, and a kept order is
// written back through the layout's own change, so a restore is a save like any other: the version
// checked, a new revision, caches dropped on every instance. Sections deleted since are left out;
// sections added since keep their order among themselves after the restored ones.
import { viewHistory } from '@/server/revisions/entity';
import { ApiError } from '@/server/http/api';
import { layoutOrderAt, PAGE_LAYOUT_MESSAGES, pageLayoutStateSchema, type PageLayoutView } from '@/schemas/page-layout';
import { changePageLayout, readPageLayout, type LayoutEntry } from './page-layout';
import { layoutHistoryId, layoutPage, layoutState } from './layout-revision';

/** A kept order fitted to the page as it now is: its sections still there, then the ones added since. */
export function fitLayout(kept: readonly LayoutEntry[], current: PageLayoutView): LayoutEntry[] {
  const key = (entry: { type: string; id: string }) => `${entry.type}:${entry.id}`;
  const onPage = new Map(current.sections.map((section) => [key(section), section]));
  const restored = [...new Set([...kept].sort((a, b) => a.order - b.order).map(key))].filter((k) => onPage.has(k));
  const taken = new Set(restored);
  const added = current.sections.map(key).filter((k) => !taken.has(k));
  return [...restored, ...added].map((k, position) => {
    const { id, type } = onPage.get(k)!;
    return { id, type, order: layoutOrderAt(position) };
  });
}

export const layoutHistory = viewHistory({
  type: 'layout',
  permission: 'layout.write',
  notFound: PAGE_LAYOUT_MESSAGES.notFound,
  bookkeeping: [],
  async read(db, { organizationId, id }) {
    const page = await layoutPage(db, { organizationId, id });
    if (!page) return null;
    const view = await readPageLayout(db, { organizationId, urlPage: page.urlPage });
    return { row: { version: view.version, updatedAt: page.updatedAt }, view };
  },
  state: layoutState,
  schema: pageLayoutStateSchema,
  async change(tx, { organizationId, id, input, version, authorId, restoredFrom }) {
    // A kept state names its page; it must be the one the revision is kept under.
    if (layoutHistoryId(organizationId, input.url_page) !== id) throw new ApiError(404, PAGE_LAYOUT_MESSAGES.notFound);
    return changePageLayout(tx, { organizationId, urlPage: input.url_page, version, authorId, restoredFrom, sections: (current) => fitLayout(input.sections, current) });
  },
});
