// The three Brightstack product pages (/deploy, /observe, /edge): below each page's own text, what
// the product does as cards, what teams say, the plans and a way to talk to an engineer. Cards the
// home page already shows are the same library metrics, linked again.
import type { HeadingSeed, SectionSeed } from '../../types';
import { demoImage } from '../shared';
import { tr, type Four } from './product-metrics';

const img = (file: string) => demoImage('brightstack', file);

type Product = {
  slug: 'deploy' | 'observe' | 'edge';
  name: string;
  features: { title: Four; description: Four; metricKeys: string[] };
  reviews?: { title: Four; metricKeys: string[] };
};

const PRODUCTS: Product[] = [
  {
    slug: 'deploy',
    name: 'Deploy',
    features: {
      title: { en: 'What Deploy does for you', es: 'Lo que Deploy hace por ti', de: 'Was Deploy für Sie erledigt', fr: 'Ce que Deploy fait pour vous' },
      description: {
        en: 'From the first push to the hundredth release, the same calm pipeline.',
        es: 'Del primer push a la versión número cien, el mismo pipeline tranquilo.',
        de: 'Vom ersten Push bis zum hundertsten Release: dieselbe ruhige Pipeline.',
        fr: 'Du premier push à la centième version, le même pipeline serein.',
      },
      metricKeys: ['feature-deploy', 'deploy-frameworks', 'deploy-build-cache', 'feature-rollback'],
    },
    reviews: {
      title: { en: 'Teams shipping with Deploy', es: 'Equipos que publican con Deploy', de: 'Teams, die mit Deploy ausliefern', fr: 'Les équipes qui livrent avec Deploy' },
      metricKeys: ['review-maya', 'review-jordan'],
    },
  },
  {
    slug: 'observe',
    name: 'Observe',
    features: {
      title: { en: 'What Observe shows you', es: 'Lo que Observe te muestra', de: 'Was Observe Ihnen zeigt', fr: 'Ce qu’Observe vous montre' },
      description: {
        en: 'Logs, traces and metrics for every request, without a second vendor.',
        es: 'Registros, trazas y métricas de cada petición, sin un segundo proveedor.',
        de: 'Logs, Traces und Metriken zu jeder Anfrage, ohne zweiten Anbieter.',
        fr: 'Journaux, traces et métriques pour chaque requête, sans second fournisseur.',
      },
      metricKeys: ['feature-observe', 'observe-otel', 'observe-alerts', 'observe-search'],
    },
    reviews: {
      title: {
        en: 'Teams watching production with Observe',
        es: 'Equipos que vigilan producción con Observe',
        de: 'Teams, die ihre Produktion mit Observe im Blick haben',
        fr: 'Les équipes qui surveillent leur production avec Observe',
      },
      metricKeys: ['review-luis'],
    },
  },
  {
    slug: 'edge',
    name: 'Edge',
    features: {
      title: { en: 'What Edge gives you', es: 'Lo que Edge te da', de: 'Was Edge Ihnen bietet', fr: 'Ce qu’Edge vous apporte' },
      description: {
        en: 'Your code and your cache in 38 regions, with the same logs as everywhere else.',
        es: 'Tu código y tu caché en 38 regiones, con los mismos registros que en todas partes.',
        de: 'Ihr Code und Ihr Cache in 38 Regionen, mit denselben Logs wie überall.',
        fr: 'Votre code et votre cache dans 38 régions, avec les mêmes journaux que partout ailleurs.',
      },
      metricKeys: ['feature-edge', 'stat-latency', 'edge-cache', 'edge-tls'],
    },
  },
];

const PLANS_TITLE: Four = { en: 'Pick a plan', es: 'Elige un plan', de: 'Wählen Sie einen Plan', fr: 'Choisissez une offre' };
const PLANS_DESCRIPTION: Four = {
  en: 'Every plan includes unlimited previews and team members; Observe comes with Team and Business.',
  es: 'Todos los planes incluyen vistas previas y miembros ilimitados; Observe viene con Team y Business.',
  de: 'Jeder Plan enthält unbegrenzte Previews und Teammitglieder; Observe gibt es mit Team und Business.',
  fr: 'Chaque offre inclut aperçus et membres illimités ; Observe est inclus avec Team et Business.',
};

function productSections(product: Product): SectionSeed[] {
  const page = `/${product.slug}`;
  const sections: SectionSeed[] = [
    {
      key: `${product.slug}-features`,
      urlPage: page,
      layoutOrder: 10,
      sectionTitle: product.features.title.en,
      sectionTitleTranslation: tr(product.features.title),
      sectionDescription: product.features.description.en,
      sectionDescriptionTranslation: tr(product.features.description),
      sectionType: 'general',
      textStyleVariant: 'startup',
      gridColumns: 2,
      imageMetricsHeight: 'h-48',
      metricKeys: product.features.metricKeys,
    },
    {
      key: `${product.slug}-plans`,
      urlPage: page,
      layoutOrder: 30,
      sectionTitle: PLANS_TITLE.en,
      sectionTitleTranslation: tr(PLANS_TITLE),
      sectionDescription: PLANS_DESCRIPTION.en,
      sectionDescriptionTranslation: tr(PLANS_DESCRIPTION),
      sectionType: 'pricing_plans',
      textStyleVariant: 'startup',
      gridColumns: 3,
      backgroundColor: 'sky-50',
      metricKeys: [],
    },
  ];
  if (product.reviews) {
    sections.push({
      key: `${product.slug}-reviews`,
      urlPage: page,
      layoutOrder: 20,
      sectionTitle: product.reviews.title.en,
      sectionTitleTranslation: tr(product.reviews.title),
      sectionType: 'reviews',
      textStyleVariant: 'default',
      gridColumns: Math.max(1, product.reviews.metricKeys.length),
      imageMetricsHeight: 'h-32',
      backgroundColor: 'slate-50',
      metricKeys: product.reviews.metricKeys,
    });
  }
  return sections;
}

function productHeading(product: Product): HeadingSeed {
  const name = `Brightstack ${product.name}`;
  return {
    urlPage: `/${product.slug}`,
    layoutOrder: 40,
    name: 'Questions before',
    nameTranslation: { es: '¿Dudas antes', de: 'Fragen vor', fr: 'Des questions avant' },
    namePart2: 'you switch?',
    namePart2Translation: { es: 'de cambiar?', de: 'dem Wechsel?', fr: 'de changer ?' },
    descriptionText: `A solutions engineer walks you through ${name} on your own repository in thirty minutes.`,
    descriptionTextTranslation: {
      es: `Un ingeniero te muestra ${name} con tu propio repositorio en treinta minutos.`,
      de: `Ein Solutions Engineer zeigt Ihnen ${name} an Ihrem eigenen Repository, in dreißig Minuten.`,
      fr: `Un ingénieur vous présente ${name} sur votre propre dépôt en trente minutes.`,
    },
    buttonText: 'Book a demo',
    buttonTextTranslation: { es: 'Reservar una demo', de: 'Demo buchen', fr: 'Réserver une démo' },
    url: '/contact',
    isTextLink: false,
    image: img('contact-sales.svg'),
    imageFirst: false,
    styleVariant: 'default',
    textStyleVariant: 'startup',
    titleAlignment: 'left',
    backgroundColor: 'white',
  };
}

export const productPageSections: SectionSeed[] = PRODUCTS.flatMap(productSections);
export const productPageHeadings: HeadingSeed[] = PRODUCTS.map(productHeading);
