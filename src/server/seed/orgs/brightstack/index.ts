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
  assistant: {
    greeting: 'Hi! I am the Brightstack assistant. Ask me about plans, billing or your account.',
    greetingTranslation: {
      es: '¡Hola! Soy el asistente de Brightstack. Pregúntame por planes, facturación o tu cuenta.',
      de: 'Hallo! Ich bin der Brightstack-Assistent. Fragen Sie mich zu Tarifen, Abrechnung oder Ihrem Konto.',
      fr: 'Bonjour ! Je suis l’assistant Brightstack. Posez-moi vos questions sur les offres, la facturation ou votre compte.',
    },
  },
};
