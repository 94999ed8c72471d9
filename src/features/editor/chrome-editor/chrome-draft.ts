// The header and footer editors' working copy and its rules (editing-layer spec §3 "Header style",
// "Footer style", "Menu item", §4, §5, §9; docs/decisions/075). What waits for Save is the style
// and the top-level order; entries' names, addresses and descriptions are typed into the cards and
// kept here until they are committed (blur or Enter), so the journal holds every keystroke and a
// reload offers them back. Everything else about entries is saved the moment it is done. Pure: the
// editor bundles it, and the unit tests read it.
import { flattenFields, unflattenFields, type FlatFields } from '../kit/flat-fields';
import type { FooterStyleView, HeaderStyleView, SettingsView } from '@/schemas/organization-settings';
import type { MenuItemView, SubmenuItemView } from '@/schemas/menu-items';
import { menuOrderAt } from '@/schemas/menu-items';
import type { NavItem } from '@/features/site-chrome/menu';
import { hrefFor, isProfile } from '@/features/site-chrome/menu';
import { parseFooterStyle, parseHeaderStyle, type FooterStyle, type HeaderStyle } from '@/lib/header-style';
import type { Locale } from '@/lib/i18n/locales';

export type Placement = 'header' | 'footer';
export type StyleView = HeaderStyleView | FooterStyleView;

/**
 * An entry's text being edited in its card: `item:<id>:display_name`, `sub:<id>:url_name`…, and
 * `item:<id>:display_name:es` for its translation into another language than the default.
 */
export type PendingKey = `${'item' | 'sub'}:${string}:${EditableField}` | `${'item' | 'sub'}:${string}:${EditableField}:${string}`;
export type EditableField = 'display_name' | 'name' | 'url_name' | 'description';

export type ChromeDraft = {
  style: StyleView;
  /** Top-level menu items by id, in the order Save will give them. */
  order: string[];
  /** Texts typed into the cards and not committed yet. */
  pending: Partial<Record<PendingKey, string>>;
};

/** What the editor loads and each save answers: the style with the settings' version, and the menu. */
export type ChromeRecord = { version: number | undefined; style: StyleView; menu: MenuItemView[] };

export function styleOf(settings: Pick<SettingsView, 'header_style' | 'footer_style'>, placement: Placement): StyleView {
  return placement === 'header' ? settings.header_style : settings.footer_style;
}

export function draftFromRecord(record: ChromeRecord): ChromeDraft {
  return { style: record.style, order: record.menu.map((item) => item.id), pending: {} };
}

/**
 * The menu's order as it will be saved: the draft's order for the entries still there, then any
 * entry added since (by this person or another), in the server's order.
 */
export function reconcileOrder(order: readonly string[], menu: readonly MenuItemView[]): string[] {
  const ids = new Set(menu.map((item) => item.id));
  const kept = order.filter((id) => ids.has(id));
  const known = new Set(kept);
  return [...kept, ...menu.map((item) => item.id).filter((id) => !known.has(id))];
}

/** The bulk update Save sends (PUT /api/menu-items): each entry's order, 10 × its position. */
export function orderPayload(order: readonly string[]): { id: string; order: number }[] {
  return order.map((id, position) => ({ id, order: menuOrderAt(position) }));
}

/** Whether the order differs from the menu's as the server has it. */
export function orderChanged(order: readonly string[], menu: readonly MenuItemView[]): boolean {
  const current = menu.map((item) => item.id);
  return order.length !== current.length || order.some((id, index) => id !== current[index]);
}

/** The spec's order for an item's sub-items after a drag: 10 per position from 0. */
export function renumberSubmenu(subs: readonly SubmenuItemView[]): SubmenuItemView[] {
  return subs.map((sub, position) => ({ ...sub, order: menuOrderAt(position) }));
}

/**
 * A menu address typed in a card, as the spec normalises it (§5): lowercase, runs of whitespace to
 * one hyphen, every character other than a–z, 0–9 and the hyphen removed. An empty result, or one
 * equal to the old address, keeps the old one (null: nothing to save).
 */
export function normalizeSlug(typed: string, old: string): string | null {
  const slug = typed.toLowerCase().trim().replace(/\s+/g, '-').replace(/[^a-z0-9-]/g, '');
  return slug === '' || slug === old ? null : slug;
}

/** A name or description as committed: names only when changed and not blank, a description whenever changed. */
export function committedText(field: EditableField, typed: string, old: string | null): string | null {
  if (field === 'description') return typed.trim() === (old ?? '').trim() ? null : typed.trim();
  const text = typed.trim();
  return text === '' || text === old ? null : text;
}

export const pendingKey = (kind: 'item' | 'sub', id: string, field: EditableField, locale?: string): PendingKey =>
  locale ? `${kind}:${id}:${field}:${locale}` : `${kind}:${id}:${field}`;

/** A translation as committed: whenever changed; blank takes the language's entry out (the default text shows). */
export function committedTranslation(typed: string, old: string | null | undefined): string | null {
  return typed.trim() === (old ?? '').trim() ? null : typed.trim();
}

/** The same draft without the texts waiting in entries that are gone. */
export function withoutGonePending(pending: ChromeDraft['pending'], menu: readonly MenuItemView[]): ChromeDraft['pending'] {
  const items = new Set(menu.map((item) => item.id));
  const subs = new Set(menu.flatMap((item) => item.website_submenuitem.map((sub) => sub.id)));
  return Object.fromEntries(
    Object.entries(pending).filter(([key]) => {
      const [kind, id] = key.split(':');
      return kind === 'item' ? items.has(id!) : subs.has(id!);
    }),
  );
}

// The three-way merge of a stale save reads the style setting by setting and the order as one
// field: two people who changed different settings are merged without a question (decision 064).

export function chromeFields(draft: ChromeDraft): FlatFields {
  return flattenFields({ style: draft.style, order: draft.order, pending: draft.pending }, ['style', 'order', 'pending']);
}

export function chromeFromFields(fields: FlatFields): ChromeDraft {
  const draft = unflattenFields<Partial<ChromeDraft>>(fields);
  return { style: draft.style as StyleView, order: draft.order ?? [], pending: draft.pending ?? {} };
}

/** The style as the site's header and footer drawings take it. */
export function headerStyleFrom(view: StyleView): HeaderStyle {
  return parseHeaderStyle(view);
}

export function footerStyleFrom(view: StyleView): FooterStyle {
  return parseFooterStyle(view);
}

/**
 * The menu as the preview draws it: the draft's order, each entry's pending name over its saved one,
 * only the entries shown in this placement (sub-items without the flag count as shown).
 */
export function previewItems(menu: readonly MenuItemView[], draft: ChromeDraft, placement: Placement, locale: Locale, defaultLocale: Locale, isText: boolean): NavItem[] {
  const byId = new Map(menu.map((item) => [item.id, item]));
  // In another language: what is typed for it, else its translation, else the default text (as visitors read it).
  const translated = locale !== defaultLocale;
  const text = (key: PendingKey, saved: string, translations?: Partial<Record<string, string>>) =>
    (translated ? (draft.pending[`${key}:${locale}` as PendingKey]?.trim() || translations?.[locale]?.trim()) : draft.pending[key]?.trim()) || saved;
  return reconcileOrder(draft.order, menu)
    .map((id) => byId.get(id)!)
    .filter((item) => (placement === 'header' ? item.is_displayed : item.is_displayed_on_footer) && !isProfile(item.display_name))
    .map((item) => ({
      id: item.id,
      label: text(pendingKey('item', item.id, 'display_name'), item.display_name, item.display_name_translation),
      href: hrefFor(item.url_name, locale, defaultLocale),
      description: text(pendingKey('item', item.id, 'description'), item.description ?? '', item.description_translation),
      image: null,
      icon: 'map',
      isText,
      children: item.website_submenuitem
        .filter((sub) => sub.is_displayed !== false && !isProfile(sub.name))
        .map((sub) => ({
          id: sub.id,
          label: text(pendingKey('sub', sub.id, 'name'), sub.name, sub.name_translation),
          href: hrefFor(sub.url_name, locale, defaultLocale),
          description: text(pendingKey('sub', sub.id, 'description'), sub.description, sub.description_translation),
          image: sub.image,
        })),
    }));
}
