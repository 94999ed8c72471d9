// Which menu entries a visitor sees, with their labels in the page's language and their links.
import type { MenuItemWithChildren } from '@/server/site/queries';
import { localizePath, translate, type Locale } from '@/lib/i18n/locales';
import { isExternalAddress, menuAddress } from '@/lib/menu-links';
import { iconKey, storedIconName, type IconKey } from './menu-icons';

export type NavLink = { id: string; label: string; href: string; description: string; image: string | null };
/** `icon` is always one of the supported icons (unknown names fall back to the map icon). */
export type NavItem = NavLink & { icon: IconKey; isText: boolean; children: NavLink[] };

/** Items named Profile are never shown in header or footer menus (public spec §3). */
export const isProfile = (name: string) => name.trim().toLowerCase() === 'profile';

export function hrefFor(urlName: string, locale: Locale, defaultLocale: Locale): string {
  if (isExternalAddress(urlName)) return urlName;
  return localizePath(menuAddress(urlName), locale, defaultLocale);
}

export function visibleMenu(
  items: MenuItemWithChildren[],
  placement: 'header' | 'footer',
  locale: Locale,
  defaultLocale: Locale,
): NavItem[] {
  return items
    .filter((item) => (placement === 'header' ? item.isDisplayed : item.isDisplayedOnFooter) && !isProfile(item.displayName))
    .map((item) => ({
      id: item.id,
      label: translate(item.displayName, item.displayNameTranslation, locale),
      href: hrefFor(item.urlName, locale, defaultLocale),
      description: translate(item.description, item.descriptionTranslation, locale),
      image: item.image,
      icon: iconKey(storedIconName(item.iconName, item.reactIcons)),
      isText: item.menuItemsAreText,
      children: item.submenu
        .filter((sub) => sub.isDisplayed !== false && !isProfile(sub.name))
        .map((sub) => ({
          id: sub.id,
          label: translate(sub.name, sub.nameTranslation, locale),
          href: hrefFor(sub.urlName, locale, defaultLocale),
          description: translate(sub.description, sub.descriptionTranslation, locale),
          image: sub.image,
        })),
    }));
}
