// The fields both people changed in a stale save of the header or footer, as the side-by-side view
// names them: one setting of the style, or the menu's order with each item's name.
import type { EditorLabels, PlainEditorKey } from '@/lib/i18n/editor-labels';
import type { MenuItemView } from '@/schemas/menu-items';
import type { ConflictRow } from '../kit/conflict-dialog';
import type { FlatFields } from '../kit/flat-fields';

const SETTING_LABELS: Record<string, PlainEditorKey> = {
  'style.type': 'chromeStyle',
  'style.background': 'backgroundColor',
  'style.color': 'chromeTextColor',
  'style.color_hover': 'chromeHoverColor',
  'style.menu_width': 'chromeMenuWidth',
  'style.menu_items_are_text': 'chromeItemsAs',
  'style.logo_height': 'chromeLogoHeight',
  'style.is_gradient': 'background',
  'style.gradient': 'gradient',
};

function shown(key: string, value: unknown, menu: readonly MenuItemView[]): string {
  if (key === 'order' && Array.isArray(value)) {
    const names = new Map(menu.map((item) => [item.id, item.display_name]));
    return value.map((id, index) => `${index + 1}. ${names.get(String(id)) ?? '…'}`).join('\n');
  }
  if (value && typeof value === 'object') return Object.values(value).filter(Boolean).join(' → ');
  return String(value ?? '');
}

export function chromeConflictRows(keys: string[], mine: FlatFields, theirs: FlatFields, labels: EditorLabels, menu: readonly MenuItemView[]): ConflictRow[] {
  return keys.map((key) => ({
    key,
    label: key === 'order' ? labels.menuOrderField : labels[SETTING_LABELS[key] ?? 'chromeStyle'],
    mine: shown(key, mine[key], menu),
    theirs: shown(key, theirs[key], menu),
  }));
}
