// Library cards of the Brightstack product pages that the home page does not already have.
import type { MetricSeed } from '../../types';
import { demoImage } from '../shared';

const img = (file: string) => demoImage('brightstack', file);

/** One text in the site's four languages. */
export type Four = { en: string; es: string; de: string; fr: string };
export const tr = (text: Four) => ({ es: text.es, de: text.de, fr: text.fr });

function card(key: string, file: string, title: Four, description: Four): MetricSeed {
  return {
    key,
    title: title.en,
    titleTranslation: tr(title),
    description: `<p>${description.en}</p>`,
    descriptionTranslation: { es: `<p>${description.es}</p>`, de: `<p>${description.de}</p>`, fr: `<p>${description.fr}</p>` },
    image: img(file),
    isCardType: true,
  };
}

export const productMetrics: MetricSeed[] = [
  card('deploy-frameworks', 'principle-boring.svg',
    { en: 'Your framework, detected', es: 'Tu framework, detectado', de: 'Ihr Framework, automatisch erkannt', fr: 'Votre framework, détecté' },
    {
      en: 'Next.js, Remix, Astro, Django and Rails work out of the box. Anything else builds from a Dockerfile.',
      es: 'Next.js, Remix, Astro, Django y Rails funcionan sin configurar nada. Todo lo demás se compila desde un Dockerfile.',
      de: 'Next.js, Remix, Astro, Django und Rails laufen ohne Konfiguration. Alles andere baut aus einem Dockerfile.',
      fr: 'Next.js, Remix, Astro, Django et Rails fonctionnent sans configuration. Le reste se construit à partir d’un Dockerfile.',
    }),
  card('deploy-build-cache', 'stat-deploys.svg',
    { en: 'Builds that remember', es: 'Builds con memoria', de: 'Builds mit Gedächtnis', fr: 'Des builds qui se souviennent' },
    {
      en: 'The build cache is shared across branches, so the second build of a feature branch usually takes seconds.',
      es: 'La caché de build se comparte entre ramas, así que el segundo build de una rama suele tardar segundos.',
      de: 'Der Build-Cache wird zwischen Branches geteilt; der zweite Build eines Feature-Branches dauert meist nur Sekunden.',
      fr: 'Le cache de build est partagé entre les branches : le deuxième build d’une branche ne prend souvent que quelques secondes.',
    }),
  card('observe-otel', 'blog-otel.svg',
    { en: 'OpenTelemetry in and out', es: 'OpenTelemetry de entrada y de salida', de: 'OpenTelemetry rein und raus', fr: 'OpenTelemetry à l’entrée comme à la sortie' },
    {
      en: 'Send data from any OpenTelemetry SDK or collector, and export it again whenever you like. No proprietary agent.',
      es: 'Envía datos desde cualquier SDK o colector de OpenTelemetry y expórtalos cuando quieras. Sin agente propietario.',
      de: 'Daten aus jedem OpenTelemetry-SDK oder -Collector senden und jederzeit wieder exportieren. Kein proprietärer Agent.',
      fr: 'Envoyez des données depuis n’importe quel SDK ou collecteur OpenTelemetry, et exportez-les quand vous voulez. Aucun agent propriétaire.',
    }),
  card('observe-alerts', 'contact-status.svg',
    { en: 'Alerts that reach you', es: 'Alertas que te encuentran', de: 'Alarme, die ankommen', fr: 'Des alertes qui vous trouvent' },
    {
      en: 'Set thresholds on latency, errors or any metric and get a message in Slack, by e-mail or on a webhook.',
      es: 'Define umbrales de latencia, errores o cualquier métrica y recibe un aviso en Slack, por correo o en un webhook.',
      de: 'Schwellen für Latenz, Fehler oder jede Metrik festlegen und per Slack, E-Mail oder Webhook benachrichtigt werden.',
      fr: 'Fixez des seuils de latence, d’erreurs ou sur n’importe quelle métrique, et recevez un message sur Slack, par e-mail ou via un webhook.',
    }),
  card('observe-search', 'principle-open.svg',
    { en: 'Thirty days, searchable', es: 'Treinta días, con búsqueda', de: 'Dreißig Tage, durchsuchbar', fr: 'Trente jours, consultables' },
    {
      en: 'Every log line and trace is kept for thirty days and found in milliseconds, filtered by release or region.',
      es: 'Cada línea de registro y cada traza se guardan treinta días y se encuentran en milisegundos, filtradas por versión o región.',
      de: 'Jede Logzeile und jeder Trace bleibt dreißig Tage erhalten und ist in Millisekunden gefunden, gefiltert nach Release oder Region.',
      fr: 'Chaque ligne de journal et chaque trace sont conservées trente jours et retrouvées en quelques millisecondes, par version ou par région.',
    }),
  card('edge-cache', 'stat-rollback.svg',
    { en: 'Purged in 300 ms', es: 'Purga en 300 ms', de: 'In 300 ms geleert', fr: 'Purgé en 300 ms' },
    {
      en: 'Cache rules live in your code. Purge by tag and every region drops the old copy in under 300 ms.',
      es: 'Las reglas de caché viven en tu código. Purga por etiqueta y todas las regiones descartan la copia antigua en menos de 300 ms.',
      de: 'Cache-Regeln stehen in Ihrem Code. Per Tag leeren, und jede Region verwirft die alte Kopie in unter 300 ms.',
      fr: 'Les règles de cache vivent dans votre code. Purgez par étiquette et chaque région oublie l’ancienne copie en moins de 300 ms.',
    }),
  card('edge-tls', 'blog-domain.svg',
    { en: 'Certificates handled', es: 'Certificados resueltos', de: 'Zertifikate inklusive', fr: 'Certificats gérés pour vous' },
    {
      en: 'TLS certificates are issued and renewed automatically for every domain you connect.',
      es: 'Los certificados TLS se emiten y renuevan automáticamente para cada dominio que conectes.',
      de: 'TLS-Zertifikate werden für jede verbundene Domain automatisch ausgestellt und erneuert.',
      fr: 'Les certificats TLS sont émis et renouvelés automatiquement pour chaque domaine connecté.',
    }),
];
