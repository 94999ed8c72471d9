// Header and footer menu entries and their sub-entries (editing-layer spec §3 "Menu item", "Submenu
// item", §5, §7, §9; docs/decisions/072): one schema for the header and footer editors (client) and
// the /api/menu-items and /api/submenu-items handlers (server). An entry leads to a path of the site
// (`about`, `/about`, `/es/about#team`, '' for the home page) or to an address elsewhere (http(s),
// mailto:, tel:), and may name the page or post it leads to by id (`page_id`, decision 069).
// Orders go in steps of 10. Pure: the editors bundle this file.
import { z } from 'zod';
import { UUID_PATTERN } from '@/lib/patterns';
import { isExternalAddress } from '@/lib/menu-links';
import { CONTENT_MESSAGES, isSafeUrl, safeUrlSchema, translationsSchema } from './template-section';
import { optionalVersion, optionalVersionParam } from './version';

export const MENU_LIMITS = {
  name: 100,
  urlName: 500,
  description: 500,
  /** Orders are PostgreSQL integers; this leaves room for "the highest + 10". */
  order: 1_000_000_000,
  /** Entries one bulk reorder may list. */
  bulk: 200,
} as const;

/** A menu with every field at its longest stays far under this. */
export const MENU_MAX_BODY_BYTES = 64 * 1024;

/** The step between two entries' orders (spec §9). */
export const MENU_ORDER_STEP = 10;

/** The order an entry at `position` (from 0) is saved with. */
export const menuOrderAt = (position: number) => position * MENU_ORDER_STEP;

export const MENU_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${MENU_LIMITS.name} characters`,
  urlInvalid: 'Enter a path of this site (such as /about) or a web, mailto: or tel: address',
  urlTooLong: `The address must be at most ${MENU_LIMITS.urlName} characters`,
  descriptionTooLong: `Description must be at most ${MENU_LIMITS.description} characters`,
  orderInvalid: 'Order must be a whole number, 0 or more',
  flagInvalid: 'Must be true or false',
  pageInvalid: 'page_id must be the id of a page or post',
  pageNotFound: 'No page or post of this site has this id',
  menuItemInvalid: 'menu_item_id must be a menu item id',
  idInvalid: 'Each entry needs its id',
  itemsRequired: `items must list 1 to ${MENU_LIMITS.bulk} entries with their new order`,
  repeated: 'An entry is listed more than once',
  notMenuItems: 'These are not menu items of this site',
  notSubmenuItems: 'These are not sub-items of this menu item',
  organizationInvalid: 'organization_id must be an organisation id',
  otherOrganization: 'This organisation is not the one of this site',
  menuItemNotFound: 'Menu item not found',
  submenuItemNotFound: 'Submenu item not found',
  /** Client toasts (spec §8). */
  updateFailed: 'Failed to update menu item',
  deleteFailed: 'Failed to delete menu item',
  addFailed: 'Failed to add menu item. Please try again.',
  addSubFailed: 'Failed to add submenu item. Please try again.',
  subOrderFailed: 'Failed to update submenu order',
} as const;

const uuid = (message: string) => z.string(message).regex(UUID_PATTERN, message).transform((id) => id.toLowerCase());

/** A mailto: or tel: address: something after the scheme, nothing a link could be broken out of. */
const isContactAddress = (value: string) => /^(mailto|tel):[^\s\\<>"'`\u0000-\u001f\u007f]+$/i.test(value);

/**
 * Where an entry may lead. An address elsewhere must be a safe web link or a mailto:/tel: one; a
 * path of the site must not name another scheme (`javascript:`), leave the site (`//host`) or hold
 * characters no address has.
 */
export function isMenuAddress(value: string): boolean {
  if (value === '') return true;
  if (isExternalAddress(value)) return /^https?:/i.test(value) ? isSafeUrl(value) : isContactAddress(value);
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return false;
  return !/[\s\\<>"'`{}|^\u0000-\u001f\u007f]/.test(value);
}

/** Plain text (a name, a description): markup is refused, not mangled. */
const plain = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => !/<[a-z!/?]/i.test(value), CONTENT_MESSAGES.labelHtml);
const name = z
  .string(MENU_MESSAGES.nameRequired)
  .trim()
  .min(1, MENU_MESSAGES.nameRequired)
  .max(MENU_LIMITS.name, MENU_MESSAGES.nameTooLong)
  .refine((value) => !/<[a-z!/?]/i.test(value), CONTENT_MESSAGES.labelHtml);
const urlName = z.string(MENU_MESSAGES.urlInvalid).trim().max(MENU_LIMITS.urlName, MENU_MESSAGES.urlTooLong).refine(isMenuAddress, MENU_MESSAGES.urlInvalid);
const description = plain(MENU_LIMITS.description, MENU_MESSAGES.descriptionTooLong);
const order = z.number(MENU_MESSAGES.orderInvalid).int(MENU_MESSAGES.orderInvalid).min(0, MENU_MESSAGES.orderInvalid).max(MENU_LIMITS.order, MENU_MESSAGES.orderInvalid);
const flag = z.boolean(MENU_MESSAGES.flagInvalid);
const pageId = uuid(MENU_MESSAGES.pageInvalid).nullable();
const organizationId = uuid(MENU_MESSAGES.organizationInvalid).optional();

/**
 * Text per language beside a name or a description (docs/decisions/077): plain text within the base
 * field's limit; a blank one means "not translated" (the default text shows), so a name's
 * translation may be blank, unlike the name.
 */
const nameTranslation = translationsSchema(plain(MENU_LIMITS.name, MENU_MESSAGES.nameTooLong));
const descriptionTranslation = translationsSchema(description);

const menuItemFields = {
  display_name: name,
  display_name_translation: nameTranslation,
  url_name: urlName,
  description: description.nullable(),
  description_translation: descriptionTranslation,
  order,
  is_displayed: flag,
  is_displayed_on_footer: flag,
  page_id: pageId,
};

/** POST /api/menu-items: a name; the rest has the spec's defaults (order: the highest + 10, or 0). */
export const createMenuItemSchema = z.object(menuItemFields).partial().extend({ display_name: name, organization_id: organizationId });

/** PUT /api/menu-items/{id}: any of the fields, and the version they were based on. */
export const updateMenuItemSchema = z.object({ ...menuItemFields, organization_id: organizationId }).partial().extend(optionalVersion);

const submenuItemFields = {
  menu_item_id: uuid(MENU_MESSAGES.menuItemInvalid),
  name,
  name_translation: nameTranslation,
  url_name: urlName,
  description,
  description_translation: descriptionTranslation,
  image: safeUrlSchema,
  order,
  is_displayed: flag,
  page_id: pageId,
};

/** POST /api/submenu-items: its menu item and a name; description '' and order the highest + 10 within the item. */
export const createSubmenuItemSchema = z
  .object(submenuItemFields)
  .partial()
  .extend({ menu_item_id: submenuItemFields.menu_item_id, name, organization_id: organizationId });

/** PUT /api/submenu-items/{id}: any of the fields (a new menu_item_id moves it), and the version. */
export const updateSubmenuItemSchema = z.object({ ...submenuItemFields, organization_id: organizationId }).partial().extend(optionalVersion);

const orderEntry = z.object({ id: uuid(MENU_MESSAGES.idInvalid), order });
const orderEntries = z
  .array(orderEntry, MENU_MESSAGES.itemsRequired)
  .min(1, MENU_MESSAGES.itemsRequired)
  .max(MENU_LIMITS.bulk, MENU_MESSAGES.itemsRequired)
  .refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, MENU_MESSAGES.repeated);

/** PUT /api/menu-items: the top-level order, saved at once (order = 10 × position). */
export const reorderMenuItemsSchema = z.object({ organization_id: organizationId, items: orderEntries });

/** PUT /api/submenu-items: the order of one item's sub-items (10 per position from 0). */
export const reorderSubmenuItemsSchema = z.object({ organization_id: organizationId, menu_item_id: uuid(MENU_MESSAGES.menuItemInvalid), items: orderEntries });

/** GET /api/menu-items?organization_id= */
export const menuQuerySchema = z.object({ organization_id: organizationId });

/** DELETE …/{id}?version=&organization_id= */
export const menuDeleteQuerySchema = z.object({ organization_id: organizationId, ...optionalVersionParam });

export type CreateMenuItemInput = z.infer<typeof createMenuItemSchema>;
export type UpdateMenuItemInput = z.infer<typeof updateMenuItemSchema>;
export type CreateSubmenuItemInput = z.infer<typeof createSubmenuItemSchema>;
export type UpdateSubmenuItemInput = z.infer<typeof updateSubmenuItemSchema>;
export type MenuOrderEntry = z.infer<typeof orderEntry>;

type Translations = Partial<Record<string, string>>;

/** A sub-item as GET /api/menu-items lists it (its stored address, not the one the header follows). */
export type SubmenuItemView = {
  id: string;
  menu_item_id: string;
  organization_id: string;
  name: string;
  /** The name per offered language; a blank or absent one shows the default name. */
  name_translation: Translations;
  url_name: string;
  description: string;
  description_translation: Translations;
  image: string | null;
  order: number;
  /** A sub-item stored without the flag counts as shown (spec §3). */
  is_displayed: boolean;
  page_id: string | null;
  version: number;
};

/** A menu item as GET /api/menu-items lists it, with its sub-items in order. */
export type MenuItemView = {
  id: string;
  organization_id: string;
  display_name: string;
  /** The name per offered language; a blank or absent one shows the default name. */
  display_name_translation: Translations;
  url_name: string;
  description: string | null;
  description_translation: Translations;
  order: number;
  is_displayed: boolean;
  is_displayed_on_footer: boolean;
  page_id: string | null;
  version: number;
  website_submenuitem: SubmenuItemView[];
};

export type MenuView = { menu_items: MenuItemView[] };
