'use client';
// What the header and footer editors do to menu entries the moment it is done (editing-layer spec
// §4 "Header/footer editor", §7, §8): add, rename, re-address, describe, link to a page, hide or
// show, delete, and the sub-items' order. Each call names the version of the entry it was made on:
// an entry someone else changed meanwhile is refused (409) and shown side by side with the choice
// of whose text to keep. Every outcome is said in the spec's words, and the menu is read again.
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { labelText } from '@/lib/i18n/island-labels';
import type { MenuItemView, MenuView, SubmenuItemView } from '@/schemas/menu-items';
import type { ConflictRow } from '../kit/conflict-dialog';
import { editorApi, EditorApiError, reason } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import type { EditableField, Placement } from './chrome-draft';
import { renumberSubmenu } from './chrome-draft';

export type EntryKind = 'item' | 'sub';
type Entry = MenuItemView | SubmenuItemView;
type Patch = Partial<Pick<MenuItemView, 'display_name' | 'display_name_translation' | 'url_name' | 'description' | 'description_translation' | 'is_displayed' | 'is_displayed_on_footer' | 'page_id'>> &
  Partial<Pick<SubmenuItemView, 'name' | 'name_translation' | 'image'>>;

/** A value as the side-by-side view shows it: a translation map as its languages' texts. */
const shownValue = (value: unknown) =>
  value && typeof value === 'object' ? Object.entries(value).map(([locale, text]) => `${locale}: ${String(text)}`).join('\n') : String(value ?? '');

export type Outcome = 'saved' | 'refused' | 'failed';

/** A refused change: the entry as it now is, and what was tried, for the side-by-side view. */
export type EntryConflict = { kind: EntryKind; entry: Entry; patch: Patch; rows: ConflictRow[] };

const address = (kind: EntryKind, id: string) => `/api/${kind === 'item' ? 'menu-items' : 'submenu-items'}/${id}`;
export const entryName = (entry: Entry) => ('display_name' in entry ? entry.display_name : entry.name);

export function useMenuActions({ placement, reload, organizationId }: { placement: Placement; reload: () => Promise<MenuView | null>; organizationId: string }) {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const [conflict, setConflict] = useState<EntryConflict | null>(null);
  const fail = (message: string) => toast({ type: 'error', message });
  const fieldName = (field: EditableField) => (field === 'url_name' ? labels.menuFieldSlug : field === 'description' ? labels.menuFieldDescription : labels.menuFieldName);

  /** Sends a change of one entry on its version: saved, refused (shown side by side) or failed (said). */
  const change = async (kind: EntryKind, entry: Entry, patch: Patch, failed: string): Promise<Outcome> => {
    try {
      await editorApi('PUT', address(kind, entry.id), { ...patch, version: entry.version, organization_id: organizationId });
      return 'saved';
    } catch (error) {
      const current = error instanceof EditorApiError && error.status === 409 ? (error.body as { current?: Entry } | null)?.current : null;
      if (current) {
        const rows = (Object.keys(patch) as (keyof Patch)[]).map((key) => ({
          key,
          label: key === 'url_name' ? labels.menuFieldSlug : key.startsWith('description') ? labels.menuFieldDescription : key === 'page_id' ? labels.menuFieldLink : key.startsWith('is_') ? labels.menuFieldShown : labels.menuFieldName,
          mine: shownValue(patch[key]),
          theirs: shownValue((current as Record<string, unknown>)[key]),
        }));
        setConflict({ kind, entry: current, patch, rows });
        return 'refused';
      }
      fail(error instanceof EditorApiError && error.status < 500 && reason(error) ? `${failed}: ${reason(error)}` : failed);
      return 'failed';
    } finally {
      await reload();
    }
  };

  /** A new entry: said in the spec's words either way, the menu read again before the answer. */
  const created = async (post: () => Promise<unknown>, done: string, failed: string): Promise<boolean> => {
    try {
      await post();
      toast({ type: 'success', message: done });
      return true;
    } catch {
      fail(failed);
      return false;
    } finally {
      await reload();
    }
  };

  return {
    conflict,
    /** The side-by-side view's answer: mine is sent again on the entry as it now is; theirs stays. */
    settle: async (keepMine: boolean) => {
      const open = conflict;
      setConflict(null);
      if (open && keepMine) await change(open.kind, open.entry, open.patch, labels.menuUpdateFailed);
    },
    dismissConflict: () => setConflict(null),

    /** An entry brought back from its history: the menu read again, with what it now says. */
    restored: () => reload(),

    /** A name, address or description typed in a card, already normalised by the caller. */
    commitText: (kind: EntryKind, entry: Entry, field: EditableField, value: string) =>
      change(kind, entry, { [field]: value }, labelText(kind === 'item' ? labels.menuFieldFailed : labels.submenuFieldFailed, { field: fieldName(field) })),

    /** A name or description in another language: the entry's whole translation map, that language's text in it. */
    commitTranslation: (kind: EntryKind, entry: Entry, field: EditableField, translations: Partial<Record<string, string>>) =>
      change(kind, entry, { [`${field}_translation`]: translations }, labelText(kind === 'item' ? labels.menuFieldFailed : labels.submenuFieldFailed, { field: fieldName(field) })),

    /** Shown or hidden in this editor's place: the header's flag, or the footer's (missing counts as shown). */
    toggle: (kind: EntryKind, entry: Entry) => {
      if (kind === 'sub') return change(kind, entry, { is_displayed: !(entry as SubmenuItemView).is_displayed }, labels.submenuVisibilityFailed);
      const item = entry as MenuItemView;
      const patch = placement === 'header' ? { is_displayed: !item.is_displayed } : { is_displayed_on_footer: !item.is_displayed_on_footer };
      return change(kind, entry, patch, labels.menuVisibilityFailed);
    },

    /** Points an entry at a page or post (its id and address), or at an address of any kind. */
    link: (kind: EntryKind, entry: Entry, target: { page_id: string | null; url_name: string }) => change(kind, entry, target, labels.menuUpdateFailed),

    add: (name: string, target: { page_id: string | null; url_name: string }) =>
      created(
        () =>
          editorApi('POST', '/api/menu-items', {
            organization_id: organizationId,
            display_name: name,
            ...target,
            is_displayed: true,
            // Added from the footer's editor, it shows in the footer (decision 075).
            is_displayed_on_footer: placement === 'footer',
          }),
        labelText(labels.menuItemCreated, { name }),
        labels.menuAddFailed,
      ),

    addSub: (item: MenuItemView, name: string, urlName: string) =>
      created(
        () => editorApi('POST', '/api/submenu-items', { organization_id: organizationId, menu_item_id: item.id, name, url_name: urlName, is_displayed: true, description: '' }),
        labelText(labels.submenuItemCreated, { name }),
        labels.submenuAddFailed,
      ),

    remove: async (kind: EntryKind, entry: Entry) => {
      const name = entryName(entry);
      try {
        await editorApi('DELETE', `${address(kind, entry.id)}?organization_id=${organizationId}&version=${entry.version}`);
        toast({ type: 'success', message: labelText(kind === 'item' ? labels.menuItemDeleted : labels.submenuItemDeleted, { name }) });
      } catch (error) {
        if (error instanceof EditorApiError && error.status === 409) fail(labels.menuChangedBeforeDelete);
        else fail(kind === 'item' ? labels.menuDeleteFailed : labels.submenuDeleteFailed);
      } finally {
        await reload();
      }
    },

    /** A sub-item dragged to a new place: 10 per position from 0, saved at once; read again on failure. */
    reorderSubs: async (item: MenuItemView, subs: SubmenuItemView[]) => {
      const numbered = renumberSubmenu(subs);
      try {
        await editorApi('PUT', '/api/submenu-items', { organization_id: organizationId, menu_item_id: item.id, items: numbered.map(({ id, order }) => ({ id, order })) });
        toast({ type: 'success', message: labels.submenuOrderSaved });
      } catch {
        fail(labels.submenuOrderFailed);
      } finally {
        await reload();
      }
    },
  };
}

export type MenuActions = ReturnType<typeof useMenuActions>;
