// Which icon a menu item shows. Stored names come from several icon sets ('home', 'FaHome',
// 'credit_card', 'CreditCard'); they are normalised to kebab-case and looked up in a short list of
// supported names. Anything else shows the map icon (public spec §3).

export const SUPPORTED_ICONS = [
  'home', 'users', 'user', 'briefcase', 'credit-card', 'mail', 'phone', 'package', 'rocket', 'newspaper', 'info',
  'stethoscope', 'calendar', 'book-open', 'file-text', 'shopping-bag', 'star', 'heart', 'settings', 'help-circle',
  'globe', 'building', 'scale', 'map-pin', 'message-circle', 'graduation-cap', 'car', 'truck', 'cpu', 'layers', 'map',
] as const;
export type IconKey = (typeof SUPPORTED_ICONS)[number];

export const FALLBACK_ICON: IconKey = 'map';

/** Names other sets use for the same pictures. */
const ALIASES: Record<string, IconKey> = {
  house: 'home', envelope: 'mail', 'envelope-open': 'mail', team: 'users', 'user-group': 'users', people: 'users',
  'shopping-cart': 'shopping-bag', cart: 'shopping-bag', basket: 'shopping-bag', blog: 'newspaper', news: 'newspaper',
  question: 'help-circle', 'question-circle': 'help-circle', 'circle-help': 'help-circle', help: 'help-circle',
  gear: 'settings', cog: 'settings', 'building-2': 'building', office: 'building', 'balance-scale': 'scale', gavel: 'scale',
  'location-dot': 'map-pin', location: 'map-pin', 'map-marker': 'map-pin', chat: 'message-circle', comment: 'message-circle',
  'calendar-days': 'calendar', book: 'book-open', docs: 'file-text', document: 'file-text', 'money-bill': 'credit-card',
  'info-circle': 'info', 'circle-info': 'info', 'user-md': 'stethoscope', doctor: 'stethoscope', school: 'graduation-cap',
  'box': 'package', 'box-open': 'package', 'rocket-launch': 'rocket', earth: 'globe', world: 'globe',
};

/** react-icons style prefixes ('FaHome', 'MdSettings', 'HiOutlineMail'). */
const SET_PREFIX = /^(Fa6?|Md|Hi2?|Io5?|Bi|Ai|Fi|Lu|Ri|Bs|Tb|Pi|Gi|Si|Cg|Gr|Im|Vsc|Lia|Tfi)(?=[A-Z])/;
const VARIANT_PREFIX = /^(outline|solid|regular|filled|round|sharp)-/;

export function normalizeIconName(name: string): string {
  return name
    .trim()
    .replace(SET_PREFIX, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .replace(VARIANT_PREFIX, '');
}

export function iconKey(name: string | null | undefined): IconKey {
  if (!name) return FALLBACK_ICON;
  const normal = normalizeIconName(name);
  if ((SUPPORTED_ICONS as readonly string[]).includes(normal)) return normal as IconKey;
  return ALIASES[normal] ?? FALLBACK_ICON;
}

/** The icon name of a menu item: icon_name first, else the first entry of react_icons. */
export function storedIconName(
  iconName: string | null | undefined,
  reactIcons: { icon_name?: unknown } | { icon_name?: unknown }[] | null | undefined,
): string | null {
  if (iconName) return iconName;
  const first = Array.isArray(reactIcons) ? reactIcons[0] : reactIcons;
  return first && typeof first.icon_name === 'string' ? first.icon_name : null;
}
