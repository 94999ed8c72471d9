'use client';
// The open tab's form, by the tab's name.
import type { SettingsSection } from '@/lib/settings-tabs';
import { BannersTab } from './banners-tab';
import { BlogTab } from './blog-tab';
import { CookiesTab } from './cookies-tab';
import { FaqsTab } from './faqs-tab';
import { FeaturesTab } from './features-tab';
import { GeneralTab } from './general-tab';
import { HeroTab } from './hero-tab';
import { MenuTab } from './menu-tab';
import { MeetingTypesTab } from './meeting-types-tab';
import { ProductsTab } from './products-tab';

const TABS: Record<SettingsSection, () => React.ReactNode> = {
  general: GeneralTab,
  hero: HeroTab,
  products: ProductsTab,
  features: FeaturesTab,
  faqs: FaqsTab,
  banners: BannersTab,
  menu: MenuTab,
  blog: BlogTab,
  cookies: CookiesTab,
  'meeting-types': MeetingTypesTab,
};

export function SettingsTabPanel({ tab }: { tab: SettingsSection }) {
  const Tab = TABS[tab];
  return <Tab />;
}
