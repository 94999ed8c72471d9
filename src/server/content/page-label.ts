// What the organisation calls one of its own pages: the label of the menu entry that links to it
// ("Insights" for /blog), so a page's heading matches the menu that led there.
import { translate, type Locale } from '@/lib/i18n/locales';
import type { MenuItemWithChildren } from '@/server/site/queries';

const bare = (urlName: string) => urlName.trim().replace(/^\/+|\/+$/g, '').toLowerCase();

export function menuLabelFor(menu: MenuItemWithChildren[], urlName: string, locale: Locale): string | null {
  const wanted = bare(urlName);
  for (const item of menu) {
    if (bare(item.urlName) === wanted) return translate(item.displayName, item.displayNameTranslation, locale).trim() || null;
  }
  for (const item of menu) {
    const sub = item.submenu.find((s) => bare(s.urlName) === wanted);
    if (sub) return translate(sub.name, sub.nameTranslation, locale).trim() || null;
  }
  return null;
}
