import 'server-only';
// The organisation's settings in the revision history (docs/decisions/061, 073): one record per
// organisation, named by the organisation's id (`GET /api/revisions?entity=settings&id={orgId}`).
// A kept state is written back through the settings' own save, so a restore is a save like any
// other: a new version and revision, the version checked, the public header and footer changed.
import { viewHistory } from '@/server/revisions/entity';
import { SETTINGS_MESSAGES, settingsInputSchema } from '@/schemas/organization-settings';
import { changeSettings, readSettings, SETTINGS_BOOKKEEPING, settingsState } from './settings';

export const settingsHistory = viewHistory({
  type: 'organization_settings',
  permission: 'settings.write',
  notFound: SETTINGS_MESSAGES.organizationNotFound,
  bookkeeping: SETTINGS_BOOKKEEPING,
  // The settings are named by their organisation's id; any other id names nothing here.
  read: async (db, { organizationId, id }) => (id === organizationId ? readSettings(db, { organizationId }) : null),
  state: settingsState,
  schema: settingsInputSchema,
  change: changeSettings,
});
