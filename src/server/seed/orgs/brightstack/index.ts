// Brightstack: a developer platform, the second demo organisation.
import type { OrganizationSeed } from '../../types';
import { blogPosts } from './blog';
import { faqs, features, meetingTypes, pricingPlans, products } from './commerce';
import { menu } from './menu';
import { homeMetrics } from './metrics-home';
import { pageMetrics } from './metrics-pages';
import { banners, cookieCategories } from './notices';
import { documentSets, pages } from './pages';
import { productMetrics } from './product-metrics';
import { productPageHeadings, productPageSections } from './product-pages';
import { headings, sections } from './sections';
import { hero, people, settings } from './settings';

export const brightstack: OrganizationSeed = {
  people,
  settings,
  hero,
  menu,
  metrics: [...homeMetrics, ...pageMetrics, ...productMetrics],
  sections: [...sections, ...productPageSections],
  headings: [...headings, ...productPageHeadings],
  documentSets,
  posts: [...pages, ...blogPosts],
  products,
  pricingPlans,
  features,
  faqs,
  meetingTypes,
  banners,
  cookieCategories,
};
