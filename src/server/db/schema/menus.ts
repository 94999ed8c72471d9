// Header and footer menu items and their sub-items (order in steps of 10).
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, translations, updatedAt } from './_columns';

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    organizationId: organizationId(),
    displayName: text('display_name').notNull(),
    displayNameTranslation: translations('display_name_translation'),
    urlName: text('url_name').notNull().default(''),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('menu_items_org_order_idx').on(t.organizationId, t.order)],
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
    image: text('image'),
    // Missing counts as shown (spec): null and true both display the sub-item.
    isDisplayed: boolean('is_displayed').default(true),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('submenu_items_org_item_idx').on(t.organizationId, t.menuItemId, t.order)],
);
