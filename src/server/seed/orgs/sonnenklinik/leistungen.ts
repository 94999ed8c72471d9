// The practice's services page (/leistungen, a main-menu item): the three main areas (the same
// library cards as on the home page), what else the practice offers, its patient guides and a way
// to get in touch. German first, then English and Spanish.
import type { HeadingSeed, MetricSeed, SectionSeed } from '../../types';
import { demoImage } from '../shared';

const img = (file: string) => demoImage('sonnenklinik', file);

type Three = { de: string; en: string; es: string };
const tr = (text: Three) => ({ en: text.en, es: text.es });

function offer(key: string, title: Three, description: Three): MetricSeed {
  return {
    key,
    title: title.de,
    titleTranslation: tr(title),
    description: `<p>${description.de}</p>`,
    descriptionTranslation: { en: `<p>${description.en}</p>`, es: `<p>${description.es}</p>` },
    isCardType: true,
    backgroundColor: 'white',
  };
}

export const serviceMetrics: MetricSeed[] = [
  offer('angebot-hausbesuche', { de: 'Hausbesuche', en: 'Home visits', es: 'Visitas a domicilio' }, {
    de: 'Für Patientinnen und Patienten, die nicht in die Praxis kommen können: dienstags und donnerstags am Nachmittag.',
    en: 'For patients who cannot come to the practice: on Tuesday and Thursday afternoons.',
    es: 'Para quien no puede venir a la consulta: los martes y jueves por la tarde.',
  }),
  offer('angebot-labor', { de: 'Labor und EKG', en: 'Lab tests and ECG', es: 'Análisis y electrocardiograma' }, {
    de: 'Blutabnahme ohne Wartezeit von 7:30 bis 9 Uhr, Ruhe-EKG und Langzeit-Blutdruckmessung in der Praxis.',
    en: 'Blood tests without waiting from 7:30 to 9 am, resting ECG and 24-hour blood pressure monitoring at the practice.',
    es: 'Extracciones sin espera de 7:30 a 9 h, electrocardiograma en reposo y control de la tensión de 24 horas en la consulta.',
  }),
  offer('angebot-video', { de: 'Videosprechstunde', en: 'Video consultation', es: 'Consulta por vídeo' }, {
    de: 'Befundbesprechungen und Folgetermine bequem von zu Hause, über Ihr Patientenkonto.',
    en: 'Discuss results and follow-ups from home, through your patient account.',
    es: 'Resultados y revisiones desde casa, a través de su cuenta de paciente.',
  }),
  offer('angebot-chroniker', { de: 'Chronikerprogramme', en: 'Programmes for long-term conditions', es: 'Programas para enfermedades crónicas' }, {
    de: 'Strukturierte Betreuung bei Diabetes, Asthma, COPD und koronarer Herzkrankheit, mit festen Kontrollterminen.',
    en: 'Structured care for diabetes, asthma, COPD and coronary heart disease, with regular check-up appointments.',
    es: 'Atención estructurada para diabetes, asma, EPOC y cardiopatía coronaria, con revisiones periódicas.',
  }),
];

function section(key: string, layoutOrder: number, title: Three, description: Three): Pick<SectionSeed, 'key' | 'urlPage' | 'layoutOrder' | 'sectionTitle' | 'sectionTitleTranslation' | 'sectionDescription' | 'sectionDescriptionTranslation'> {
  return {
    key,
    urlPage: '/leistungen',
    layoutOrder,
    sectionTitle: title.de,
    sectionTitleTranslation: tr(title),
    sectionDescription: description.de,
    sectionDescriptionTranslation: tr(description),
  };
}

export const serviceSections: SectionSeed[] = [
  {
    ...section('leistungen-schwerpunkte', 10, { de: 'Unsere Schwerpunkte', en: 'Our main areas', es: 'Nuestras áreas principales' }, {
      de: 'Hausärztliche Betreuung für die ganze Familie, von der Vorsorge bis zur Behandlung chronischer Erkrankungen.',
      en: 'Family medicine for all ages, from check-ups to the care of long-term conditions.',
      es: 'Medicina de familia para todas las edades, desde la prevención hasta el cuidado de enfermedades crónicas.',
    }),
    sectionType: 'general',
    textStyleVariant: 'default',
    gridColumns: 3,
    imageMetricsHeight: 'h-48',
    metricKeys: ['service-hausarzt', 'service-vorsorge', 'service-impfung'],
  },
  {
    ...section('leistungen-angebote', 20, { de: 'Weitere Angebote', en: 'More of what we do', es: 'Otros servicios' }, {
      de: 'Was wir außerdem für Sie tun, ohne dass Sie dafür eine andere Praxis suchen müssen.',
      en: 'What else we do for you, so you do not have to look for another practice.',
      es: 'Lo que además hacemos por usted, sin que tenga que buscar otra consulta.',
    }),
    sectionType: 'general',
    textStyleVariant: 'default',
    gridColumns: 2,
    backgroundColor: 'gray-50',
    metricKeys: serviceMetrics.map((metric) => metric.key),
  },
  {
    ...section('leistungen-ratgeber', 30, { de: 'Gut vorbereitet zum Termin', en: 'Well prepared for your appointment', es: 'Bien preparado para su cita' }, {
      de: 'Antworten auf die Fragen, die uns am häufigsten gestellt werden.',
      en: 'Answers to the questions we are asked most often.',
      es: 'Respuestas a las preguntas que más nos hacen.',
    }),
    sectionType: 'help_center',
    textStyleVariant: 'default',
    gridColumns: 2,
    metricKeys: [],
  },
];

export const serviceHeadings: HeadingSeed[] = [
  {
    urlPage: '/leistungen',
    layoutOrder: 40,
    name: 'Fragen zu einer Leistung?',
    nameTranslation: { en: 'A question about a service?', es: '¿Dudas sobre algún servicio?' },
    namePart2: 'Wir beraten Sie gern.',
    namePart2Translation: { en: 'We are happy to help.', es: 'Le asesoramos con gusto.' },
    descriptionText: 'Rufen Sie uns an oder buchen Sie online einen Termin, auf Wunsch auch als Videosprechstunde.',
    descriptionTextTranslation: {
      en: 'Call us or book an appointment online, as a video consultation if you prefer.',
      es: 'Llámenos o pida cita en línea, también por vídeo si lo prefiere.',
    },
    buttonText: 'Kontakt aufnehmen',
    buttonTextTranslation: { en: 'Get in touch', es: 'Contactar' },
    url: '/kontakt',
    isTextLink: false,
    image: img('contact-praxis.svg'),
    imageFirst: false,
    styleVariant: 'default',
    textStyleVariant: 'default',
    titleAlignment: 'left',
    backgroundColor: 'emerald-50',
  },
];
