// Brightstack banners and cookie categories.
import type { BannerSeed, CookieCategorySeed } from '../../types';
import { utc } from '../shared';

export const banners: BannerSeed[] = [
  {
    position: 'top',
    type: 'permanent',
    isFixedAboveNavbar: true,
    content: {
      text: 'Business plan: $149 a month instead of $199 for teams that switch before the end of June.',
      text_translation: {
        es: 'Plan Business: 149 $ al mes en lugar de 199 $ para equipos que se cambien antes de final de junio.',
        de: 'Business-Plan: 149 $ statt 199 $ im Monat für Teams, die bis Ende Juni wechseln.',
        fr: 'Offre Business : 149 $ par mois au lieu de 199 $ pour les équipes qui changent avant fin juin.',
      },
      icon: 'sparkles',
      link: {
        url: '/pricing',
        label: 'Compare plans',
        label_translation: { es: 'Comparar planes', de: 'Pläne vergleichen', fr: 'Comparer les offres' },
        isExternal: false,
      },
      banner_background: 'sky-800',
    },
    pagePaths: [],
    endDatePromotion: utc('2027-06-30'),
    endDatePromotionIsDisplayed: true,
  },
  {
    // Closable for five minutes: the banner a visitor can try dismissing and see come back.
    position: 'bottom',
    type: 'closed',
    dismissalDuration: '5 minutes',
    content: {
      text: 'Observe now speaks OpenTelemetry natively.',
      text_translation: {
        es: 'Observe ya habla OpenTelemetry de forma nativa.',
        de: 'Observe spricht jetzt nativ OpenTelemetry.',
        fr: 'Observe parle désormais OpenTelemetry nativement.',
      },
      icon: 'activity',
      link: {
        url: '/opentelemetry-by-default',
        label: 'Read the post',
        label_translation: { es: 'Leer el artículo', de: 'Beitrag lesen', fr: 'Lire l’article' },
        isExternal: false,
      },
      banner_background: 'slate-900',
    },
    // Posts live at their own slugs, so the blog is its list page; nothing exists below /blog.
    pagePaths: ['/', '/services', '/blog'],
  },
  {
    position: 'right',
    type: 'closed',
    openState: 'right-30',
    dismissalDuration: '14 days',
    content: {
      text: 'Book a demo',
      text_translation: { es: 'Reservar una demo', de: 'Demo buchen', fr: 'Réserver une démo' },
      icon: 'calendar',
      banner_background: 'white',
    },
    landingContent:
      '<p><strong>See Brightstack on your own repository.</strong> A solutions engineer walks you through Deploy and Observe in thirty minutes.</p>',
    landingContentTranslation: {
      es: '<p><strong>Ve Brightstack con tu propio repositorio.</strong> Un ingeniero te muestra Deploy y Observe en treinta minutos.</p>',
      de: '<p><strong>Brightstack mit Ihrem eigenen Repository erleben.</strong> Ein Solutions Engineer zeigt Ihnen Deploy und Observe in dreißig Minuten.</p>',
      fr: '<p><strong>Découvrez Brightstack sur votre propre dépôt.</strong> Un ingénieur vous présente Deploy et Observe en trente minutes.</p>',
    },
    pagePaths: ['/pricing'],
  },
];

export const cookieCategories: CookieCategorySeed[] = [
  {
    name: 'Essential',
    nameTranslation: { es: 'Esenciales', de: 'Notwendig', fr: 'Essentiels' },
    description: 'Sign-in, security and your cookie choice. These cannot be switched off.',
    descriptionTranslation: {
      es: 'Inicio de sesión, seguridad y su elección de cookies. No se pueden desactivar.',
      de: 'Anmeldung, Sicherheit und Ihre Cookie-Auswahl. Nicht abschaltbar.',
      fr: 'Connexion, sécurité et votre choix de cookies. Ils ne peuvent pas être désactivés.',
    },
    order: 0,
    services: [
      {
        name: 'Session cookie',
        nameTranslation: { es: 'Cookie de sesión', de: 'Sitzungscookie', fr: 'Cookie de session' },
        description: 'Keeps you signed in to the dashboard.',
        descriptionTranslation: { es: 'Mantiene su sesión en el panel.', de: 'Hält Sie im Dashboard angemeldet.', fr: 'Vous garde connecté au tableau de bord.' },
      },
      {
        name: 'Language preference',
        nameTranslation: { es: 'Preferencia de idioma', de: 'Spracheinstellung', fr: 'Préférence de langue' },
        description: 'Remembers the language you picked.',
        descriptionTranslation: { es: 'Recuerda el idioma elegido.', de: 'Merkt sich die gewählte Sprache.', fr: 'Mémorise la langue choisie.' },
      },
      {
        name: 'CSRF token',
        nameTranslation: { es: 'Token CSRF', de: 'CSRF-Token', fr: 'Jeton CSRF' },
        description: 'Protects forms against cross-site request forgery.',
        descriptionTranslation: {
          es: 'Protege los formularios contra falsificación de peticiones.',
          de: 'Schützt Formulare vor Cross-Site-Request-Forgery.',
          fr: 'Protège les formulaires contre la falsification de requêtes.',
        },
      },
    ],
  },
  {
    name: 'Analytics',
    nameTranslation: { es: 'Análisis', de: 'Analyse', fr: 'Mesure d’audience' },
    description: 'Helps us see which docs pages people read and where they get stuck.',
    descriptionTranslation: {
      es: 'Nos ayuda a ver qué páginas de la documentación se leen y dónde se atasca la gente.',
      de: 'Zeigt uns, welche Doku-Seiten gelesen werden und wo es hakt.',
      fr: 'Nous montre quelles pages de la doc sont lues et où l’on bloque.',
    },
    order: 1,
    services: [
      {
        name: 'Matomo',
        description: 'Self-hosted analytics; data never leaves our servers.',
        descriptionTranslation: {
          es: 'Analítica autoalojada; los datos no salen de nuestros servidores.',
          de: 'Selbst gehostete Analyse; Daten verlassen unsere Server nicht.',
          fr: 'Mesure auto-hébergée ; les données ne quittent pas nos serveurs.',
        },
      },
    ],
  },
  {
    name: 'Marketing',
    nameTranslation: { es: 'Marketing', de: 'Marketing', fr: 'Marketing' },
    description: 'Measures which campaigns bring new teams to Brightstack.',
    descriptionTranslation: {
      es: 'Mide qué campañas traen nuevos equipos a Brightstack.',
      de: 'Misst, welche Kampagnen neue Teams zu Brightstack bringen.',
      fr: 'Mesure quelles campagnes amènent de nouvelles équipes à Brightstack.',
    },
    order: 2,
    services: [
      {
        name: 'LinkedIn Insight',
        description: 'Conversion tracking for LinkedIn ads.',
        descriptionTranslation: { es: 'Conversiones de anuncios en LinkedIn.', de: 'Conversion-Tracking für LinkedIn-Anzeigen.', fr: 'Suivi des conversions LinkedIn.' },
      },
      {
        name: 'Reddit Pixel',
        description: 'Measures sign-ups from our Reddit sponsorships.',
        descriptionTranslation: {
          es: 'Mide los registros procedentes de Reddit.',
          de: 'Misst Registrierungen aus Reddit-Kampagnen.',
          fr: 'Mesure les inscriptions venant de Reddit.',
        },
        active: false,
      },
    ],
  },
  {
    // Players of other sites embedded in pages: they load only once this category is accepted.
    name: 'External media',
    nameTranslation: { es: 'Contenido externo', de: 'Externe Medien', fr: 'Médias externes' },
    description: 'Videos from other sites embedded in our pages. Playing one lets that site set cookies.',
    descriptionTranslation: {
      es: 'Vídeos de otros sitios insertados en nuestras páginas. Al reproducir uno, ese sitio puede instalar cookies.',
      de: 'Videos anderer Websites, die in unsere Seiten eingebettet sind. Beim Abspielen kann diese Website Cookies setzen.',
      fr: 'Vidéos d’autres sites intégrées à nos pages. En lire une permet à ce site de déposer des cookies.',
    },
    order: 3,
    services: [
      {
        name: 'YouTube',
        description: 'Plays our product videos (through youtube-nocookie.com).',
        descriptionTranslation: {
          es: 'Reproduce nuestros vídeos de producto (a través de youtube-nocookie.com).',
          de: 'Spielt unsere Produktvideos ab (über youtube-nocookie.com).',
          fr: 'Lit nos vidéos produit (via youtube-nocookie.com).',
        },
      },
      {
        name: 'Vimeo',
        description: 'Plays videos hosted on Vimeo.',
        descriptionTranslation: { es: 'Reproduce vídeos alojados en Vimeo.', de: 'Spielt auf Vimeo gehostete Videos ab.', fr: 'Lit les vidéos hébergées sur Vimeo.' },
      },
    ],
  },
];
