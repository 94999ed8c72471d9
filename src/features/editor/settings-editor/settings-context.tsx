'use client';
// What every Global Settings tab reads and does, handed down once through context: the working copy,
// the organisation data as last loaded (for what the tabs only show), the problems of the last
// save, the edits (each one step of undo; typing in bursts), which record cards are open, the
// field ids that problems focus, and leaving for another editor (asked first if unsaved).
import { createContext, useContext } from 'react';
import type { EditorTarget } from '../editor-store';
import type { Collection, GeneralDraft, RecordOf, SettingsDraft } from './settings-draft';
import type { MeetingHost, OrganizationData } from './settings-types';
import type { Problems } from './settings-validation';

export type SettingsEdits = {
  draft: SettingsDraft;
  data: OrganizationData;
  problems: Problems;
  /** The people who may host a meeting, once the Meeting Types tab has asked for them. */
  hosts: MeetingHost[] | null;
  general: (patch: Partial<GeneralDraft>, typing?: boolean) => void;
  record: <C extends Collection>(collection: C, key: string, patch: Partial<RecordOf<C>>, typing?: boolean) => void;
  /** Adds a record at the end of its list, opens its card and puts the focus in its first field. */
  add: <C extends Collection>(collection: C, record: RecordOf<C>) => void;
  remove: (collection: Collection, key: string) => void;
  move: (collection: Collection, key: string, over: string) => void;
  isOpen: (path: string) => boolean;
  setOpen: (path: string, open: boolean) => void;
  /** The id of the control of a path (`faqs.<key>.question`). */
  fieldId: (path: string) => string;
  /** Opens another editor in place of this one; unsaved changes are asked about first. */
  leaveTo: (target: EditorTarget) => void;
};

const SettingsContext = createContext<SettingsEdits | null>(null);

export const SettingsProvider = SettingsContext.Provider;

export function useSettings(): SettingsEdits {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used within the Global Settings editor');
  return value;
}

/** The first field of each kind of record: where the focus goes when one is added. */
export const FIRST_FIELD: Record<Collection, string> = {
  faqs: 'question', features: 'name', banners: 'text', products: 'name', pricing_plans: 'name', cookie_categories: 'name',
  cookie_services: 'name', meeting_types: 'name', blog_posts: 'order',
};
