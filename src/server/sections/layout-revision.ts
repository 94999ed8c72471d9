import 'server-only';
// The page layout's revisions (docs/decisions/067, History): which id a page's layout is kept
// under, what a kept state holds, and keeping one. The layout is not a row of its own and the
// revisions' `entity_id` is a uuid, so a layout is named by a uuid v5 (RFC 9562) with the
// organisation's id as namespace and the page's stored path ('/home', '/about') as name: the same
// page of the same organisation always gets the same id, another organisation never does.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/server/db/client';
import { revisions } from '@/server/db/schema';
import { recordRevision } from '@/server/revisions/record';
import type { PageLayoutState, PageLayoutView } from '@/schemas/page-layout';

/** The uuid v5 of `name` in the namespace `namespace` (a uuid). */
function uuidV5(namespace: string, name: string): string {
  const bytes = createHash('sha1').update(Buffer.from(namespace.replace(/-/g, ''), 'hex')).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id a page's layout is kept under in the revisions, answered by GET /api/page-layout as `history_id`. */
export function layoutHistoryId(organizationId: string, urlPage: string): string {
  return uuidV5(organizationId.toLowerCase(), urlPage);
}

/** The layout as its revisions keep it: the order, without the titles, version or id. */
export function layoutState(view: PageLayoutView): PageLayoutState {
  return { url_page: view.url_page, sections: view.sections.map(({ id, type, order }) => ({ id, type, order })) };
}

/**
 * Keeps the layout as it was before a save changed its order. The layout's own version is a
 * fingerprint that does not grow, and a history is listed by version; so a layout revision's
 * `version` is its place in the page's history (1, 2, 3…), taken under the page's lock.
 */
export async function keepLayout(tx: Tx, { organizationId, before, authorId, restoredFrom }: { organizationId: string; before: PageLayoutView; authorId: string; restoredFrom?: string }): Promise<void> {
  const entityId = before.history_id;
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${revisions.version}), 0)::int` })
    .from(revisions)
    .where(and(eq(revisions.organizationId, organizationId), eq(revisions.entityType, 'layout'), eq(revisions.entityId, entityId)));
  const version = Number(last?.number ?? 0) + 1;
  await recordRevision(tx, { organizationId, entityType: 'layout', entityId, data: layoutState(before), version, authorId, restoredFrom });
}

/**
 * The page whose layout `id` names, and when that page last changed (a section edited, added or
 * moved, or its layout saved): a page of the organisation with sections, or one whose layout has
 * revisions (all its sections may be gone since). Null when the id names no page here.
 */
export async function layoutPage(db: DbOrTx, { organizationId, id }: { organizationId: string; id: string }): Promise<{ urlPage: string; updatedAt: Date } | null> {
  const result = await db.execute<{ url_page: string; updated_at: string | Date }>(sql`
    select url_page, max(updated_at) as updated_at from (
      select url_page, updated_at from heroes where organization_id = ${organizationId}
      union all select url_page, updated_at from template_sections where organization_id = ${organizationId}
      union all select url_page, updated_at from heading_sections where organization_id = ${organizationId}
      union all select data->>'url_page', created_at from revisions
        where organization_id = ${organizationId} and entity_type = 'layout' and entity_id = ${id}
    ) as pages
    where url_page is not null
    group by url_page
  `);
  const page = result.rows.find((row) => layoutHistoryId(organizationId, row.url_page) === id);
  return page ? { urlPage: page.url_page, updatedAt: new Date(page.updated_at) } : null;
}
