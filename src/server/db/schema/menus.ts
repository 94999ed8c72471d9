// Header and footer menu items and their sub-items (order in steps of 10). An entry that leads to
// a page or post of the site names it by id as well (docs/decisions/069, "Links by id"): the header
// and footer link the record's current address, and `url_name` is the fallback for everything else.
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, translations, updatedAt, version } from './_columns';
import { posts } from './content';

/** The page or post an entry leads to; a deleted one leaves the entry on its stored address. */
const pageId = () => uuid('page_id').references(() => posts.id, { onDelete: 'set null' });

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    organizationId: organizationId(),
    displayName: text('display_name').notNull(),
    displayNameTranslation: translations('display_name_translation'),
    urlName: text('url_name').notNull().default(''),
    pageId: pageId(),
    description: text('description'),
    descriptionTranslation: translations('description_translation'),
    isDisplayed: boolean('is_displayed').notNull().default(true),
    isDisplayedOnFooter: boolean('is_displayed_on_footer').notNull().default(false),
    menuItemsAreText: boolean('menu_items_are_text').notNull().default(true),
    image: text('image'),
    iconName: text('icon_name'),
    reactIconId: text('react_icon_id'),
    reactIcons: jsonb('react_icons').$type<{ icon_name: string } | { icon_name: string }[] | null>(),
    order: integer('order').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('menu_items_org_order_idx').on(t.organizationId, t.order), index('menu_items_org_page_idx').on(t.organizationId, t.pageId)],
);

export const submenuItems = pgTable(
  'submenu_items',
  {
    id: id(),
    organizationId: organizationId(),
    menuItemId: uuid('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameTranslation: translations('name_translation'),
    description: text('description'),
    descriptionTranslation: translations('description_translation'),
    urlName: text('url_name').notNull().default(''),
    pageId: pageId(),
    image: text('image'),
    // Missing counts as shown (spec): null and true both display the sub-item.
    isDisplayed: boolean('is_displayed').default(true),
    order: integer('order').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('submenu_items_org_item_idx').on(t.organizationId, t.menuItemId, t.order),
    index('submenu_items_org_page_idx').on(t.organizationId, t.pageId),
  ],
);
