// Praxis am Sonnenhang: cookies, FAQs, the video consultation and a seasonal banner.
import type { BannerSeed, CookieCategorySeed, FaqSeed, MeetingTypeSeed } from '../../types';
import { OFFICE_HOURS } from '../shared';

export const cookieCategories: CookieCategorySeed[] = [
  {
    // The consent notice recognises the essential category by this exact name, so it stays English
    // even on a German site; visitors see the translated label.
    name: 'Essential',
    nameTranslation: { de: 'Notwendig', en: 'Essential', es: 'Esenciales' },
    description: 'Technisch notwendige Cookies für Anmeldung und Spracheinstellung. Immer aktiv.',
    descriptionTranslation: {
      en: 'Cookies the site needs for signing in and your language. Always on.',
      es: 'Cookies necesarias para el inicio de sesión y el idioma. Siempre activas.',
    },
    order: 0,
    services: [
      {
        name: 'Sitzungscookie',
        nameTranslation: { en: 'Session cookie', es: 'Cookie de sesión' },
        description: 'Hält Sie in Ihrem Patientenkonto angemeldet.',
        descriptionTranslation: { en: 'Keeps you signed in to your patient account.', es: 'Mantiene abierta su cuenta de paciente.' },
      },
      {
        name: 'Sprachauswahl',
        nameTranslation: { en: 'Language choice', es: 'Elección de idioma' },
        description: 'Merkt sich die gewählte Sprache.',
        descriptionTranslation: { en: 'Remembers your language.', es: 'Recuerda su idioma.' },
      },
    ],
  },
  {
    name: 'Analytics',
    nameTranslation: { de: 'Statistik', en: 'Analytics', es: 'Estadísticas' },
    description: 'Anonyme Besucherstatistik ohne Weitergabe an Dritte.',
    descriptionTranslation: {
      en: 'Anonymous visitor statistics, never shared with third parties.',
      es: 'Estadísticas anónimas, sin cesión a terceros.',
    },
    order: 1,
    services: [
      {
        name: 'Matomo',
        description: 'Selbst gehostet, IP-Adressen werden gekürzt.',
        descriptionTranslation: { en: 'Self-hosted; IP addresses are truncated.', es: 'Autoalojado; las IP se anonimizan.' },
      },
    ],
  },
];

export const faqs: FaqSeed[] = [
  {
    question: 'Nehmen Sie neue Patientinnen und Patienten auf?',
    questionTranslation: { en: 'Are you taking new patients?', es: '¿Aceptan nuevos pacientes?' },
    answer: 'Ja. Bitte bringen Sie zum ersten Termin Ihre Versichertenkarte und, falls vorhanden, aktuelle Befunde mit.',
    answerTranslation: {
      en: 'Yes. Please bring your insurance card and any recent medical reports to your first appointment.',
      es: 'Sí. Traiga a la primera cita su tarjeta sanitaria y, si los tiene, informes recientes.',
    },
    category: 'Praxis',
    order: 0,
  },
  {
    question: 'Was tun bei akuten Beschwerden?',
    questionTranslation: { en: 'What if I am acutely ill?', es: '¿Qué hago si me encuentro mal de repente?' },
    answer: 'Rufen Sie morgens ab 8 Uhr an, wir haben täglich Akuttermine. Nachts und am Wochenende erreichen Sie den Bereitschaftsdienst unter 116 117.',
    answerTranslation: {
      en: 'Call from 8 am: we keep same-day slots every day. At night and at weekends, call the on-call service on 116 117.',
      es: 'Llame a partir de las 8: cada día reservamos citas urgentes. De noche y los fines de semana, llame al servicio de guardia, 116 117.',
    },
    category: 'Termine',
    order: 1,
  },
  {
    question: 'Wie setze ich mein Passwort zurück?',
    questionTranslation: { en: 'How do I reset my password?', es: '¿Cómo restablezco mi contraseña?' },
    answer: 'Wählen Sie auf der Anmeldeseite „Passwort vergessen?“ und geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link für ein neues Passwort, der eine Stunde gilt.',
    answerTranslation: {
      en: 'Choose “Forgot password?” on the sign-in page and enter your e-mail address. We send you a link to choose a new password; it works for one hour.',
      es: 'Elija «¿Olvidó su contraseña?» en la página de inicio de sesión e introduzca su correo. Le enviamos un enlace para elegir una contraseña nueva, válido durante una hora.',
    },
    category: 'Konto',
    order: 2,
  },
];

export const meetingTypes: MeetingTypeSeed[] = [
  {
    name: 'Videosprechstunde',
    nameTranslation: { en: 'Video consultation', es: 'Consulta por vídeo' },
    description: 'Für Befundbesprechungen und Folgetermine, wenn keine Untersuchung nötig ist.',
    descriptionTranslation: {
      en: 'For discussing results and follow-ups when no examination is needed.',
      es: 'Para comentar resultados y revisiones que no requieren exploración.',
    },
    durationMinutes: 15,
    availability: OFFICE_HOURS,
    // Covered by statutory health insurance: no price to show.
    price: null,
    currency: 'EUR',
    order: 0,
  },
];

export const banners: BannerSeed[] = [
  {
    position: 'top',
    type: 'closed',
    dismissalDuration: '30 days',
    content: {
      text: 'Grippeimpfung: Termine ab 1. Oktober online buchbar.',
      text_translation: {
        en: 'Flu vaccination: appointments bookable online from 1 October.',
        es: 'Vacuna de la gripe: citas en línea desde el 1 de octubre.',
      },
      icon: 'syringe',
      link: {
        url: '/grippeimpfung-2026',
        label: 'Mehr erfahren',
        label_translation: { en: 'Learn more', es: 'Más información' },
        isExternal: false,
      },
      banner_background: 'emerald-800',
    },
    // Expands into a panel over the lower half of the window.
    openState: 'bottom-half',
    landingContent:
      '<p><strong>Für wen?</strong> Alle ab 60, chronisch Kranke, Schwangere und medizinisches Personal.</p><p>Bitte bringen Sie Ihren Impfpass mit. Die Impfung dauert fünf Minuten; danach bleiben Sie 15 Minuten im Wartezimmer.</p>',
    landingContentTranslation: {
      en: '<p><strong>Who is it for?</strong> Everyone over 60, people with chronic illness, pregnant women and healthcare staff.</p><p>Please bring your vaccination card. The jab takes five minutes; afterwards you stay in the waiting room for 15 minutes.</p>',
      es: '<p><strong>¿Para quién?</strong> Mayores de 60 años, enfermos crónicos, embarazadas y personal sanitario.</p><p>Traiga su cartilla de vacunación. La vacuna dura cinco minutos; después espere 15 minutos en la sala de espera.</p>',
    },
    pagePaths: [],
  },
];
