import { describe, expect, it } from 'vitest';
import type { MenuItemView } from '@/schemas/menu-items';
import type { HeaderStyleView } from '@/schemas/organization-settings';
import { chromeFields, chromeFromFields, committedText, normalizeSlug, orderChanged, orderPayload, previewItems, reconcileOrder, renumberSubmenu, type ChromeDraft } from './chrome-draft';

const item = (id: string, extra: Partial<MenuItemView> = {}): MenuItemView => ({
  id,
  organization_id: 'org',
  display_name: `Item ${id}`,
  display_name_translation: {},
  description_translation: {},
  url_name: id,
  description: null,
  order: 0,
  is_displayed: true,
  is_displayed_on_footer: false,
  page_id: null,
  version: 1,
  website_submenuitem: [],
  ...extra,
});

const style: HeaderStyleView = {
  type: 'default',
  background: 'white',
  color: 'gray-700',
  color_hover: 'gray-900',
  menu_width: '7xl',
  menu_items_are_text: true,
  logo_height: 'h-12',
  is_gradient: false,
  gradient: { from: 'gray-900', via: 'gray-800', to: 'gray-700' },
};

describe('menu address normalisation (spec §5)', () => {
  it('lowercases, turns whitespace runs into one hyphen and removes everything else', () => {
    expect(normalizeSlug('  Our   Team & Values! ', 'old')).toBe('our-team--values');
    expect(normalizeSlug('Ünïcode Café', 'old')).toBe('ncode-caf');
    expect(normalizeSlug('about\tus', 'old')).toBe('about-us');
  });

  it('keeps the old address when the result is empty or unchanged', () => {
    expect(normalizeSlug('!!!', 'about')).toBeNull();
    expect(normalizeSlug('   ', 'about')).toBeNull();
    expect(normalizeSlug('ABOUT', 'about')).toBeNull();
  });
});

describe('committed texts (spec §4)', () => {
  it('commits a name only when changed and not blank', () => {
    expect(committedText('display_name', '  New name ', 'Old')).toBe('New name');
    expect(committedText('display_name', '   ', 'Old')).toBeNull();
    expect(committedText('name', 'Old', 'Old')).toBeNull();
  });

  it('commits a description whenever it changed, even to empty', () => {
    expect(committedText('description', '', 'Something')).toBe('');
    expect(committedText('description', 'Same ', 'Same')).toBeNull();
    expect(committedText('description', 'New', null)).toBe('New');
  });
});

describe('the top-level order', () => {
  const menu = [item('a'), item('b'), item('c')];

  it('is saved in steps of 10 from 0', () => {
    expect(orderPayload(['c', 'a', 'b'])).toEqual([
      { id: 'c', order: 0 },
      { id: 'a', order: 10 },
      { id: 'b', order: 20 },
    ]);
  });

  it('keeps the local order, drops entries that are gone and adds new ones after', () => {
    expect(reconcileOrder(['c', 'x', 'a'], [...menu, item('d')])).toEqual(['c', 'a', 'b', 'd']);
  });

  it('tells whether it differs from the server', () => {
    expect(orderChanged(['a', 'b', 'c'], menu)).toBe(false);
    expect(orderChanged(['b', 'a', 'c'], menu)).toBe(true);
  });
});

describe('sub-items after a drag', () => {
  it('are renumbered 10 per position from 0', () => {
    const subs = [30, 5, 7].map((order, index) => ({ id: `s${index}`, menu_item_id: 'a', organization_id: 'org', name: `S${index}`, name_translation: {}, description_translation: {}, url_name: '', description: '', image: null, order, is_displayed: true, page_id: null, version: 1 }));
    expect(renumberSubmenu(subs).map((sub) => sub.order)).toEqual([0, 10, 20]);
  });
});

describe('the three-way merge basis', () => {
  it('reads each style setting as a field of its own and comes back whole', () => {
    const draft: ChromeDraft = { style, order: ['a', 'b'], pending: { 'item:a:display_name': 'Typed' } };
    const fields = chromeFields(draft);
    expect(fields['style.color']).toBe('gray-700');
    expect(fields['style.gradient']).toEqual(style.gradient);
    expect(fields.order).toEqual(['a', 'b']);
    expect(chromeFromFields(fields)).toEqual(draft);
  });
});

describe('the preview', () => {
  it('draws the draft order, pending names and only the entries shown in its place', () => {
    const menu = [item('a'), item('b', { is_displayed: false, is_displayed_on_footer: true }), item('c', { website_submenuitem: [{ id: 's', menu_item_id: 'c', organization_id: 'org', name: 'Sub', name_translation: {}, description_translation: {}, url_name: 'sub', description: '', image: null, order: 0, is_displayed: false, page_id: null, version: 1 }] })];
    const draft: ChromeDraft = { style, order: ['c', 'b', 'a'], pending: { 'item:a:display_name': 'Renamed' } };
    const header = previewItems(menu, draft, 'header', 'en', 'en', true);
    expect(header.map((entry) => entry.label)).toEqual(['Item c', 'Renamed']);
    expect(header[0]!.children).toEqual([]);
    expect(previewItems(menu, draft, 'footer', 'de', 'en', true).map((entry) => entry.href)).toEqual(['/de/b']);
  });
});
