import 'server-only';
// The previous state of an editable record, kept before every change (DATA-MODEL: revisions).
// Written inside the change's own transaction, so a rolled-back edit leaves no revision behind.
// A row is the record as it was (`data`, `version`) and the save that replaced it (`author_id`,
// `created_at`, and `restored_from` when that save was a restore): docs/decisions/061.
import { sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { revisions } from '@/server/db/schema';

/** The `entity_type` a revision is stored under; the history API names them (src/server/revisions/registry.ts). */
export type RevisionEntityType =
  | 'template_section' | 'metric' | 'heading_section' | 'hero' | 'post' | 'menu_item' | 'submenu_item' | 'organization_settings'
  // The header's and the footer's style alone, named by the organisation's id (decision 078).
  | 'header_style' | 'footer_style'
  // One per Global Settings tab of records, named by the organisation's id (decision 074).
  | 'settings_faqs' | 'settings_features' | 'settings_banners' | 'settings_products' | 'settings_cookies' | 'settings_meeting_types'
  // A page's order of sections, named by a uuid derived from the organisation and the page (decision 067).
  | 'layout';

type Revision = {
  organizationId: string;
  entityType: RevisionEntityType;
  entityId: string;
  /** The full state before the change, in the API's snake_case shape (what an undo would send back). */
  data: Record<string, unknown>;
  /** The version `data` is: the one this change closes. */
  version: number;
  authorId: string;
  /** The revision this change brings back, when it is a restore. */
  restoredFrom?: string;
  /**
   * Skip the revision when the same person saved a revision of the same entity this recently:
   * edits sent on every keystroke would otherwise write a row per letter, while the state before
   * the burst, the one worth going back to, is already kept. A restore is never skipped.
   */
  coalesceSeconds?: number;
};

export async function recordRevision(tx: Tx, revision: Revision): Promise<void> {
  const { organizationId, entityType, entityId, data, version, authorId, restoredFrom, coalesceSeconds } = revision;
  if (!coalesceSeconds || restoredFrom) {
    await tx.insert(revisions).values({ organizationId, entityType, entityId, data, version, authorId, restoredFrom });
    return;
  }
  await tx.execute(sql`
    insert into revisions (organization_id, entity_type, entity_id, data, version, author_id)
    select ${organizationId}, ${entityType}, ${entityId}, ${JSON.stringify(data)}::jsonb, ${version}, ${authorId}
    where not exists (
      select 1 from revisions
      where organization_id = ${organizationId} and entity_type = ${entityType} and entity_id = ${entityId}
        and author_id = ${authorId} and created_at > now() - make_interval(secs => ${coalesceSeconds})
    )
  `);
}
