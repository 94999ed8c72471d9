import 'server-only';
// The organisation's settings in the revision history (docs/decisions/061, 073): one record per
// organisation, named by the organisation's id (`GET /api/revisions?entity=settings&id={orgId}`).
// A kept state is written back through the settings' own save, so a restore is a save like any
// other: a new version and revision, the version checked, the public header and footer changed.
import { restorableInput, type HistoryEntity } from '@/server/revisions/entity';
import { SETTINGS_MESSAGES, settingsInputSchema } from '@/schemas/organization-settings';
import { changeSettings, readSettings, SETTINGS_BOOKKEEPING, settingsState } from './settings';

export const settingsHistory: HistoryEntity = {
  type: 'organization_settings',
  permission: 'settings.write',
  notFound: SETTINGS_MESSAGES.organizationNotFound,
  bookkeeping: SETTINGS_BOOKKEEPING,
  async load(db, { organizationId, id }) {
    if (id !== organizationId) return null;
    const found = await readSettings(db, { organizationId });
    if (!found) return null;
    return { version: found.row.version, updatedAt: found.row.updatedAt, record: found.view, state: settingsState(found.view) };
  },
  async restore(tx, { organizationId, data, ...basis }) {
    const input = restorableInput(settingsInputSchema, data, SETTINGS_BOOKKEEPING);
    return changeSettings(tx, { organizationId, input, ...basis });
  },
};
