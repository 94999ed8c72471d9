'use client';
// The menu as cards (editing-layer spec §2 "Header editor and Footer editor", §4, §5, §8): one card
// per menu item in a grid of 1 to 6 columns by screen width, dragged into the order Save keeps, each
// with its sub-items in a list whose order is saved the moment one is dropped. Names, addresses and
// descriptions are typed in place and committed on blur or Enter; Escape puts the saved text back.
// dnd-kit moves cards and sub-items with a pointer, a finger or the keyboard, each move announced.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Eye, EyeOff, GripVertical, Trash2 } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { labelText } from '@/lib/i18n/island-labels';
import { isMenuAddress, type MenuItemView, type SubmenuItemView } from '@/schemas/menu-items';
import type { SiteMapView } from '@/schemas/site-map';
import { useEditorContext } from '../editor-labels';
import { useEditedLanguage } from '../edited-language';
import { TranslationMark } from '../translation-status';
import { isDefaultLanguage } from '../translations';
import { HistoryButton } from '../kit/history-panel';
import { useSortableAnnouncements } from '../kit/sortable-announcements';
import { INPUT } from '../shared/field';
import { normalizeSlug, pendingKey, type ChromeDraft, type EditableField, type PendingKey, type Placement } from './chrome-draft';
import { entryHistoryFields } from './chrome-history';
import { entryName, type EntryKind, type MenuActions } from './use-menu-actions';

type Entry = MenuItemView | SubmenuItemView;
type Pages = { id: string; title: string; slug: string }[];

type Props = {
  placement: Placement;
  items: MenuItemView[];
  pending: ChromeDraft['pending'];
  onPending: (key: PendingKey, value: string | undefined) => void;
  /** Commits what was typed in one field of an entry (the editor's, which Save also runs). */
  commit: (kind: EntryKind, entry: Entry, field: EditableField, locale?: string) => Promise<void>;
  onOrder: (order: string[]) => void;
  actions: MenuActions;
  siteMap: SiteMapView | undefined;
  /** Asks before an entry is deleted (the editor's one confirmation dialog). */
  onDelete: (kind: EntryKind, entry: Entry) => void;
};

/** The pages and posts an entry can point at, by title. */
export function linkablePages(siteMap: SiteMapView | undefined): Pages {
  if (!siteMap) return [];
  const docs = [...siteMap.pages, ...siteMap.posts, ...siteMap.document_sets.flatMap((set) => set.posts)];
  const seen = new Set<string>();
  return docs.filter((doc) => !seen.has(doc.id) && seen.add(doc.id)).map(({ id, title, slug }) => ({ id, title, slug }));
}

/** An entry's translations of a name or description. */
export function translationsOf(entry: Entry, field: EditableField): Partial<Record<string, string>> {
  if (field === 'description') return entry.description_translation ?? {};
  return ('display_name_translation' in entry ? entry.display_name_translation : entry.name_translation) ?? {};
}

/** Marks the fields whose Escape belongs to them, not to the editor's dialog. */
export const INLINE_ATTRIBUTE = 'data-menu-inline';

export function MenuCards({ placement, items, pending, onPending, commit, onOrder, actions, siteMap, onDelete }: Props) {
  const { editor: labels } = useEditorContext();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const order = items.map((item) => item.id);
  const name = (id: unknown) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? entryName(item) : '';
  };
  const position = (id: unknown) => order.indexOf(String(id)) + 1;
  const words = { pickedUp: labels.layoutPickedUp, movedTo: labels.layoutMovedTo, droppedAt: labels.layoutDroppedAt, moveCancelled: labels.layoutMoveCancelled };
  const announcements = useSortableAnnouncements(words, name, position, order.length);
  const pages = linkablePages(siteMap);

  const fields = { pending, onPending, commit, actions, pages, onDelete };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onOrder(arrayMove(order, position(active.id) - 1, position(over.id) - 1));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: labels.menuDragInstructions } }}>
      <SortableContext items={order} strategy={rectSortingStrategy}>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6" aria-label={labels.menuItemsList} data-menu-cards="">
          {items.map((item) => (
            <MenuCard key={item.id} item={item} placement={placement} {...fields} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

type FieldProps = Pick<Props, 'pending' | 'onPending' | 'commit' | 'actions' | 'onDelete'> & { pages: Pages };

function MenuCard({ item, placement, ...fields }: FieldProps & { item: MenuItemView; placement: Placement }) {
  const { editor: labels } = useEditorContext();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const shown = placement === 'header' ? item.is_displayed : item.is_displayed_on_footer;
  const name = entryName(item);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex min-w-0 flex-col gap-2 rounded-xl border bg-white p-3 ${isDragging ? 'relative z-10 border-sky-600 shadow-lg' : 'border-gray-200'} ${shown ? '' : 'bg-gray-50'}`}
      data-menu-item={item.id}
    >
      <div className="flex items-center gap-1">
        <DragHandle activatorRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} title={name} size="h-9 w-7" />
        <EntryText kind="item" entry={item} field="display_name" label={labels.menuFieldName} className="font-semibold" {...fields} />
        <EntryTools kind="item" entry={item} shown={shown} {...fields} />
      </div>
      <EntryText kind="item" entry={item} field="url_name" label={labels.menuFieldSlug} {...fields} />
      <EntryText kind="item" entry={item} field="description" label={labels.menuFieldDescription} placeholder={labels.menuDescriptionPlaceholder} {...fields} />
      <LinkControl kind="item" entry={item} {...fields} />
      <SubItems item={item} {...fields} />
    </li>
  );
}

/** The handle an entry is moved by (pointer, touch, or Space and the arrow keys), named for the entry. */
type Sortable = ReturnType<typeof useSortable>;

function DragHandle({ activatorRef, attributes, listeners, title, size }: { activatorRef: Sortable['setActivatorNodeRef']; attributes: Sortable['attributes']; listeners: Sortable['listeners']; title: string; size: string }) {
  const { editor: labels } = useEditorContext();
  return (
    <button
      type="button"
      ref={activatorRef}
      {...attributes}
      {...listeners}
      aria-label={labelText(labels.menuMove, { title })}
      className={`inline-flex ${size} shrink-0 cursor-grab touch-none items-center justify-center rounded text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600`}
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
}

/** Visibility, history and delete, with the entry's name in their accessible names. */
function EntryTools({ kind, entry, shown, actions, onDelete, pending, pages }: Pick<FieldProps, 'actions' | 'onDelete' | 'pending' | 'pages'> & { kind: EntryKind; entry: Entry; shown: boolean }) {
  const { editor: labels } = useEditorContext();
  const name = entryName(entry);
  // The entry's saves (decision 078): a restore is refused while a text typed into it is not saved yet.
  const fields = useMemo(() => entryHistoryFields((id) => pages.find((page) => page.id === id)?.title), [pages]);
  const typedInto = `${kind}:${entry.id}:`;
  return (
    <>
      <HistoryButton
        entity={kind === 'item' ? 'menu-item' : 'submenu-item'}
        id={entry.id}
        label={labelText(labels.menuHistoryNamed, { name })}
        isDirty={() => Object.keys(pending).some((key) => key.startsWith(typedInto))}
        version={() => entry.version}
        fields={fields}
        onRestored={() => void actions.restored()}
      />
      <button
        type="button"
        aria-pressed={!shown}
        aria-label={labelText(shown ? labels.menuHideNamed : labels.menuShowNamed, { name })}
        title={shown ? labels.menuHide : labels.menuShow}
        onClick={() => void actions.toggle(kind, entry)}
        data-menu-visibility={shown ? 'shown' : 'hidden'}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        {shown ? <Eye className="size-4" aria-hidden="true" /> : <EyeOff className="size-4 text-amber-700" aria-hidden="true" />}
      </button>
      <button
        type="button"
        aria-label={labelText(labels.menuDeleteNamed, { name })}
        title={labels.delete}
        onClick={() => onDelete(kind, entry)}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded text-gray-600 hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </>
  );
}

/**
 * A text of an entry edited in place: it reads as text until hovered or focused. What is typed
 * waits in the draft (journalled) until committed; an uncommitted text is marked as unsaved.
 */
function EntryText({
  kind,
  entry,
  field,
  label,
  placeholder,
  className = '',
  pending,
  onPending,
  commit,
}: Pick<FieldProps, 'pending' | 'onPending' | 'commit'> & { kind: EntryKind; entry: Entry; field: EditableField; label: string; placeholder?: string; className?: string }) {
  const { editor: labels } = useEditorContext();
  const language = useEditedLanguage();
  // Names and descriptions are written in each language; an address is the same in all of them.
  const translating = field !== 'url_name' && !isDefaultLanguage(language);
  const key = pendingKey(kind, entry.id, field, translating ? language.locale : undefined);
  // The name shares its row with the entry's tools; the other texts are rows of their own.
  const inRow = field === 'display_name' || field === 'name';
  const base = field === 'url_name' ? entry.url_name : field === 'description' ? (entry.description ?? '') : entryName(entry);
  const translations = field === 'url_name' ? undefined : translationsOf(entry, field);
  const saved = translating ? (translations?.[language.locale] ?? '') : base;
  const typed = pending[key];
  const unsaved = typed !== undefined;
  const hintId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit(kind, entry, field, translating ? language.locale : undefined);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onPending(key, undefined);
    }
  };
  const input = (
    <input
      {...{ [INLINE_ATTRIBUTE]: '' }}
      type="text"
      aria-label={`${label}: ${entryName(entry)}`}
      aria-describedby={unsaved ? hintId : undefined}
      value={typed ?? saved}
      placeholder={translating ? base || placeholder : placeholder}
      lang={field === 'url_name' ? undefined : language.locale}
      spellCheck={field !== 'url_name'}
      autoCapitalize={field === 'url_name' ? 'none' : undefined}
      onChange={(event) => onPending(key, event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => void commit(kind, entry, field, translating ? language.locale : undefined)}
      data-menu-field={field}
      className={`min-w-0 flex-1 rounded-md border bg-transparent px-2 py-1.5 text-sm text-gray-900 placeholder:text-gray-500 hover:border-gray-300 focus-visible:border-gray-400 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-sky-600 ${unsaved ? 'border-amber-500 bg-amber-50' : 'border-transparent'} ${className}`}
    />
  );
  return (
    <div className={`flex min-w-0 flex-col ${inRow ? 'flex-1' : ''}`}>
      {field === 'url_name' ? (
        <div className="flex min-w-0 items-center gap-0.5 text-sm text-gray-600">
          <span aria-hidden="true">/</span>
          {input}
        </div>
      ) : (
        input
      )}
      {translations && <TranslationMark field={field} base={base} translations={unsaved ? { ...translations, [language.locale]: typed } : translations} />}
      {unsaved && (
        <span id={hintId} className="px-2 text-xs text-amber-800">
          {labels.menuUnsavedText}
        </span>
      )}
    </div>
  );
}

/** Where an entry leads: one of the site's pages or posts (by id), or an address of any kind. */
function LinkControl({ kind, entry, actions, pages }: Pick<FieldProps, 'actions' | 'pages'> & { kind: EntryKind; entry: Entry }) {
  const { editor: labels } = useEditorContext();
  const id = useId();
  const [other, setOther] = useState(false);
  const [address, setAddress] = useState(entry.url_name);
  const valid = isMenuAddress(address.trim());
  const apply = () => {
    if (!valid) return;
    setOther(false);
    void actions.link(kind, entry, { page_id: null, url_name: address.trim() });
  };
  const onChoose = (value: string) => {
    if (value === 'other') {
      setAddress(entry.url_name);
      return setOther(true);
    }
    setOther(false);
    const page = pages.find((candidate) => candidate.id === value);
    if (page) void actions.link(kind, entry, { page_id: page.id, url_name: page.slug });
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-link`} className="sr-only">
        {labelText(labels.menuLinkNamed, { name: entryName(entry) })}
      </label>
      <select id={`${id}-link`} className={`${INPUT} py-1.5`} value={other ? 'other' : (entry.page_id ?? 'other')} onChange={(event) => onChoose(event.target.value)} data-menu-link="">
        {entry.page_id && !pages.some((page) => page.id === entry.page_id) && <option value={entry.page_id}>{`/${entry.url_name}`}</option>}
        <optgroup label={labels.menuLinkPages}>
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {page.title || `/${page.slug}`}
            </option>
          ))}
        </optgroup>
        <option value="other">{entry.page_id ? labels.menuLinkOther : labelText(labels.menuLinkAddress, { address: entry.url_name || '/' })}</option>
      </select>
      {other && (
        <div className="flex gap-1.5">
          <label htmlFor={`${id}-address`} className="sr-only">
            {labels.menuLinkAddressField}
          </label>
          <input
            {...{ [INLINE_ATTRIBUTE]: '' }}
            id={`${id}-address`}
            type="text"
            className={`${INPUT} py-1.5`}
            value={address}
            aria-invalid={!valid}
            placeholder="https://…"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                setOther(false);
              }
            }}
          />
          <button type="button" disabled={!valid} onClick={apply} className="shrink-0 rounded-lg bg-gray-900 px-3 text-sm font-medium text-white disabled:opacity-50">
            {labels.menuLinkApply}
          </button>
        </div>
      )}
    </div>
  );
}

function SubItems({ item, ...fields }: FieldProps & { item: MenuItemView }) {
  const { editor: labels } = useEditorContext();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  // Shown in the new order the moment one is dropped, while it is saved (spec §4).
  const [moved, setMoved] = useState<SubmenuItemView[] | null>(null);
  const subs = moved ?? item.website_submenuitem;
  const order = subs.map((sub) => sub.id);
  const name = (id: unknown) => subs.find((sub) => sub.id === id)?.name ?? '';
  const position = (id: unknown) => order.indexOf(String(id)) + 1;
  const words = { pickedUp: labels.layoutPickedUp, movedTo: labels.layoutMovedTo, droppedAt: labels.layoutDroppedAt, moveCancelled: labels.layoutMoveCancelled };
  const announcements = useSortableAnnouncements(words, name, position, order.length);
  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(subs, position(active.id) - 1, position(over.id) - 1);
    setMoved(next);
    await fields.actions.reorderSubs(item, next);
    setMoved(null);
  };
  return (
    <div className="mt-1 border-t border-gray-100 pt-2">
      <p className="mb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase">{labels.submenuHeading}</p>
      {subs.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(event) => void onDragEnd(event)} accessibility={{ announcements, screenReaderInstructions: { draggable: labels.menuDragInstructions } }}>
          <SortableContext items={order} strategy={verticalListSortingStrategy}>
            <ul className="space-y-1.5" aria-label={labelText(labels.submenuListNamed, { name: item.display_name })}>
              {subs.map((sub) => (
                <SubRow key={sub.id} sub={sub} {...fields} />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <AddForm label={labelText(labels.submenuNewNamed, { name: item.display_name })} onAdd={(text) => fields.actions.addSub(item, text, normalizeSlug(text, '') ?? '')} />
    </div>
  );
}

function SubRow({ sub, ...fields }: FieldProps & { sub: SubmenuItemView }) {
  const { editor: labels } = useEditorContext();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: sub.id });
  const shown = sub.is_displayed !== false;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`space-y-1 rounded-lg border p-1.5 ${isDragging ? 'relative z-10 border-sky-600 bg-white shadow-lg' : 'border-gray-100'} ${shown ? '' : 'bg-gray-50'}`}
      data-submenu-item={sub.id}
    >
      <div className="flex items-center gap-1">
        <DragHandle activatorRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} title={sub.name} size="h-8 w-6" />
        <EntryText kind="sub" entry={sub} field="name" label={labels.menuFieldName} {...fields} />
        <EntryTools kind="sub" entry={sub} shown={shown} {...fields} />
      </div>
      <EntryText kind="sub" entry={sub} field="url_name" label={labels.menuFieldSlug} {...fields} />
      <EntryText kind="sub" entry={sub} field="description" label={labels.menuFieldDescription} placeholder={labels.menuDescriptionPlaceholder} {...fields} />
    </li>
  );
}

/** A name for a new entry; Create is disabled while it is blank (spec §5). */
export function AddForm({ label, onAdd, children, autoFocus }: { label: string; onAdd: (name: string) => Promise<boolean>; children?: ReactNode; autoFocus?: boolean }) {
  const { editor: labels } = useEditorContext();
  const id = useId();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const blank = name.trim() === '';
  const submit = async () => {
    if (blank || busy) return;
    const sent = name;
    setBusy(true);
    // Only the name sent is cleared: one typed for the next entry while this one saved stays.
    if (await onAdd(sent.trim())) setName((current) => (current === sent ? '' : current));
    setBusy(false);
  };
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="text" value={name} autoFocus={autoFocus} onChange={(event) => setName(event.target.value)} placeholder={label} className={`${INPUT} min-w-0 flex-1 py-1.5`} maxLength={100} />
      {children}
      <button type="submit" disabled={blank || busy} className="shrink-0 rounded-lg bg-gray-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-gray-800 disabled:opacity-50">
        {labels.menuCreate}
      </button>
    </form>
  );
}
