// Harbour & Finch banners and cookie categories.
import type { BannerSeed, CookieCategorySeed } from '../../types';
import { utc } from '../shared';

export const banners: BannerSeed[] = [
  {
    position: 'top',
    type: 'permanent',
    content: {
      text: 'Business legal helpline: €39 a month for new subscribers.',
      text_translation: {
        es: 'Línea jurídica para empresas: 39 € al mes para nuevos suscriptores.',
        de: 'Rechtshotline für Unternehmen: 39 € im Monat für Neukunden.',
      },
      icon: 'megaphone',
      link: {
        url: '/pricing',
        label: 'See the offer',
        label_translation: { es: 'Ver la oferta', de: 'Zum Angebot' },
        isExternal: false,
      },
      banner_background: 'blue-800',
    },
    pagePaths: [],
    endDatePromotion: utc('2027-03-31'),
    endDatePromotionIsDisplayed: true,
  },
  {
    position: 'bottom',
    type: 'closed',
    dismissalDuration: '7 days',
    content: {
      text: 'New: Thursday evening appointments until 20:00.',
      text_translation: {
        es: 'Novedad: citas los jueves por la tarde hasta las 20:00.',
        de: 'Neu: Donnerstagabend-Termine bis 20:00 Uhr.',
      },
      icon: 'clock',
      link: {
        url: '/thursday-evening-appointments',
        label: 'Details',
        label_translation: { es: 'Detalles', de: 'Details' },
        isExternal: false,
      },
      banner_background: 'slate-900',
    },
    pagePaths: ['/contact', '/pricing'],
  },
  {
    position: 'left',
    type: 'closed',
    openState: 'left-30',
    dismissalDuration: '1 month',
    content: {
      text: 'Free client guides',
      text_translation: { es: 'Guías gratuitas', de: 'Kostenlose Ratgeber' },
      icon: 'book-open',
      banner_background: 'white',
    },
    landingContent:
      '<p><strong>Not ready to call?</strong> Our client guides explain conveyancing, wills and redundancy in plain English.</p><p><a href="/help-center">Browse the guides</a></p>',
    landingContentTranslation: {
      es: '<p><strong>¿Aún no quiere llamar?</strong> Nuestras guías explican compraventas, testamentos y despidos con claridad.</p><p><a href="/help-center">Ver las guías</a></p>',
      de: '<p><strong>Noch nicht bereit anzurufen?</strong> Unsere Ratgeber erklären Immobilienkauf, Testament und Kündigung verständlich.</p><p><a href="/help-center">Zu den Ratgebern</a></p>',
    },
    // The practice pages live at their own slugs (/family-law...), not below /services.
    pagePaths: ['/services', '/family-law', '/property-law', '/employment-law'],
  },
];

export const cookieCategories: CookieCategorySeed[] = [
  {
    name: 'Essential',
    nameTranslation: { es: 'Esenciales', de: 'Notwendig' },
    description: 'Needed for the site to work: signing in, your language and your cookie choice. Always on.',
    descriptionTranslation: {
      es: 'Necesarias para que la web funcione: inicio de sesión, idioma y su elección de cookies. Siempre activas.',
      de: 'Für den Betrieb nötig: Anmeldung, Sprache und Ihre Cookie-Auswahl. Immer aktiv.',
    },
    order: 0,
    services: [
      {
        name: 'Session cookie',
        nameTranslation: { es: 'Cookie de sesión', de: 'Sitzungscookie' },
        description: 'Keeps you signed in to your client account.',
        descriptionTranslation: { es: 'Mantiene abierta su sesión de cliente.', de: 'Hält Sie im Mandantenkonto angemeldet.' },
      },
      {
        name: 'Language preference',
        nameTranslation: { es: 'Preferencia de idioma', de: 'Spracheinstellung' },
        description: 'Remembers the language you chose for one year.',
        descriptionTranslation: { es: 'Recuerda el idioma elegido durante un año.', de: 'Merkt sich Ihre Sprache für ein Jahr.' },
      },
    ],
  },
  {
    name: 'Analytics',
    nameTranslation: { es: 'Análisis', de: 'Analyse' },
    description: 'Counts visits to our guides so we know which to update. No personal profile is built.',
    descriptionTranslation: {
      es: 'Cuenta las visitas a nuestras guías para saber cuáles actualizar. No se crea ningún perfil personal.',
      de: 'Zählt Aufrufe unserer Ratgeber, damit wir wissen, welche wir aktualisieren. Es entsteht kein Personenprofil.',
    },
    order: 1,
    services: [
      {
        name: 'Plausible Analytics',
        description: 'Privacy-friendly page statistics hosted in the EU.',
        descriptionTranslation: { es: 'Estadísticas respetuosas con la privacidad, alojadas en la UE.', de: 'Datenschutzfreundliche Statistik, in der EU gehostet.' },
      },
    ],
  },
  {
    name: 'Marketing',
    nameTranslation: { es: 'Marketing', de: 'Marketing' },
    description: 'Measures whether our LinkedIn posts bring visitors to the site.',
    descriptionTranslation: {
      es: 'Mide si nuestras publicaciones en LinkedIn atraen visitas.',
      de: 'Misst, ob unsere LinkedIn-Beiträge Besucher auf die Website bringen.',
    },
    order: 2,
    services: [
      {
        name: 'LinkedIn Insight',
        description: 'Conversion tracking for LinkedIn campaigns.',
        descriptionTranslation: { es: 'Medición de conversiones de LinkedIn.', de: 'Conversion-Messung für LinkedIn-Kampagnen.' },
      },
    ],
  },
];
