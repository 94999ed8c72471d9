import 'server-only';
// The media_assets rows of one organisation. Every query takes the organisation id and filters on
// it, so another organisation's asset is simply not found, whatever id a caller sends.
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { mediaAssets } from '@/server/db/schema';
import type { MediaKind } from '@/schemas/media';

export type MediaRow = typeof mediaAssets.$inferSelect;
export type NewMediaRow = typeof mediaAssets.$inferInsert;
type Scope = { organizationId: string };

/** `%`, `_` and the escape character itself match literally in a search. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listCondition(where: Scope & { q?: string; kind?: MediaKind }): SQL | undefined {
  const search = where.q ? containsPattern(where.q) : undefined;
  return and(
    eq(mediaAssets.organizationId, where.organizationId),
    where.kind ? eq(mediaAssets.kind, where.kind) : undefined,
    search ? or(ilike(mediaAssets.fileName, search), ilike(mediaAssets.alt, search)) : undefined,
  );
}

/** Newest first, with the number of matches for paging. */
export async function listMediaRows(
  db: DbOrTx,
  where: Scope & { q?: string; kind?: MediaKind; limit: number; offset: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  const condition = listCondition(where);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(mediaAssets).where(condition).orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id)).limit(where.limit).offset(where.offset),
    db.select({ total: count() }).from(mediaAssets).where(condition),
  ]);
  return { rows, total: Number(total) };
}

export async function getMediaRow(db: DbOrTx, where: Scope & { id: string }): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.organizationId, where.organizationId), eq(mediaAssets.id, where.id)));
  return row ?? null;
}

export async function getImageRows(db: DbOrTx, where: Scope & { ids: string[] }): Promise<MediaRow[]> {
  if (where.ids.length === 0) return [];
  return db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.organizationId, where.organizationId), inArray(mediaAssets.id, where.ids), eq(mediaAssets.kind, 'image')));
}

export async function insertMediaRow(db: DbOrTx, values: NewMediaRow): Promise<MediaRow> {
  const [row] = await db.insert(mediaAssets).values(values).returning();
  return row;
}

/** The row locked for this transaction, so two edits of one asset apply one after the other. */
export async function lockMediaRow(db: DbOrTx, where: Scope & { id: string }): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.organizationId, where.organizationId), eq(mediaAssets.id, where.id)))
    .for('update');
  return row ?? null;
}

export async function updateMediaRow(
  db: DbOrTx,
  where: Scope & { id: string },
  changes: Partial<Pick<MediaRow, 'alt' | 'isDecorative' | 'focalX' | 'focalY'>>,
): Promise<MediaRow> {
  const [row] = await db
    .update(mediaAssets)
    .set(changes)
    .where(and(eq(mediaAssets.organizationId, where.organizationId), eq(mediaAssets.id, where.id)))
    .returning();
  return row;
}

export async function deleteMediaRow(db: DbOrTx, where: Scope & { id: string }): Promise<MediaRow | null> {
  const [row] = await db
    .delete(mediaAssets)
    .where(and(eq(mediaAssets.organizationId, where.organizationId), eq(mediaAssets.id, where.id)))
    .returning();
  return row ?? null;
}
