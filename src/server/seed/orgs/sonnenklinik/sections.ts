// Praxis am Sonnenhang: metrics, page sections and the one heading section.
import type { HeadingSeed, MetricSeed, SectionSeed } from '../../types';
import { demoImage } from '../shared';

const img = (file: string) => demoImage('sonnenklinik', file);

export const metrics: MetricSeed[] = [
  {
    key: 'service-hausarzt',
    title: 'Hausärztliche Versorgung',
    titleTranslation: { en: 'Family medicine', es: 'Medicina de familia' },
    description: '<p>Akute Beschwerden, chronische Erkrankungen und Hausbesuche für Patienten, die nicht in die Praxis kommen können.</p>',
    descriptionTranslation: {
      en: '<p>Acute complaints, chronic conditions and home visits for patients who cannot come to the practice.</p>',
      es: '<p>Dolencias agudas, enfermedades crónicas y visitas a domicilio para quien no puede venir a la consulta.</p>',
    },
    image: img('service-hausarzt.svg'),
    isCardType: true,
  },
  {
    key: 'service-vorsorge',
    title: 'Vorsorge',
    titleTranslation: { en: 'Check-ups', es: 'Prevención' },
    description: '<p>Check-up ab 35, Hautkrebs-Screening und Laboruntersuchungen mit Befundbesprechung.</p>',
    descriptionTranslation: {
      en: '<p>Health check from age 35, skin cancer screening and lab tests with a follow-up talk.</p>',
      es: '<p>Chequeo a partir de los 35, cribado de cáncer de piel y análisis con consulta de resultados.</p>',
    },
    image: img('service-vorsorge.svg'),
    isCardType: true,
  },
  {
    key: 'service-impfung',
    title: 'Impfungen',
    titleTranslation: { en: 'Vaccinations', es: 'Vacunas' },
    description: '<p>Grippe, Tetanus, FSME und Reiseimpfungen. <strong>Impfpass bitte mitbringen.</strong></p>',
    descriptionTranslation: {
      en: '<p>Flu, tetanus, tick-borne encephalitis and travel vaccines. <strong>Please bring your vaccination card.</strong></p>',
      es: '<p>Gripe, tétanos, encefalitis por garrapatas y vacunas de viaje. <strong>Traiga su cartilla de vacunación.</strong></p>',
    },
    image: img('service-impfung.svg'),
    isCardType: true,
  },
  {
    key: 'team-maurer',
    title: 'Dr. med. Katrin Maurer',
    description: '<p>Fachärztin für Allgemeinmedizin, Praxisinhaberin seit 2012.</p>',
    descriptionTranslation: { en: '<p>GP and practice owner since 2012.</p>', es: '<p>Médica de familia, titular de la consulta desde 2012.</p>' },
    image: img('avatar-km.svg'),
    isImageRoundedFull: true,
  },
  {
    key: 'team-bauer',
    title: 'Dr. med. Stefan Bauer',
    description: '<p>Facharzt für Innere Medizin, Schwerpunkt Diabetes und Bluthochdruck.</p>',
    descriptionTranslation: {
      en: '<p>Internist with a focus on diabetes and high blood pressure.</p>',
      es: '<p>Internista, especializado en diabetes e hipertensión.</p>',
    },
    image: img('avatar-sb.svg'),
    isImageRoundedFull: true,
  },
  {
    key: 'team-yilmaz',
    title: 'Lea Yilmaz',
    description: '<p>Praxismanagerin. Sie kümmert sich um Termine, Rezepte und Überweisungen.</p>',
    descriptionTranslation: {
      en: '<p>Practice manager. She looks after appointments, prescriptions and referrals.</p>',
      es: '<p>Gerente de la consulta. Se ocupa de citas, recetas y derivaciones.</p>',
    },
    image: img('avatar-ly.svg'),
    isImageRoundedFull: true,
  },
  {
    key: 'kontakt-adresse',
    title: 'Adresse',
    titleTranslation: { en: 'Address', es: 'Dirección' },
    description: '<p>Sonnenhang 7, 79104 Freiburg</p><p>Straßenbahnlinie 2, Haltestelle Hauptfriedhof</p>',
    descriptionTranslation: {
      en: '<p>Sonnenhang 7, 79104 Freiburg</p><p>Tram line 2, stop Hauptfriedhof</p>',
      es: '<p>Sonnenhang 7, 79104 Friburgo</p><p>Tranvía línea 2, parada Hauptfriedhof</p>',
    },
    image: img('contact-praxis.svg'),
    isCardType: true,
  },
  {
    key: 'kontakt-zeiten',
    title: 'Sprechzeiten',
    titleTranslation: { en: 'Surgery hours', es: 'Horario de consulta' },
    description: '<ul><li>Mo, Di, Do: 8 bis 12 und 15 bis 18 Uhr</li><li>Mi, Fr: 8 bis 13 Uhr</li></ul>',
    descriptionTranslation: {
      en: '<ul><li>Mon, Tue, Thu: 8 am to 12 noon and 3 to 6 pm</li><li>Wed, Fri: 8 am to 1 pm</li></ul>',
      es: '<ul><li>Lun, mar, jue: de 8 a 12 y de 15 a 18 h</li><li>Mié, vie: de 8 a 13 h</li></ul>',
    },
    isCardType: true,
  },
];

export const sections: SectionSeed[] = [
  {
    key: 'leistungen',
    urlPage: '/home',
    layoutOrder: 10,
    sectionTitle: 'Unsere Leistungen',
    sectionTitleTranslation: { en: 'What we offer', es: 'Nuestros servicios' },
    sectionDescription: 'Alles, was eine gute Hausarztpraxis ausmacht, unter einem Dach.',
    sectionDescriptionTranslation: {
      en: 'Everything a good family practice does, under one roof.',
      es: 'Todo lo que hace una buena consulta de familia, bajo un mismo techo.',
    },
    sectionType: 'general',
    textStyleVariant: 'default',
    gridColumns: 3,
    imageMetricsHeight: 'h-48',
    metricKeys: ['service-hausarzt', 'service-vorsorge', 'service-impfung'],
  },
  {
    key: 'fragen',
    urlPage: '/home',
    layoutOrder: 20,
    sectionTitle: 'Häufige Fragen',
    sectionTitleTranslation: { en: 'Frequently asked questions', es: 'Preguntas frecuentes' },
    sectionType: 'faq',
    textStyleVariant: 'elegant',
    gridColumns: 1,
    backgroundColor: 'gray-50',
    metricKeys: [],
  },
  {
    key: 'team',
    urlPage: '/praxis',
    layoutOrder: 20,
    sectionTitle: 'Unser Team',
    sectionTitleTranslation: { en: 'Our team', es: 'Nuestro equipo' },
    sectionType: 'general',
    textStyleVariant: 'apple',
    gridColumns: 3,
    imageMetricsHeight: 'h-40',
    metricKeys: ['team-maurer', 'team-bauer', 'team-yilmaz'],
  },
  {
    key: 'kontakt',
    urlPage: '/kontakt',
    layoutOrder: 10,
    sectionTitle: 'So erreichen Sie uns',
    sectionTitleTranslation: { en: 'How to reach us', es: 'Cómo llegar' },
    sectionDescription: 'Rezeptbestellungen bitte über das Kontaktformular, nicht per Telefon.',
    sectionDescriptionTranslation: {
      en: 'Please order repeat prescriptions through the contact form, not by phone.',
      es: 'Pida las recetas a través del formulario, no por teléfono.',
    },
    sectionType: 'contact',
    textStyleVariant: 'default',
    gridColumns: 2,
    metricKeys: ['kontakt-adresse', 'kontakt-zeiten'],
  },
];

export const headings: HeadingSeed[] = [
  {
    urlPage: '/praxis',
    layoutOrder: 10,
    name: 'Medizin mit Zeit',
    nameTranslation: { en: 'Medicine that takes', es: 'Medicina con tiempo' },
    namePart2: 'für Sie',
    namePart2Translation: { en: 'its time', es: 'para usted' },
    descriptionText:
      'Seit 2012 betreuen wir Familien in Herdern und Zähringen. Wir planen jeden Termin so, dass Fragen Platz haben.',
    descriptionTextTranslation: {
      en: 'Since 2012 we have looked after families in Herdern and Zähringen. We plan every appointment so there is room for questions.',
      es: 'Desde 2012 atendemos a familias de Herdern y Zähringen. Planificamos cada cita para que haya tiempo para sus preguntas.',
    },
    buttonText: 'Termin vereinbaren',
    buttonTextTranslation: { en: 'Book an appointment', es: 'Pedir cita' },
    url: '/kontakt',
    isTextLink: false,
    image: img('praxis.svg'),
    imageFirst: true,
    styleVariant: 'clean',
    textStyleVariant: 'default',
  },
];
