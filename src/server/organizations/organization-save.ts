import 'server-only';
// PUT /api/organizations/{orgId}: the Global Settings modal's save (editing-layer spec §7;
// docs/decisions/073, 074). The settings and every tab's records go in one transaction through the
// one write path, so visitors see all of it or none, on every instance at once. The organisation
// data has one version, its settings row's: the row is locked first, a save based on another version
// is refused with the data as it now is (the modal merges three ways), and a save that changes
// anything raises it by exactly one. Each tab it changes keeps its state before as a revision.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { organizationSettings, posts } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { writeOrganization } from '@/server/write';
import { recordRevision } from '@/server/revisions/record';
import { basedOn, nextVersion } from '@/server/revisions/versions';
import { loadConsentCatalogue } from '@/server/consent/catalogue';
import { changePost } from '@/server/content/post-write';
import { RECORD_LISTS, RECORD_MESSAGES, type PostDisplayInput } from '@/schemas/organization-records';
import { SETTINGS_MESSAGES, type UpdateOrganizationInput } from '@/schemas/organization-settings';
import { VERSION_MESSAGES } from '@/schemas/version';
import { readOrganizationData, type Row } from './organization-data';
import { applyRecords, refuseField } from './record-apply';
import { RECORD_TABS, sameState, tabOf, tabState, type RecordTab, type TabState } from './record-tabs';
import { changeSettings } from './settings';

type Scope = { organizationId: string };

/** The settings row's version, the row held until commit: every save of the organisation data waits here. */
export async function lockOrganizationData(tx: Tx, { organizationId }: Scope): Promise<number> {
  const [row] = await tx.select({ version: organizationSettings.version }).from(organizationSettings).where(eq(organizationSettings.organizationId, organizationId)).for('update');
  if (!row) throw new ApiError(404, SETTINGS_MESSAGES.organizationNotFound);
  return row.version;
}

/** The one raise of a save, conditioned on the version it locked. */
export async function raiseVersion(tx: Tx, { organizationId, version }: Scope & { version: number }): Promise<void> {
  await tx
    .update(organizationSettings)
    .set({ ...nextVersion(organizationSettings.version), updatedAt: new Date() })
    .where(and(eq(organizationSettings.organizationId, organizationId), basedOn(organizationSettings.version, version)));
}

/**
 * After a tab's records changed: its state before is kept, and a change of the cookie catalogue
 * stores the catalogue's new policy revision on the settings (consent reads it from the catalogue
 * itself, so a visitor who decided on the old one is asked again either way).
 */
export async function tabChanged(tx: Tx, change: Scope & { tab: RecordTab; before: TabState; version: number; authorId: string; restoredFrom?: string }): Promise<void> {
  const { organizationId, tab, before, version, authorId, restoredFrom } = change;
  await recordRevision(tx, { organizationId, entityType: RECORD_TABS[tab].type, entityId: organizationId, data: before, version, authorId, restoredFrom });
  if (tab === 'cookies') {
    const { revision } = await loadConsentCatalogue(tx, { organizationId });
    await tx.update(organizationSettings).set({ cookiePolicyRevision: revision }).where(eq(organizationSettings.organizationId, organizationId));
  }
}

const isConflict = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409 && error.message === VERSION_MESSAGES.conflict;

/** The Blog tab's display settings, each through the post's own change (its version checked, a revision kept). */
async function applyPosts(tx: Tx, { organizationId, authorId, sent }: Scope & { authorId: string; sent: PostDisplayInput[] }): Promise<boolean> {
  if (sent.length === 0) return false;
  const own = new Set((await tx.select({ id: posts.id }).from(posts).where(and(eq(posts.organizationId, organizationId), inArray(posts.id, sent.map((p) => p.id))))).map((p) => p.id));
  let changed = false;
  for (const [index, { id, version, order, ...display }] of sent.entries()) {
    if (!own.has(id)) throw refuseField(`blog_posts.${index}.id`, RECORD_MESSAGES.notFound);
    if (order === undefined && Object.keys(display).length === 0) continue;
    try {
      await changePost(tx, { organizationId, id, authorId, version, input: { display_config: display, ...(order === undefined ? {} : { organization_config: { order } }) } });
    } catch (error) {
      if (isConflict(error)) throw new ApiError(409, error.message, { ...(error.details as object), post_id: id, path: `blog_posts.${index}.version` });
      throw error;
    }
    changed = true;
  }
  return changed;
}

async function applySave(tx: Tx, { organizationId, authorId, body }: Scope & { authorId: string; body: UpdateOrganizationInput }): Promise<void> {
  const version = await lockOrganizationData(tx, { organizationId });
  if (body.version !== undefined && body.version !== version) {
    throw new ApiError(409, VERSION_MESSAGES.conflict, { sent_version: body.version, current_version: version });
  }
  const deleted = body.deleted ?? {};
  const touched = new Set(RECORD_LISTS.filter((list) => (body[list]?.length ?? 0) > 0 || (deleted[list]?.length ?? 0) > 0).map(tabOf));
  const before = new Map<RecordTab, TabState>();
  for (const tab of touched) before.set(tab, await tabState(tx, organizationId, tab));

  await applyRecords(tx, { organizationId, lists: body, deleted });
  let changed = await applyPosts(tx, { organizationId, authorId, sent: body.blog_posts ?? [] });
  for (const [tab, state] of before) {
    if (sameState(state, await tabState(tx, organizationId, tab))) continue;
    await tabChanged(tx, { organizationId, tab, before: state, version, authorId });
    changed = true;
  }
  // The settings' own change raises the version; without it, a change of records does.
  if (body.settings) await changeSettings(tx, { organizationId, input: body.settings, authorId, version });
  else if (changed) await raiseVersion(tx, { organizationId, version });
}

/**
 * Saves the body in one transaction and answers the organisation data as GET does, after commit.
 * A stale version (the organisation's or a post's) is a 409 whose `current` is that data now.
 */
export async function saveOrganization(db: Db, change: Scope & { authorId: string; body: UpdateOrganizationInput }): Promise<Row> {
  const { organizationId } = change;
  try {
    await writeOrganization(db, organizationId, (tx) => applySave(tx, change));
  } catch (error) {
    if (isConflict(error)) throw new ApiError(409, error.message, error.details, { current: await readOrganizationData(db, { organizationId }) });
    throw error;
  }
  return readOrganizationData(db, { organizationId });
}
