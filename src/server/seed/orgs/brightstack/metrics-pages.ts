// Brightstack metric library, part two: the about, products and contact pages.
import type { MetricSeed } from '../../types';
import { demoImage } from '../shared';

const img = (file: string) => demoImage('brightstack', file);

const story: MetricSeed[] = [
  {
    key: 'story-remote',
    title: 'Forty-two people, eleven countries, one repository',
    titleTranslation: {
      es: 'Cuarenta y dos personas, once países, un repositorio',
      de: 'Zweiundvierzig Menschen, elf Länder, ein Repository',
      fr: 'Quarante-deux personnes, onze pays, un seul dépôt',
    },
    description:
      '<p>Brightstack started in 2021 when three platform engineers got tired of building the same deploy pipeline at every job. We have been remote from day one and write things down so that nobody has to be awake at the same time.</p>',
    descriptionTranslation: {
      es: '<p>Brightstack nació en 2021 cuando tres ingenieros de plataforma se cansaron de construir el mismo pipeline en cada empleo. Trabajamos en remoto desde el primer día y lo dejamos todo por escrito.</p>',
      de: '<p>Brightstack entstand 2021, als drei Platform Engineers es leid waren, in jedem Job dieselbe Deploy-Pipeline zu bauen. Wir arbeiten von Anfang an remote und schreiben alles auf.</p>',
      fr: '<p>Brightstack est né en 2021, quand trois ingénieurs plateforme en ont eu assez de reconstruire le même pipeline à chaque poste. Nous travaillons à distance depuis le premier jour et nous écrivons tout.</p>',
    },
    image: img('story.svg'),
  },
];

const principle = (key: string, file: string, title: string, description: string, tr: Record<'es' | 'de' | 'fr', [string, string]>): MetricSeed => ({
  key,
  title,
  description,
  titleTranslation: { es: tr.es[0], de: tr.de[0], fr: tr.fr[0] },
  descriptionTranslation: { es: tr.es[1], de: tr.de[1], fr: tr.fr[1] },
  image: img(file),
  isCardType: true,
  backgroundColor: 'slate-50',
});

const principles: MetricSeed[] = [
  principle('principle-docs', 'principle-docs.svg', 'Docs ship with the feature', '<p>A feature without documentation is not finished, and the pull request says so.</p>', {
    es: ['La documentación sale con la función', '<p>Una función sin documentación no está terminada.</p>'],
    de: ['Doku gehört zum Feature', '<p>Ein Feature ohne Dokumentation ist nicht fertig.</p>'],
    fr: ['La doc fait partie de la fonctionnalité', '<p>Une fonctionnalité sans documentation n’est pas terminée.</p>'],
  }),
  principle('principle-boring', 'principle-boring.svg', 'Boring technology, on purpose', '<p>PostgreSQL, plain HTTP and a few well-understood queues. Novelty goes where customers feel it.</p>', {
    es: ['Tecnología aburrida, a propósito', '<p>PostgreSQL, HTTP y pocas colas bien conocidas. La novedad va donde la nota el cliente.</p>'],
    de: ['Langweilige Technik, mit Absicht', '<p>PostgreSQL, HTTP und wenige bewährte Queues. Neues nur dort, wo Kunden es spüren.</p>'],
    fr: ['Une technologie ennuyeuse, exprès', '<p>PostgreSQL, HTTP et quelques files éprouvées. La nouveauté va là où le client la sent.</p>'],
  }),
  principle('principle-owners', 'principle-small.svg', 'Small teams, clear owners', '<p>Every service has one team that answers its pager. No orphans, no committees.</p>', {
    es: ['Equipos pequeños, dueños claros', '<p>Cada servicio tiene un equipo responsable. Sin huérfanos ni comités.</p>'],
    de: ['Kleine Teams, klare Verantwortung', '<p>Jeder Dienst hat ein Team, das den Pager trägt. Keine Waisen, keine Gremien.</p>'],
    fr: ['Petites équipes, responsables clairs', '<p>Chaque service a une équipe d’astreinte. Ni orphelins ni comités.</p>'],
  }),
  principle('principle-open', 'principle-open.svg', 'Open by default', '<p>Our roadmap, incident reports and status history are public.</p>', {
    es: ['Abiertos por defecto', '<p>Nuestra hoja de ruta, incidentes e historial de estado son públicos.</p>'],
    de: ['Standardmäßig offen', '<p>Roadmap, Störungsberichte und Statushistorie sind öffentlich.</p>'],
    fr: ['Ouverts par défaut', '<p>Feuille de route, rapports d’incident et historique de statut sont publics.</p>'],
  }),
];

const productCards: MetricSeed[] = [
  {
    key: 'product-deploy',
    title: 'Brightstack Deploy',
    description: '<ul><li>Git push to production</li><li>Preview URL per pull request</li><li>Instant rollbacks</li></ul>',
    descriptionTranslation: {
      es: '<ul><li>De git push a producción</li><li>URL de vista previa por pull request</li><li>Reversiones instantáneas</li></ul>',
      de: '<ul><li>Vom Git-Push in die Produktion</li><li>Vorschau-URL pro Pull Request</li><li>Sofortige Rollbacks</li></ul>',
      fr: '<ul><li>Du git push à la production</li><li>URL d’aperçu par pull request</li><li>Retours arrière instantanés</li></ul>',
    },
    image: img('platform-deploy.svg'),
    isCardType: true,
  },
  {
    key: 'product-observe',
    title: 'Brightstack Observe',
    description: '<ul><li>OpenTelemetry ingestion</li><li>Thirty days of logs included</li><li>Alerts to Slack or e-mail</li></ul>',
    descriptionTranslation: {
      es: '<ul><li>Ingesta OpenTelemetry</li><li>Treinta días de registros incluidos</li><li>Alertas a Slack o correo</li></ul>',
      de: '<ul><li>OpenTelemetry-Ingestion</li><li>Dreißig Tage Logs inklusive</li><li>Alarme an Slack oder E-Mail</li></ul>',
      fr: '<ul><li>Ingestion OpenTelemetry</li><li>Trente jours de journaux inclus</li><li>Alertes vers Slack ou e-mail</li></ul>',
    },
    image: img('platform-observe.svg'),
    isCardType: true,
  },
  {
    key: 'product-edge',
    title: 'Brightstack Edge',
    description: '<ul><li>Functions in 38 regions</li><li>Programmable cache</li><li>Automatic TLS</li></ul>',
    descriptionTranslation: {
      es: '<ul><li>Funciones en 38 regiones</li><li>Caché programable</li><li>TLS automático</li></ul>',
      de: '<ul><li>Funktionen in 38 Regionen</li><li>Programmierbarer Cache</li><li>Automatisches TLS</li></ul>',
      fr: '<ul><li>Fonctions dans 38 régions</li><li>Cache programmable</li><li>TLS automatique</li></ul>',
    },
    image: img('platform-edge.svg'),
    isCardType: true,
  },
];

const contactCards: MetricSeed[] = [
  {
    key: 'contact-sales',
    title: 'Talk to sales',
    titleTranslation: { es: 'Hablar con ventas', de: 'Vertrieb kontaktieren', fr: 'Parler aux ventes' },
    description: '<p>Volume pricing, security reviews and invoicing: <a href="mailto:sales@brightstack.test">sales@brightstack.test</a></p>',
    descriptionTranslation: {
      es: '<p>Precios por volumen, revisiones de seguridad y facturación: <a href="mailto:sales@brightstack.test">sales@brightstack.test</a></p>',
      de: '<p>Mengenpreise, Sicherheitsprüfungen und Rechnungen: <a href="mailto:sales@brightstack.test">sales@brightstack.test</a></p>',
      fr: '<p>Tarifs volume, revues de sécurité et facturation : <a href="mailto:sales@brightstack.test">sales@brightstack.test</a></p>',
    },
    image: img('contact-sales.svg'),
    isCardType: true,
  },
  {
    key: 'contact-support',
    title: 'Get support',
    titleTranslation: { es: 'Obtener soporte', de: 'Support erhalten', fr: 'Obtenir de l’aide' },
    description: '<p>Open a ticket from your dashboard. Team plans get a reply within <strong>four business hours</strong>.</p>',
    descriptionTranslation: {
      es: '<p>Abre un ticket desde tu panel. Los planes Team reciben respuesta en <strong>cuatro horas laborables</strong>.</p>',
      de: '<p>Ticket im Dashboard eröffnen. Team-Pläne erhalten Antwort binnen <strong>vier Geschäftsstunden</strong>.</p>',
      fr: '<p>Ouvrez un ticket depuis votre tableau de bord. Les offres Team reçoivent une réponse en <strong>quatre heures ouvrées</strong>.</p>',
    },
    image: img('contact-support.svg'),
    isCardType: true,
  },
  {
    key: 'contact-status',
    title: 'System status',
    titleTranslation: { es: 'Estado del sistema', de: 'Systemstatus', fr: 'État du service' },
    description: '<p>Live status and incident history for every region, updated by the on-call engineer.</p>',
    descriptionTranslation: {
      es: '<p>Estado en directo e historial de incidentes de cada región.</p>',
      de: '<p>Live-Status und Störungshistorie für jede Region.</p>',
      fr: '<p>État en direct et historique des incidents pour chaque région.</p>',
    },
    image: img('contact-status.svg'),
    isCardType: true,
  },
];

const helpCards: MetricSeed[] = [
  {
    key: 'help-quickstart',
    title: 'Five-minute quickstart',
    titleTranslation: { es: 'Guía rápida de cinco minutos', de: 'Schnellstart in fünf Minuten', fr: 'Démarrage en cinq minutes' },
    description: '<p>Connect a repository and ship your first deploy.</p>',
    descriptionTranslation: {
      es: '<p>Conecta un repositorio y publica tu primer despliegue.</p>',
      de: '<p>Repository verbinden und ersten Deploy ausliefern.</p>',
      fr: '<p>Connectez un dépôt et lancez votre premier déploiement.</p>',
    },
    image: img('principle-docs.svg'),
    isCardType: true,
  },
  {
    key: 'help-cli',
    title: 'CLI reference',
    titleTranslation: { es: 'Referencia de la CLI', de: 'CLI-Referenz', fr: 'Référence de la CLI' },
    description: '<p>Every <span class="font-mono">bs</span> command, with examples.</p>',
    descriptionTranslation: {
      es: '<p>Todos los comandos <span class="font-mono">bs</span>, con ejemplos.</p>',
      de: '<p>Alle <span class="font-mono">bs</span>-Befehle mit Beispielen.</p>',
      fr: '<p>Toutes les commandes <span class="font-mono">bs</span>, avec exemples.</p>',
    },
    image: img('platform-deploy.svg'),
    isCardType: true,
  },
];

// A YouTube video: the public site holds it behind the cookie consent placeholder until the
// visitor accepts its category, "External media" (docs/decisions/038).
const demoVideo: MetricSeed[] = [
  {
    key: 'video-tour',
    title: 'A five-minute tour of Brightstack Deploy',
    titleTranslation: {
      es: 'Un recorrido de cinco minutos por Brightstack Deploy',
      de: 'Brightstack Deploy in fünf Minuten',
      fr: 'Brightstack Deploy en cinq minutes',
    },
    description: '<p>From the first <span class="font-mono">git push</span> to a preview URL and a rollback.</p>',
    descriptionTranslation: {
      es: '<p>Del primer <span class="font-mono">git push</span> a una URL de vista previa y una reversión.</p>',
      de: '<p>Vom ersten <span class="font-mono">git push</span> bis zur Vorschau-URL und zum Rollback.</p>',
      fr: '<p>Du premier <span class="font-mono">git push</span> à l’URL d’aperçu et au retour arrière.</p>',
    },
    image: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
];

export const pageMetrics: MetricSeed[] = [...story, ...principles, ...productCards, ...contactCards, ...helpCards, ...demoVideo];
