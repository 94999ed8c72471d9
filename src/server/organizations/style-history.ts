import 'server-only';
// The header's and the footer's style in the revision history (issue 22 item 4; docs/decisions/078):
// one history each, named by the organisation's id (`GET /api/revisions?entity=header-style&id={orgId}`),
// whose states are the style's own settings. The style lives in the organisation's settings, whose
// own history keeps every setting at once; these keep only the style, so the Header and Footer
// editors list the saves that changed it and bring one back without touching the name, languages or
// policies saved since. A restore is the settings' own change with only that style sent: the
// settings' version checked and raised, both histories kept, the public header or footer changed.
import type { DbOrTx, Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api';
import { restorableInput, type HistoryEntity } from '@/server/revisions/entity';
import { footerStyleSchema, headerStyleSchema, SETTINGS_MESSAGES, type SettingsView } from '@/schemas/organization-settings';
import { changeSettings, readSettings, STYLE_TYPES } from './settings';

export type Placement = 'header' | 'footer';

/** Bookkeeping of a style's record: the settings' version and when they were saved. */
const STYLE_BOOKKEEPING = ['version', 'updated_at'] as const;


/** A style as its revisions keep it: its settings, as GET answers them. */
export const styleState = (view: SettingsView, placement: Placement): Record<string, unknown> => ({ ...view[`${placement}_style`] });

/** The style as its history shows it now: its settings with the settings' version. */
const styleRecord = (view: SettingsView, placement: Placement) => ({ version: view.version, updated_at: view.updated_at, ...styleState(view, placement) });

function styleHistory(placement: Placement): HistoryEntity {
  const schema = placement === 'header' ? headerStyleSchema : footerStyleSchema;
  return {
    type: STYLE_TYPES[placement],
    permission: 'settings.write',
    notFound: SETTINGS_MESSAGES.organizationNotFound,
    bookkeeping: STYLE_BOOKKEEPING,
    async load(db: DbOrTx, { organizationId, id }) {
      // A style is named by its organisation's id; any other id names nothing here.
      const found = id === organizationId ? await readSettings(db, { organizationId }) : null;
      return found && { version: found.row.version, updatedAt: found.row.updatedAt, record: styleRecord(found.view, placement), state: styleState(found.view, placement) };
    },
    async restore(tx: Tx, { organizationId, id, data, authorId, version, restoredFrom }) {
      if (id !== organizationId) throw new ApiError(404, SETTINGS_MESSAGES.organizationNotFound);
      const style = restorableInput(schema, data, STYLE_BOOKKEEPING);
      const view = await changeSettings(tx, { organizationId, input: { [`${placement}_style`]: style }, authorId, version, restoredFrom });
      return styleRecord(view, placement);
    },
  };
}

export const headerStyleHistory = styleHistory('header');
export const footerStyleHistory = styleHistory('footer');
