import 'server-only';
// Where a new part goes on its page. The hero, template and heading sections of a page share one
// order (layout_order, steps of 10), so "the end of the page" is measured across all three tables.
import { sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';

/**
 * Holds, until the transaction ends, the right to place parts on one page of one organisation:
 * two sections created at the same moment would otherwise both read the same last position.
 */
export async function lockPage(tx: Tx, organizationId: string, urlPage: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`page-order:${organizationId}:${urlPage}`}, 0))`);
}

async function pageBounds(tx: Tx, organizationId: string, urlPage: string): Promise<{ first: number | null; last: number | null }> {
  const result = await tx.execute<{ first: number | null; last: number | null }>(sql`
    select min(layout_order) as first, max(layout_order) as last from (
      select layout_order from template_sections where organization_id = ${organizationId} and url_page = ${urlPage}
      union all
      select layout_order from heading_sections where organization_id = ${organizationId} and url_page = ${urlPage}
      union all
      select layout_order from heroes where organization_id = ${organizationId} and url_page = ${urlPage}
    ) as parts
  `);
  const row = result.rows[0];
  return { first: row?.first == null ? null : Number(row.first), last: row?.last == null ? null : Number(row.last) };
}

/** The order after everything on the page (0 on an empty page); the page stays locked until commit. */
export async function endOfPage(tx: Tx, organizationId: string, urlPage: string): Promise<number> {
  await lockPage(tx, organizationId, urlPage);
  const { last } = await pageBounds(tx, organizationId, urlPage);
  return last === null ? 0 : last + 10;
}

/** The order before everything on the page (0 on an empty page), for a new hero. */
export async function startOfPage(tx: Tx, organizationId: string, urlPage: string): Promise<number> {
  await lockPage(tx, organizationId, urlPage);
  const { first } = await pageBounds(tx, organizationId, urlPage);
  return first === null ? 0 : first - 10;
}
