import 'server-only';
// Where entries go in their list (spec §7, §9: steps of 10). A new entry goes after the last one;
// a bulk reorder (docs/decisions/072) moves many entries in one statement each, inside one
// transaction of the write path, so visitors never see half an order.
import { and, asc, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { menuItems, submenuItems } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { nextVersion } from '@/server/revisions/versions';
import { MENU_LIMITS, MENU_ORDER_STEP, type MenuOrderEntry } from '@/schemas/menu-items';

type MenuTable = typeof menuItems | typeof submenuItems;

/** The order a new entry gets: the highest of its list + 10, or 0 for the first (spec §7). */
export async function nextOrder(tx: Tx, table: MenuTable, list: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ highest: max(table.order) }).from(table).where(list);
  const highest = row?.highest;
  return highest == null ? 0 : Math.min(Number(highest) + MENU_ORDER_STEP, MENU_LIMITS.order);
}

/**
 * Gives each listed entry its new order. Every id must be an entry of `list` (the organisation's
 * items, or one item's sub-items), or nothing moves and the strangers are named (400). The rows
 * are locked in id order, so two reorders never wait on each other in a circle; an entry whose
 * order changes moves to a new version, one already in place keeps its own.
 */
export async function applyOrder(tx: Tx, { table, list, entries, refusal }: { table: MenuTable; list: SQL | undefined; entries: MenuOrderEntry[]; refusal: string }): Promise<void> {
  const ids = entries.map((entry) => entry.id);
  const rows = await tx
    .select({ id: table.id, order: table.order })
    .from(table)
    .where(and(list, inArray(table.id, ids)))
    .orderBy(asc(table.id))
    .for('update');
  const known = new Map(rows.map((row) => [row.id, row.order]));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new ApiError(400, refusal, { items: [refusal], unknown });
  for (const { id, order } of entries) {
    if (known.get(id) === order) continue;
    await tx
      .update(table)
      .set({ order, ...nextVersion(table.version), updatedAt: new Date() })
      .where(and(list, eq(table.id, id)));
  }
}
