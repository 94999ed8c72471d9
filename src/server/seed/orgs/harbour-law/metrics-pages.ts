// Harbour & Finch metric library, part two: the about, services and contact pages.
import type { MetricSeed } from '../../types';
import { demoImage } from '../shared';

const img = (file: string) => demoImage('harbour-law', file);

const partners: MetricSeed[] = [
  {
    key: 'partner-eleanor',
    title: 'Eleanor Finch',
    description: '<p><strong>Managing partner.</strong> Property and small business. Qualified 1996.</p>',
    descriptionTranslation: {
      es: '<p><strong>Socia directora.</strong> Inmuebles y pequeña empresa. Colegiada en 1996.</p>',
      de: '<p><strong>Geschäftsführende Partnerin.</strong> Immobilien und Kleinunternehmen. Zugelassen 1996.</p>',
    },
    image: img('avatar-ef.svg'),
    isImageRoundedFull: true,
  },
  {
    key: 'partner-daniel',
    title: 'Daniel Harbour',
    description: '<p><strong>Partner.</strong> Disputes and debt recovery. Accredited mediator.</p>',
    descriptionTranslation: {
      es: '<p><strong>Socio.</strong> Litigios y recobro de deudas. Mediador acreditado.</p>',
      de: '<p><strong>Partner.</strong> Streitigkeiten und Forderungsmanagement. Zertifizierter Mediator.</p>',
    },
    image: img('avatar-dh.svg'),
    isImageRoundedFull: true,
  },
  {
    key: 'partner-amara',
    title: 'Amara Nwosu',
    description: '<p><strong>Partner.</strong> Family law, including international child arrangements.</p>',
    descriptionTranslation: {
      es: '<p><strong>Socia.</strong> Derecho de familia, incluidos casos internacionales de menores.</p>',
      de: '<p><strong>Partnerin.</strong> Familienrecht, auch bei internationalen Kindschaftssachen.</p>',
    },
    image: img('avatar-an.svg'),
    isImageRoundedFull: true,
  },
  {
    key: 'partner-tomas',
    title: 'Tomás Lozano',
    description: '<p><strong>Associate.</strong> Wills, probate and employment. Speaks Spanish and German.</p>',
    descriptionTranslation: {
      es: '<p><strong>Asociado.</strong> Testamentos, sucesiones y derecho laboral. Habla español y alemán.</p>',
      de: '<p><strong>Associate.</strong> Testamente, Nachlass und Arbeitsrecht. Spricht Spanisch und Deutsch.</p>',
    },
    image: img('avatar-tl.svg'),
    isImageRoundedFull: true,
  },
];

const process: MetricSeed[] = [
  {
    key: 'step-call',
    title: '1. A free first call',
    titleTranslation: { es: '1. Primera llamada gratuita', de: '1. Kostenloses Erstgespräch' },
    description: '<p>Twenty minutes with a solicitor to understand the problem and tell you honestly whether you need us.</p>',
    descriptionTranslation: {
      es: '<p>Veinte minutos con un abogado para entender el problema y decirle con franqueza si nos necesita.</p>',
      de: '<p>Zwanzig Minuten mit einer Anwältin, um das Problem zu verstehen und ehrlich zu sagen, ob Sie uns brauchen.</p>',
    },
    image: img('step-call.svg'),
    isCardType: true,
    backgroundColor: 'slate-50',
  },
  {
    key: 'step-plan',
    title: '2. A written plan and price',
    titleTranslation: { es: '2. Plan y precio por escrito', de: '2. Schriftlicher Plan und Preis' },
    description: '<p>Within two working days you receive the steps, the timetable and a fixed fee. No hourly surprises.</p>',
    descriptionTranslation: {
      es: '<p>En dos días hábiles recibe los pasos, el calendario y unos honorarios fijos. Sin sorpresas por horas.</p>',
      de: '<p>Innerhalb von zwei Werktagen erhalten Sie Schritte, Zeitplan und Festpreis. Keine Stundensatz-Überraschungen.</p>',
    },
    image: img('step-plan.svg'),
    isCardType: true,
    backgroundColor: 'slate-50',
  },
  {
    key: 'step-act',
    title: '3. We do the work',
    titleTranslation: { es: '3. Nos ponemos manos a la obra', de: '3. Wir erledigen die Arbeit' },
    description: '<p>Your solicitor handles the paperwork and the other side, and updates you every week.</p>',
    descriptionTranslation: {
      es: '<p>Su abogado se ocupa del papeleo y de la otra parte, y le informa cada semana.</p>',
      de: '<p>Ihre Anwältin kümmert sich um Schriftverkehr und Gegenseite und berichtet jede Woche.</p>',
    },
    image: img('step-act.svg'),
    isCardType: true,
    backgroundColor: 'slate-50',
  },
  {
    key: 'step-close',
    title: '4. A clean finish',
    titleTranslation: { es: '4. Un cierre limpio', de: '4. Ein sauberer Abschluss' },
    description: '<p>A closing letter lists what was done and where your documents are. Your file stays safe for seven years.</p>',
    descriptionTranslation: {
      es: '<p>Una carta de cierre resume lo hecho y dónde están sus documentos. Guardamos el expediente siete años.</p>',
      de: '<p>Ein Abschlussschreiben fasst alles zusammen und nennt den Ablageort Ihrer Unterlagen. Die Akte bleibt sieben Jahre sicher.</p>',
    },
    image: img('step-close.svg'),
    isCardType: true,
    backgroundColor: 'slate-50',
  },
];

const completions: MetricSeed[] = [
  {
    key: 'property-terrace',
    title: 'Victorian terrace, Stoneybatter',
    titleTranslation: { es: 'Casa victoriana adosada, Stoneybatter', de: 'Viktorianisches Reihenhaus, Stoneybatter' },
    description: '<p>Purchase with a probate sale on the other side. <strong>Completed in 9 weeks.</strong></p>',
    descriptionTranslation: {
      es: '<p>Compra a una herencia en tramitación. <strong>Cerrada en 9 semanas.</strong></p>',
      de: '<p>Kauf aus einem laufenden Nachlass. <strong>Abgeschlossen in 9 Wochen.</strong></p>',
    },
    image: img('property-terrace.svg'),
    isCardType: true,
  },
  {
    key: 'property-apartment',
    title: 'Two-bed apartment, Grand Canal Dock',
    titleTranslation: { es: 'Piso de dos dormitorios, Grand Canal Dock', de: 'Zweizimmerwohnung, Grand Canal Dock' },
    description: '<p>Sale and simultaneous purchase for a family relocating to Cork. <strong>Both closed the same day.</strong></p>',
    descriptionTranslation: {
      es: '<p>Venta y compra simultáneas para una familia que se mudaba a Cork. <strong>Ambas cerradas el mismo día.</strong></p>',
      de: '<p>Verkauf und gleichzeitiger Kauf für eine Familie, die nach Cork zog. <strong>Beides am selben Tag abgeschlossen.</strong></p>',
    },
    image: img('property-apartment.svg'),
    isCardType: true,
  },
  {
    key: 'property-cottage',
    title: 'Coastal cottage, Howth',
    titleTranslation: { es: 'Casita en la costa, Howth', de: 'Cottage an der Küste, Howth' },
    description: '<p>Right-of-way issue resolved with the neighbour before exchange. <strong>No price reduction needed.</strong></p>',
    descriptionTranslation: {
      es: '<p>Servidumbre de paso resuelta con el vecino antes del contrato. <strong>Sin rebaja de precio.</strong></p>',
      de: '<p>Wegerecht vor Vertragsschluss mit dem Nachbarn geklärt. <strong>Ohne Preisnachlass.</strong></p>',
    },
    image: img('property-cottage.svg'),
    isCardType: true,
  },
];

const contact: MetricSeed[] = [
  {
    key: 'contact-office',
    title: 'Our office',
    titleTranslation: { es: 'Nuestra oficina', de: 'Unser Büro' },
    description: '<p>14 Pearse Quay, Dublin 2</p><p>Step-free access from the quay side.</p>',
    descriptionTranslation: {
      es: '<p>14 Pearse Quay, Dublín 2</p><p>Acceso sin escalones por el lado del muelle.</p>',
      de: '<p>14 Pearse Quay, Dublin 2</p><p>Barrierefreier Zugang von der Kaiseite.</p>',
    },
    image: img('contact-office.svg'),
    isCardType: true,
  },
  {
    key: 'contact-phone',
    title: 'Call us',
    titleTranslation: { es: 'Llámenos', de: 'Rufen Sie an' },
    description: '<p><a href="tel:+35315550148">+353 1 555 0148</a></p><p>We answer within three rings.</p>',
    descriptionTranslation: {
      es: '<p><a href="tel:+35315550148">+353 1 555 0148</a></p><p>Contestamos antes del tercer tono.</p>',
      de: '<p><a href="tel:+35315550148">+353 1 555 0148</a></p><p>Wir heben spätestens nach dem dritten Klingeln ab.</p>',
    },
    isCardType: true,
  },
  {
    key: 'contact-hours',
    title: 'Opening hours',
    titleTranslation: { es: 'Horario', de: 'Öffnungszeiten' },
    description: '<ul><li>Monday to Friday, 8:30 to 18:00</li><li>Thursday evenings by appointment</li></ul>',
    descriptionTranslation: {
      es: '<ul><li>De lunes a viernes, de 8:30 a 18:00</li><li>Jueves por la tarde con cita previa</li></ul>',
      de: '<ul><li>Montag bis Freitag, 8:30 bis 18:00 Uhr</li><li>Donnerstagabend nach Vereinbarung</li></ul>',
    },
    isCardType: true,
  },
  {
    // The booking page's way in from the site (issue 23: "a section that links to it").
    key: 'contact-book',
    title: 'Book a call',
    titleTranslation: { es: 'Reserve una llamada', de: 'Termin buchen' },
    description: '<p>Prefer to talk it through? <a href="/meetings">Choose a time for a video call</a> with one of our solicitors: a first call of twenty minutes is free.</p>',
    descriptionTranslation: {
      es: '<p>¿Prefiere hablarlo? <a href="/meetings">Elija una hora para una videollamada</a> con uno de nuestros abogados: una primera llamada de veinte minutos es gratuita.</p>',
      de: '<p>Lieber persönlich? <a href="/meetings">Wählen Sie einen Termin für ein Videogespräch</a> mit einer unserer Anwältinnen: ein erstes Gespräch von zwanzig Minuten ist kostenlos.</p>',
    },
    isCardType: true,
  },
];

export const pageMetrics: MetricSeed[] = [...partners, ...process, ...completions, ...contact];
