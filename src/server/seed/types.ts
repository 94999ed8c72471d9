// The shape of one demo organisation's content: rows as the schema declares them, minus what the
// database or the writer fills in (ids, organisation, timestamps, foreign keys). Rows that point
// at each other do so through a `key` chosen in the data file.
import type {
  banners,
  cookieCategories,
  cookieServices,
  documentSets,
  faqs,
  features,
  headingSections,
  heroes,
  meetingTypes,
  menuItems,
  metrics,
  organizationSettings,
  PlanFeature,
  posts,
  pricingPlans,
  products,
  submenuItems,
  templateSections,
} from '@/server/db/schema';

type Managed = 'id' | 'organizationId' | 'createdAt' | 'updatedAt';
type Row<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], Managed>;

export type SettingsSeed = Omit<typeof organizationSettings.$inferInsert, 'organizationId' | 'updatedAt'>;
export type HeroSeed = Row<typeof heroes>;

// Entries name their pages by address; the writer links them to the pages' ids once those exist.
export type SubmenuItemSeed = Omit<Row<typeof submenuItems>, 'menuItemId' | 'pageId'>;
export type MenuItemSeed = Omit<Row<typeof menuItems>, 'pageId'> & { subItems?: SubmenuItemSeed[] };

export type MetricSeed = Row<typeof metrics> & { key: string };
export type SectionSeed = Row<typeof templateSections> & { key: string; metricKeys: string[] };
export type HeadingSeed = Omit<Row<typeof headingSections>, 'templateSectionId'> & { templateSectionKey?: string };

export type DocumentSetSeed = Row<typeof documentSets> & { key: string };
export type PostSeed = Omit<Row<typeof posts>, 'docSetId' | 'authorId'> & { docSetKey?: string };

export type ProductSeed = Row<typeof products> & { key: string };
export type PricingPlanSeed = Omit<Row<typeof pricingPlans>, 'productId'> & { productKey?: string };
export type PlanFeatureSeed = PlanFeature;
export type FeatureSeed = Row<typeof features>;
export type FaqSeed = Row<typeof faqs>;
export type MeetingTypeSeed = Row<typeof meetingTypes>;
export type BannerSeed = Row<typeof banners>;

export type CookieServiceSeed = Omit<Row<typeof cookieServices>, 'categoryId'>;
export type CookieCategorySeed = Row<typeof cookieCategories> & { services: CookieServiceSeed[] };

/** Who the demo admin and customer are on this site; their e-mail and password come from DEMO_LOGINS. */
export type DemoPerson = { username: string; fullName: string };

export type OrganizationSeed = {
  people: { admin: DemoPerson; editor: DemoPerson; customer: DemoPerson };
  settings: SettingsSeed;
  hero: HeroSeed;
  menu: MenuItemSeed[];
  metrics: MetricSeed[];
  sections: SectionSeed[];
  headings: HeadingSeed[];
  documentSets: DocumentSetSeed[];
  posts: PostSeed[];
  products: ProductSeed[];
  pricingPlans: PricingPlanSeed[];
  features: FeatureSeed[];
  faqs: FaqSeed[];
  meetingTypes: MeetingTypeSeed[];
  banners: BannerSeed[];
  cookieCategories: CookieCategorySeed[];
  /** The help widget assistant's greeting (the assistant is on unless a site says otherwise). */
  assistant?: AssistantSeed;
};

export type AssistantSeed = { greeting: string; greetingTranslation: Partial<Record<string, string>> };
