// Banners at the edges of the page and the per-user dismissals of signed-in visitors.
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, translations, updatedAt } from './_columns';
import { user } from './auth';
import { bannerOpenState, bannerPosition, bannerType } from './enums';

export type BannerContent = {
  text?: string;
  text_translation?: Partial<Record<string, string>>;
  icon?: string;
  link?: { url: string; label: string; label_translation?: Partial<Record<string, string>>; isExternal?: boolean };
  customContent?: string;
  banner_background?: string;
  banner_content_style?: string;
};

export const banners = pgTable(
  'banners',
  {
    id: id(),
    organizationId: organizationId(),
    position: bannerPosition('position').notNull().default('top'),
    type: bannerType('type').notNull().default('permanent'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    content: jsonb('content').$type<BannerContent>().notNull().default({}),
    landingContent: text('landing_content'),
    landingContentTranslation: translations('landing_content_translation'),
    openState: bannerOpenState('open_state').notNull().default('full'),
    dismissalDuration: text('dismissal_duration'),
    pagePaths: text('page_paths').array().notNull().default([]),
    isFixedAboveNavbar: boolean('is_fixed_above_navbar').notNull().default(false),
    endDatePromotion: timestamp('end_date_promotion', { withTimezone: true }),
    endDatePromotionIsDisplayed: boolean('end_date_promotion_is_displayed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banners_org_idx').on(t.organizationId, t.isEnabled)],
);

export const bannerDismissals = pgTable(
  'banner_dismissals',
  {
    id: id(),
    organizationId: organizationId(),
    bannerId: uuid('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dismissedUntil: timestamp('dismissed_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('banner_dismissals_org_banner_user_key').on(t.organizationId, t.bannerId, t.userId)],
);
