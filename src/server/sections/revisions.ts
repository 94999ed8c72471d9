import 'server-only';
// The previous state of a page part, kept before every change (DATA-MODEL: revisions). Written
// inside the change's own transaction, so a rolled-back edit leaves no revision behind.
import { sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { revisions } from '@/server/db/schema';

export type RevisionEntity = 'template_section' | 'metric' | 'heading_section' | 'hero';

type Revision = {
  organizationId: string;
  entityType: RevisionEntity;
  entityId: string;
  /** The full state before the change, in the API's snake_case shape (what an undo would send back). */
  data: Record<string, unknown>;
  authorId: string;
  /**
   * Skip the revision when the same person saved a revision of the same entity this recently:
   * edits sent on every keystroke would otherwise write a row per letter, while the state before
   * the burst, the one worth going back to, is already kept.
   */
  coalesceSeconds?: number;
};

export async function recordRevision(tx: Tx, revision: Revision): Promise<void> {
  const { organizationId, entityType, entityId, data, authorId, coalesceSeconds } = revision;
  if (!coalesceSeconds) {
    await tx.insert(revisions).values({ organizationId, entityType, entityId, data, authorId });
    return;
  }
  await tx.execute(sql`
    insert into revisions (organization_id, entity_type, entity_id, data, author_id)
    select ${organizationId}, ${entityType}, ${entityId}, ${JSON.stringify(data)}::jsonb, ${authorId}
    where not exists (
      select 1 from revisions
      where organization_id = ${organizationId} and entity_type = ${entityType} and entity_id = ${entityId}
        and author_id = ${authorId} and created_at > now() - make_interval(secs => ${coalesceSeconds})
    )
  `);
}
