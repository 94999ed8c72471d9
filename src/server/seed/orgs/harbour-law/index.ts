// Harbour & Finch Solicitors: the default demo organisation (served on localhost).
import type { OrganizationSeed } from '../../types';
import { blogPosts } from './blog';
import { faqs, features, meetingTypes, pricingPlans, products } from './commerce';
import { menu } from './menu';
import { homeMetrics } from './metrics-home';
import { pageMetrics } from './metrics-pages';
import { banners, cookieCategories } from './notices';
import { documentSets, pages } from './pages';
import { headings, sections } from './sections';
import { hero, people, settings } from './settings';

export const harbourLaw: OrganizationSeed = {
  people,
  settings,
  hero,
  menu,
  metrics: [...homeMetrics, ...pageMetrics],
  sections,
  headings,
  documentSets,
  posts: [...pages, ...blogPosts],
  products,
  pricingPlans,
  features,
  faqs,
  meetingTypes,
  banners,
  cookieCategories,
  assistant: {
    greeting: 'Welcome to Harbour & Finch. Ask me about our fees, how we work or your client account.',
    greetingTranslation: {
      es: 'Bienvenido a Harbour & Finch. Pregúnteme por nuestros honorarios, cómo trabajamos o su cuenta de cliente.',
      de: 'Willkommen bei Harbour & Finch. Fragen Sie mich zu unseren Gebühren, unserer Arbeitsweise oder Ihrem Mandantenkonto.',
    },
  },
};
