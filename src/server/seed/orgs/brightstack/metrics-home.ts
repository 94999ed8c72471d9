// Brightstack metric library, part one: what the home page sections show.
import type { MetricSeed } from '../../types';
import { demoImage } from '../shared';

const img = (file: string) => demoImage('brightstack', file);

const stats: MetricSeed[] = [
  {
    key: 'stat-deploys',
    title: '2.4M',
    titleTranslation: { es: '2,4 M', de: '2,4 Mio.', fr: '2,4 M' },
    description: '<p>deploys shipped by customers every month</p>',
    descriptionTranslation: {
      es: '<p>despliegues de clientes cada mes</p>',
      de: '<p>Deploys unserer Kunden pro Monat</p>',
      fr: '<p>déploiements clients chaque mois</p>',
    },
    image: img('stat-deploys.svg'),
    isCardType: true,
    backgroundColor: 'white',
  },
  {
    key: 'stat-uptime',
    title: '99.99%',
    titleTranslation: { es: '99,99 %', de: '99,99 %', fr: '99,99 %' },
    description: '<p>platform uptime over the last twelve months</p>',
    descriptionTranslation: {
      es: '<p>disponibilidad de la plataforma en los últimos doce meses</p>',
      de: '<p>Plattform-Verfügbarkeit in den letzten zwölf Monaten</p>',
      fr: '<p>de disponibilité sur les douze derniers mois</p>',
    },
    image: img('stat-uptime.svg'),
    isCardType: true,
    backgroundColor: 'white',
  },
  {
    key: 'stat-rollback',
    title: '9 s',
    description: '<p>median time to roll back a release</p>',
    descriptionTranslation: {
      es: '<p>mediana para revertir una versión</p>',
      de: '<p>Median bis zum Rollback eines Releases</p>',
      fr: '<p>temps médian pour annuler une version</p>',
    },
    image: img('stat-rollback.svg'),
    isCardType: true,
    backgroundColor: 'white',
  },
  {
    key: 'stat-latency',
    title: '38 ms',
    description: '<p>p95 response time from the nearest edge region</p>',
    descriptionTranslation: {
      es: '<p>tiempo de respuesta p95 desde la región edge más cercana</p>',
      de: '<p>p95-Antwortzeit aus der nächsten Edge-Region</p>',
      fr: '<p>temps de réponse p95 depuis la région edge la plus proche</p>',
    },
    image: img('blog-edge.svg'),
    isCardType: true,
    backgroundColor: 'white',
  },
  {
    key: 'stat-teams',
    title: '4,100',
    titleTranslation: { es: '4100', de: '4.100', fr: '4 100' },
    description: '<p>engineering teams run production on Brightstack</p>',
    descriptionTranslation: {
      es: '<p>equipos de ingeniería usan Brightstack en producción</p>',
      de: '<p>Engineering-Teams betreiben Produktion auf Brightstack</p>',
      fr: '<p>équipes techniques font tourner leur production sur Brightstack</p>',
    },
    image: img('services.svg'),
    isCardType: true,
    backgroundColor: 'white',
  },
];

const platform: MetricSeed[] = [
  {
    key: 'feature-deploy',
    title: 'Preview every change',
    titleTranslation: { es: 'Vista previa de cada cambio', de: 'Jede Änderung als Vorschau', fr: 'Un aperçu pour chaque changement' },
    description: '<p>Open a pull request and get a live URL with its own database branch. Reviewers click, not clone.</p>',
    descriptionTranslation: {
      es: '<p>Abre un pull request y obtén una URL con su propia rama de base de datos. Quien revisa hace clic, no clona.</p>',
      de: '<p>Pull Request öffnen, Live-URL mit eigenem Datenbank-Branch erhalten. Reviewer klicken statt zu klonen.</p>',
      fr: '<p>Ouvrez une pull request et obtenez une URL avec sa propre branche de base de données. On clique au lieu de cloner.</p>',
    },
    image: img('platform-deploy.svg'),
    isCardType: true,
    isGradient: true,
    gradient: { from: 'sky-50', to: 'blue-100' },
  },
  {
    key: 'feature-observe',
    title: 'See what production sees',
    titleTranslation: { es: 'Ve lo que ve producción', de: 'Sehen, was die Produktion sieht', fr: 'Voyez ce que voit la production' },
    description: '<p>Logs, traces and metrics correlated per request, with <strong>no agent to install</strong>.</p>',
    descriptionTranslation: {
      es: '<p>Registros, trazas y métricas correlacionados por petición, <strong>sin agente que instalar</strong>.</p>',
      de: '<p>Logs, Traces und Metriken pro Request verknüpft, <strong>ohne Agent</strong>.</p>',
      fr: '<p>Journaux, traces et métriques corrélés par requête, <strong>sans agent à installer</strong>.</p>',
    },
    image: img('platform-observe.svg'),
    isCardType: true,
  },
  {
    key: 'feature-edge',
    title: 'Run close to users',
    titleTranslation: { es: 'Cerca de tus usuarios', de: 'Nah an den Nutzern', fr: 'Au plus près des utilisateurs' },
    description: '<p>Edge functions and a global cache in 38 regions. Same code, same logs.</p>',
    descriptionTranslation: {
      es: '<p>Funciones edge y caché global en 38 regiones. El mismo código, los mismos registros.</p>',
      de: '<p>Edge-Funktionen und globaler Cache in 38 Regionen. Gleicher Code, gleiche Logs.</p>',
      fr: '<p>Fonctions edge et cache mondial dans 38 régions. Même code, mêmes journaux.</p>',
    },
    image: img('platform-edge.svg'),
    isCardType: true,
  },
  {
    key: 'feature-rollback',
    title: 'Undo in one click',
    titleTranslation: { es: 'Deshacer con un clic', de: 'Rückgängig mit einem Klick', fr: 'Annuler en un clic' },
    description: '<p>Every build is kept. Roll back to any of them <em>without rebuilding</em>.</p>',
    descriptionTranslation: {
      es: '<p>Guardamos cada build. Vuelve a cualquiera <em>sin recompilar</em>.</p>',
      de: '<p>Jeder Build bleibt erhalten. Zurück zu jedem davon <em>ohne Neubau</em>.</p>',
      fr: '<p>Chaque build est conservé. Revenez à n’importe lequel <em>sans recompiler</em>.</p>',
    },
    image: img('platform-vault.svg'),
    isCardType: true,
  },
];

const brand = (key: string, title: string, file: string): MetricSeed => ({
  key,
  title,
  description: '',
  image: img(file),
  isTitleDisplayed: false,
});

const customers: MetricSeed[] = [
  brand('brand-northwind', 'Northwind Freight', 'brand-northwind.svg'),
  brand('brand-lumen', 'Lumen Health', 'brand-lumen.svg'),
  brand('brand-quartz', 'Quartz Books', 'brand-quartz.svg'),
  brand('brand-orbital', 'Orbital Maps', 'brand-orbital.svg'),
  brand('brand-fernway', 'Fernway', 'brand-fernway.svg'),
  brand('brand-kite', 'Kite Mobility', 'brand-kite.svg'),
];

const reviews: MetricSeed[] = [
  {
    key: 'review-maya',
    title: 'Maya Kowalski, staff engineer at Lumen Health',
    titleTranslation: {
      es: 'Maya Kowalski, ingeniera sénior en Lumen Health',
      de: 'Maya Kowalski, Staff Engineer bei Lumen Health',
      fr: 'Maya Kowalski, ingénieure principale chez Lumen Health',
    },
    description: '<p>“Previews changed how we review. Designers comment on the running app, not on screenshots.”</p>',
    descriptionTranslation: {
      es: '<p>“Las vistas previas cambiaron cómo revisamos. Diseño comenta sobre la app en marcha, no sobre capturas.”</p>',
      de: '<p>„Previews haben unser Review verändert. Das Design kommentiert die laufende App statt Screenshots.“</p>',
      fr: '<p>« Les aperçus ont changé nos revues. Les designers commentent l’application, pas des captures. »</p>',
    },
    image: img('avatar-mk.svg'),
    isCardType: true,
    isImageRoundedFull: true,
    backgroundColor: 'white',
  },
  {
    key: 'review-luis',
    title: 'Luis Serrano, CTO at Fernway',
    titleTranslation: { es: 'Luis Serrano, CTO de Fernway', de: 'Luis Serrano, CTO bei Fernway', fr: 'Luis Serrano, CTO de Fernway' },
    description: '<p>“We retired three monitoring tools and our on-call pages dropped by half in the first quarter.”</p>',
    descriptionTranslation: {
      es: '<p>“Retiramos tres herramientas de monitorización y las alertas de guardia bajaron a la mitad en un trimestre.”</p>',
      de: '<p>„Wir haben drei Monitoring-Tools abgelöst, und die Bereitschaftsalarme halbierten sich im ersten Quartal.“</p>',
      fr: '<p>« Nous avons retiré trois outils de supervision et les alertes d’astreinte ont baissé de moitié en un trimestre. »</p>',
    },
    image: img('avatar-ls.svg'),
    isCardType: true,
    isImageRoundedFull: true,
    backgroundColor: 'white',
  },
  {
    key: 'review-jordan',
    title: 'Jordan Taylor, platform lead at Kite Mobility',
    titleTranslation: {
      es: 'Jordan Taylor, responsable de plataforma en Kite Mobility',
      de: 'Jordan Taylor, Platform Lead bei Kite Mobility',
      fr: 'Jordan Taylor, responsable plateforme chez Kite Mobility',
    },
    description: '<p>“A bad release used to mean a long night. Now it means one click and a calm postmortem.”</p>',
    descriptionTranslation: {
      es: '<p>“Una mala versión significaba una noche larga. Ahora es un clic y un análisis tranquilo.”</p>',
      de: '<p>„Ein schlechtes Release hieß früher eine lange Nacht. Heute ein Klick und ein ruhiges Postmortem.“</p>',
      fr: '<p>« Une mauvaise version, c’était une longue nuit. Aujourd’hui, un clic et un post-mortem serein. »</p>',
    },
    image: img('avatar-jt.svg'),
    isCardType: true,
    isImageRoundedFull: true,
    backgroundColor: 'white',
  },
];

export const homeMetrics: MetricSeed[] = [...stats, ...platform, ...customers, ...reviews];
