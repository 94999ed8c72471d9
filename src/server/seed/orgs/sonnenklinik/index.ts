// Praxis am Sonnenhang: a German-language doctor's practice, the smallest demo organisation.
import type { OrganizationSeed } from '../../types';
import { banners, cookieCategories, faqs, meetingTypes } from './extras';
import { documentSets, helpArticles } from './help-center';
import { serviceHeadings, serviceMetrics, serviceSections } from './leistungen';
import { posts } from './posts';
import { headings, metrics, sections } from './sections';
import { hero, menu, people, settings } from './settings';

export const sonnenklinik: OrganizationSeed = {
  people,
  settings,
  hero,
  menu,
  metrics: [...metrics, ...serviceMetrics],
  sections: [...sections, ...serviceSections],
  headings: [...headings, ...serviceHeadings],
  documentSets,
  posts: [...posts, ...helpArticles],
  products: [],
  pricingPlans: [],
  features: [],
  faqs,
  meetingTypes,
  banners,
  cookieCategories,
  assistant: {
    greeting: 'Guten Tag! Ich beantworte Fragen zu Terminen, zur Praxis und zu Ihrem Konto.',
    greetingTranslation: {
      en: 'Hello! I answer questions about appointments, the practice and your account.',
      es: '¡Hola! Respondo preguntas sobre citas, la consulta y su cuenta.',
    },
  },
};
