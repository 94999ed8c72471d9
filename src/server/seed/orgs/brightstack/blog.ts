// Brightstack blog posts: engineering notes, a launch landing page and help-centre guides.
import type { PostSeed } from '../../types';
import { demoImage, utc } from '../shared';
import { observeTranslations, rollbackTranslations } from './blog-translations';
import { customDomainContent, edgeLaunchContent, gettingStartedContent } from './docs-translations';

const img = (file: string) => demoImage('brightstack', file);

const rollbacks = `<h1 id="nine-second-rollbacks">How we made rollbacks take nine seconds</h1>
<p>A year ago, rolling back a release on Brightstack meant rebuilding the previous commit. Median time: four minutes. This is how we got it to nine seconds.</p>
<h2 id="immutable-releases">Keep every release</h2>
<p>The first change was to stop treating a build as disposable. Every build now produces an immutable release: a content-addressed bundle plus its environment snapshot.</p>
<h3 id="storage-cost">What it costs us</h3>
<p>Deduplication by content hash means the average release adds 3% of a full bundle to storage. Keeping ninety days of releases costs less than the build minutes we saved.</p>
<h2 id="routing-switch">Make the switch a routing change</h2>
<p>With releases kept, a rollback is only a pointer update in the routing table. The edge picks it up on the next configuration poll.</p>
<ul><li>Routing config is versioned and signed.</li><li>Edge nodes poll every two seconds and on push notification.</li><li>Warm instances of the previous release are kept for fifteen minutes.</li></ul>
<h2 id="what-is-next">What is next</h2>
<p>We are working on automatic rollbacks triggered by Observe alerts, in beta this autumn.</p>`;

const observe = `<h1 id="opentelemetry-by-default">OpenTelemetry by default</h1>
<p>Brightstack Observe now accepts OpenTelemetry logs, traces and metrics natively, and apps deployed on Brightstack send them with no code changes.</p>
<h2 id="why-otel">Why OpenTelemetry</h2>
<p>Your telemetry should not be locked into our platform. With OpenTelemetry you can send the same data to Observe and to any other backend, or leave whenever you like.</p>
<h2 id="setup">Setting it up</h2>
<ol><li>Open your project settings and enable Observe.</li><li>Redeploy: the runtime injects the exporter.</li><li>Open the Traces tab and make a request.</li></ol>
<h3 id="existing-agents">If you already run an agent</h3>
<p>Point your existing collector at the endpoint shown in project settings. The token is scoped to the project.</p>`;

const edgeLaunch = `<h1 id="edge-ga">Brightstack Edge is generally available</h1>
<p>After nine months in beta and 1.2 billion requests served, Edge functions are ready for production in all 38 regions.</p>
<h2 id="what-changed">What changed since beta</h2>
<ul><li>Cold starts under 5 ms at p95</li><li>Streaming responses</li><li>Per-region logs in Observe</li></ul>`;

const gettingStarted = `<h1 id="getting-started">Getting started with Brightstack</h1>
<p>This guide takes you from an empty account to a live deploy.</p>
<h2 id="connect-repository">Connect a repository</h2>
<p>Choose GitHub or GitLab and grant access to one repository. You can add more later.</p>
<h2 id="configure-build">Check the build settings</h2>
<p>Brightstack detects the framework and proposes a build command. Change it only if your project needs something unusual.</p>
<h2 id="deploy">Deploy</h2>
<p>Click Deploy. The first build takes a minute or two; later builds reuse the cache.</p>
<h3 id="next-steps">Next steps</h3>
<ul><li>Open a pull request to see your first preview.</li><li>Invite your team from the settings page.</li></ul>`;

const customDomain = `<h1 id="custom-domain">Connecting a custom domain</h1>
<p>Every project gets a brightstack.app address. To serve it on your own domain, add a DNS record.</p>
<h2 id="add-domain">Add the domain</h2>
<p>In project settings, open Domains and enter the host name, for example <strong>www.example.com</strong>.</p>
<h2 id="dns">Create the DNS record</h2>
<ul><li>For a subdomain, add a CNAME record pointing to <em>edge.brightstack.app</em>.</li><li>For an apex domain, add the two A records shown on screen.</li></ul>
<h2 id="certificate">Certificate</h2>
<p>TLS certificates are issued automatically once DNS resolves, usually within two minutes.</p>`;

export const blogPosts: PostSeed[] = [
  {
    slug: 'nine-second-rollbacks',
    title: 'How we made rollbacks take nine seconds',
    description: 'Immutable releases and a routing switch took our median rollback from four minutes to nine seconds.',
    content: rollbacks,
    ...rollbackTranslations,
    metadescriptionForPage: 'How Brightstack cut rollback time from four minutes to nine seconds with immutable releases.',
    authorName: 'Nadia Brennan',
    isWithAuthor: true,
    mainPhoto: img('blog-rollbacks.svg'),
    createdOn: utc('2026-02-10'),
    isDisplayedFirstPage: true,
    order: 10,
  },
  {
    slug: 'opentelemetry-by-default',
    title: 'OpenTelemetry by default',
    description: 'Observe now speaks OpenTelemetry natively, and Brightstack apps send telemetry with no code changes.',
    content: observe,
    ...observeTranslations,
    metadescriptionForPage: 'Brightstack Observe supports OpenTelemetry logs, traces and metrics with zero-code setup.',
    authorName: 'Ravi Menon',
    isWithAuthor: true,
    mainPhoto: img('blog-otel.svg'),
    createdOn: utc('2026-04-22'),
    isHelpCenter: true,
    helpCenterOrder: 3,
    type: 'doc_set',
    docSetKey: 'observability',
    docSetOrder: 1,
    order: 11,
  },
  {
    slug: 'edge-generally-available',
    title: 'Brightstack Edge is generally available',
    titleTranslation: {
      es: 'Brightstack Edge ya está disponible para todos',
      de: 'Brightstack Edge ist allgemein verfügbar',
      fr: 'Brightstack Edge est disponible pour tous',
    },
    description: 'Edge functions leave beta in all 38 regions.',
    descriptionTranslation: {
      es: 'Las funciones edge salen de la beta en las 38 regiones.',
      de: 'Edge-Funktionen verlassen die Beta in allen 38 Regionen.',
      fr: 'Les fonctions edge sortent de bêta dans les 38 régions.',
    },
    content: edgeLaunch,
    contentTranslation: edgeLaunchContent,
    authorName: 'Brightstack',
    isCompanyAuthor: true,
    mainPhoto: img('blog-edge.svg'),
    createdOn: utc('2026-06-18'),
    type: 'landing',
    order: 12,
  },
  {
    slug: 'getting-started',
    title: 'Getting started with Brightstack',
    titleTranslation: { es: 'Primeros pasos con Brightstack', de: 'Erste Schritte mit Brightstack', fr: 'Bien démarrer avec Brightstack' },
    description: 'From an empty account to a live deploy in three steps.',
    descriptionTranslation: {
      es: 'De una cuenta vacía a un despliegue en tres pasos.',
      de: 'Vom leeren Konto zum Live-Deploy in drei Schritten.',
      fr: 'D’un compte vide à un déploiement en ligne en trois étapes.',
    },
    content: gettingStarted,
    contentTranslation: gettingStartedContent,
    authorName: 'Brightstack Docs',
    isCompanyAuthor: true,
    mainPhoto: img('principle-docs.svg'),
    createdOn: utc('2026-08-05'),
    isHelpCenter: true,
    helpCenterOrder: 1,
    type: 'doc_set',
    docSetKey: 'getting-started',
    docSetOrder: 1,
    isNumbered: true,
    order: 13,
  },
  {
    slug: 'connect-a-custom-domain',
    title: 'Connecting a custom domain',
    titleTranslation: { es: 'Conectar un dominio propio', de: 'Eigene Domain verbinden', fr: 'Connecter un domaine personnalisé' },
    description: 'Serve your project on your own domain with automatic TLS.',
    descriptionTranslation: {
      es: 'Sirve tu proyecto en tu propio dominio con TLS automático.',
      de: 'Projekt unter eigener Domain mit automatischem TLS ausliefern.',
      fr: 'Servez votre projet sur votre domaine avec TLS automatique.',
    },
    content: customDomain,
    contentTranslation: customDomainContent,
    authorName: 'Brightstack Docs',
    isCompanyAuthor: true,
    mainPhoto: img('blog-domain.svg'),
    createdOn: utc('2026-10-12'),
    isHelpCenter: true,
    helpCenterOrder: 2,
    type: 'doc_set',
    docSetKey: 'getting-started',
    docSetOrder: 2,
    isNumbered: true,
    order: 14,
  },
];
