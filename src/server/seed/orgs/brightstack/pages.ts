// Brightstack pages (post rows that are not blog posts) and its two documentation sets.
import type { DocumentSetSeed, PostSeed } from '../../types';
import { deployContent, edgeContent, observeContent } from './page-translations';

type Tr = Partial<Record<string, string>>;

/** A page whose body is made of sections, or of the short content given (with its translations). */
function page(
  order: number,
  slug: string,
  title: [string, Tr],
  description: [string, Tr],
  meta: string,
  content: string | null = null,
  contentTranslation: Tr = {},
): PostSeed {
  return {
    slug,
    title: title[0],
    titleTranslation: title[1],
    description: description[0],
    descriptionTranslation: description[1],
    content,
    contentTranslation,
    metadescriptionForPage: meta,
    displayAsBlogPost: false,
    order,
  };
}

export const documentSets: DocumentSetSeed[] = [
  {
    key: 'getting-started',
    slug: 'getting-started',
    title: 'Getting started',
    titleTranslation: { es: 'Primeros pasos', de: 'Erste Schritte', fr: 'Premiers pas' },
  },
  {
    key: 'observability',
    slug: 'observability',
    title: 'Observability guides',
    titleTranslation: { es: 'Guías de observabilidad', de: 'Observability-Leitfäden', fr: 'Guides d’observabilité' },
  },
];

export const pages: PostSeed[] = [
  page(1, 'about', ['About Brightstack', { es: 'Sobre Brightstack', de: 'Über Brightstack', fr: 'À propos de Brightstack' }],
    ['A remote team building the platform we always wanted.', {
      es: 'Un equipo remoto construyendo la plataforma que siempre quisimos.',
      de: 'Ein Remote-Team, das die Plattform baut, die wir immer wollten.',
      fr: 'Une équipe à distance qui construit la plateforme dont nous rêvions.',
    }],
    'Who builds Brightstack, how we work and what we believe about shipping software.'),
  page(2, 'services', ['Products', { es: 'Productos', de: 'Produkte', fr: 'Produits' }],
    ['Deploy, Observe and Edge: everything between git push and your users.', {
      es: 'Deploy, Observe y Edge: todo entre git push y tus usuarios.',
      de: 'Deploy, Observe und Edge: alles zwischen git push und Ihren Nutzern.',
      fr: 'Deploy, Observe et Edge : tout entre git push et vos utilisateurs.',
    }],
    'Brightstack products: Git-driven deploys with previews, OpenTelemetry observability and edge functions.'),
  page(3, 'pricing', ['Pricing', { es: 'Precios', de: 'Preise', fr: 'Tarifs' }],
    ['Plans for side projects, growing teams and companies with compliance needs.', {
      es: 'Planes para proyectos personales, equipos en crecimiento y empresas con requisitos de cumplimiento.',
      de: 'Pläne für Nebenprojekte, wachsende Teams und Unternehmen mit Compliance-Anforderungen.',
      fr: 'Des offres pour les projets perso, les équipes en croissance et les entreprises exigeantes.',
    }],
    'Brightstack pricing: Starter, Team and Business plans with unlimited previews and team members.'),
  page(4, 'contact', ['Contact', { es: 'Contacto', de: 'Kontakt', fr: 'Contact' }],
    ['Sales, support and status in one place.', {
      es: 'Ventas, soporte y estado en un solo lugar.',
      de: 'Vertrieb, Support und Status an einem Ort.',
      fr: 'Ventes, support et état du service au même endroit.',
    }],
    'Contact Brightstack sales or support, or check the live status of every region.'),
  page(5, 'deploy', ['Brightstack Deploy', {}], ['Git-driven deploys with a preview for every pull request.', {
    es: 'Despliegues desde Git con vista previa para cada pull request.',
    de: 'Git-basierte Deploys mit Vorschau für jeden Pull Request.',
    fr: 'Déploiements depuis Git avec un aperçu par pull request.',
  }], 'Brightstack Deploy: push to deploy, preview URLs per pull request and instant rollbacks.',
  `<h2 id="how-it-works">How it works</h2>
<p>Connect a repository and every push builds an immutable release. Pull requests get their own URL and database branch.</p>
<ul><li>Framework detection for Next.js, Remix, Astro, Django and Rails</li><li>Build cache shared across branches</li><li>Rollback to any release without rebuilding</li></ul>`, deployContent),
  page(6, 'observe', ['Brightstack Observe', {}], ['Logs, traces and metrics in one place.', {
    es: 'Registros, trazas y métricas en un solo lugar.',
    de: 'Logs, Traces und Metriken an einem Ort.',
    fr: 'Journaux, traces et métriques au même endroit.',
  }], 'Brightstack Observe: OpenTelemetry-native logs, traces and metrics with alerts.',
  `<h2 id="what-you-get">What you get</h2>
<p>Send OpenTelemetry data from any service, or let Brightstack collect it from apps it deploys with no code changes.</p>
<ul><li>Request-level correlation of logs and traces</li><li>Thirty days of retention included</li><li>Alerts to Slack, e-mail or a webhook</li></ul>`, observeContent),
  page(7, 'edge', ['Brightstack Edge', {}], ['Functions and caching in 38 regions.', {
    es: 'Funciones y caché en 38 regiones.',
    de: 'Funktionen und Caching in 38 Regionen.',
    fr: 'Fonctions et cache dans 38 régions.',
  }], 'Brightstack Edge: run functions and a programmable cache close to your users in 38 regions.',
  `<h2 id="regions">Regions</h2>
<p>Functions run in 38 regions across five continents and are routed to the one nearest each visitor.</p>
<h2 id="cache">Programmable cache</h2>
<p>Set cache rules in code, purge by tag in under 300 ms worldwide.</p>`, edgeContent),
];
