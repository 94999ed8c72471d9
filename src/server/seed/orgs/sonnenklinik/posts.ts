// Praxis am Sonnenhang pages and news posts.
import type { PostSeed } from '../../types';
import { demoImage, utc } from '../shared';
import { checkUpContent, onlineBookingContent, vaccinationsContent } from './page-translations';

const img = (file: string) => demoImage('sonnenklinik', file);

const fluVaccination = `<h1 id="grippeimpfung">Grippeimpfung 2026: ab Oktober in der Praxis</h1>
<p>Der neue Impfstoff ist da. Wir impfen ab dem 1. Oktober in einer eigenen Impfsprechstunde, damit Sie nicht im Wartezimmer sitzen müssen.</p>
<h2 id="fuer-wen">Für wen die Impfung empfohlen ist</h2>
<ul><li>Menschen ab 60 Jahren</li><li>Schwangere</li><li>Menschen mit chronischen Erkrankungen</li><li>Beschäftigte im Gesundheitswesen</li></ul>
<h2 id="termin">So bekommen Sie einen Termin</h2>
<p>Buchen Sie online oder rufen Sie vormittags an. Bringen Sie bitte Ihren Impfpass mit.</p>
<h3 id="zusammen-mit-corona">Zusammen mit der Corona-Auffrischung?</h3>
<p>Beide Impfungen können am selben Tag gegeben werden. Sprechen Sie uns an.</p>`;

const fluVaccinationEn = `<h1 id="grippeimpfung">Flu vaccination 2026: from October at the practice</h1>
<p>This season's vaccine has arrived. From 1 October we run a dedicated vaccination clinic, so you will not have to sit in the waiting room.</p>
<h2 id="fuer-wen">Who should be vaccinated</h2>
<ul><li>People aged 60 and over</li><li>Pregnant women</li><li>People with chronic conditions</li><li>Healthcare workers</li></ul>
<h2 id="termin">How to get an appointment</h2>
<p>Book online or call in the morning. Please bring your vaccination card.</p>
<h3 id="zusammen-mit-corona">Together with a COVID booster?</h3>
<p>Both vaccines can be given on the same day. Just ask us.</p>`;

const fluVaccinationEs = `<h1 id="grippeimpfung">Vacuna de la gripe 2026: desde octubre en la consulta</h1>
<p>Ya tenemos la vacuna de esta temporada. A partir del 1 de octubre vacunamos en un horario propio, para que no tenga que esperar en la sala.</p>
<h2 id="fuer-wen">A quién se recomienda</h2>
<ul><li>Personas de 60 años o más</li><li>Embarazadas</li><li>Personas con enfermedades crónicas</li><li>Personal sanitario</li></ul>
<h2 id="termin">Cómo pedir cita</h2>
<p>Reserve en línea o llame por la mañana. Traiga su cartilla de vacunación.</p>
<h3 id="zusammen-mit-corona">¿Junto con el refuerzo de COVID?</h3>
<p>Ambas vacunas pueden ponerse el mismo día. Pregúntenos.</p>`;

export const posts: PostSeed[] = [
  {
    slug: 'leistungen',
    title: 'Leistungen',
    titleTranslation: { en: 'Services', es: 'Servicios' },
    description: 'Hausärztliche Versorgung, Vorsorge und Impfungen.',
    descriptionTranslation: { en: 'Family medicine, check-ups and vaccinations.', es: 'Medicina de familia, chequeos y vacunas.' },
    metadescriptionForPage: 'Leistungen der Praxis am Sonnenhang in Freiburg: Hausarzt, Vorsorge, Impfungen, Hausbesuche.',
    displayAsBlogPost: false,
    order: 1,
  },
  {
    slug: 'praxis',
    title: 'Praxis & Team',
    titleTranslation: { en: 'Practice & team', es: 'Consulta y equipo' },
    description: 'Wer wir sind und wie wir arbeiten.',
    descriptionTranslation: { en: 'Who we are and how we work.', es: 'Quiénes somos y cómo trabajamos.' },
    metadescriptionForPage: 'Das Team der Praxis am Sonnenhang: Dr. Katrin Maurer, Dr. Stefan Bauer und Praxismanagerin Lea Yilmaz.',
    displayAsBlogPost: false,
    order: 2,
  },
  {
    slug: 'kontakt',
    title: 'Kontakt',
    titleTranslation: { en: 'Contact', es: 'Contacto' },
    description: 'Adresse, Sprechzeiten und Anfahrt.',
    descriptionTranslation: { en: 'Address, surgery hours and directions.', es: 'Dirección, horario y cómo llegar.' },
    metadescriptionForPage: 'Praxis am Sonnenhang, Sonnenhang 7, 79104 Freiburg: Sprechzeiten, Anfahrt und Kontakt.',
    displayAsBlogPost: false,
    order: 3,
  },
  {
    slug: 'vorsorge',
    title: 'Vorsorge & Check-up',
    titleTranslation: { en: 'Check-ups', es: 'Chequeos' },
    description: 'Früherkennung, die die Krankenkasse bezahlt.',
    descriptionTranslation: { en: 'Screening covered by your health insurance.', es: 'Revisiones que cubre su seguro médico.' },
    content: `<h2 id="check-up">Check-up ab 35</h2>
<p>Alle drei Jahre: Gespräch, körperliche Untersuchung und Blutwerte. Einmalig zwischen 18 und 34 Jahren.</p>
<h2 id="haut">Hautkrebs-Screening</h2>
<p>Ab 35 Jahren alle zwei Jahre, am besten zusammen mit dem Check-up.</p>`,
    contentTranslation: checkUpContent,
    displayAsBlogPost: false,
    order: 4,
  },
  {
    slug: 'impfungen',
    title: 'Impfungen',
    titleTranslation: { en: 'Vaccinations', es: 'Vacunas' },
    description: 'Standard- und Reiseimpfungen.',
    descriptionTranslation: { en: 'Routine and travel vaccinations.', es: 'Vacunas habituales y de viaje.' },
    content: `<h2 id="standard">Standardimpfungen</h2>
<ul><li>Tetanus, Diphtherie, Keuchhusten</li><li>Grippe und Corona</li><li>FSME (Zecken)</li></ul>
<h2 id="reise">Reiseimpfungen</h2>
<p>Kommen Sie spätestens sechs Wochen vor der Reise zur Beratung.</p>`,
    contentTranslation: vaccinationsContent,
    displayAsBlogPost: false,
    order: 5,
  },
  {
    slug: 'grippeimpfung-2026',
    title: 'Grippeimpfung 2026: ab Oktober in der Praxis',
    titleTranslation: { en: 'Flu vaccination 2026: from October at the practice', es: 'Vacuna de la gripe 2026: desde octubre' },
    description: 'Eigene Impfsprechstunde ab dem 1. Oktober, ohne Wartezimmer.',
    descriptionTranslation: {
      en: 'A dedicated vaccination clinic from 1 October, no waiting room.',
      es: 'Horario propio de vacunación desde el 1 de octubre, sin sala de espera.',
    },
    content: fluVaccination,
    contentTranslation: { en: fluVaccinationEn, es: fluVaccinationEs },
    metadescriptionForPage: 'Grippeimpfung 2026 in Freiburg-Herdern: für wen sie empfohlen ist und wie Sie einen Termin bekommen.',
    authorName: 'Dr. med. Katrin Maurer',
    isWithAuthor: true,
    mainPhoto: img('blog-grippe.svg'),
    createdOn: utc('2026-09-21'),
    isDisplayedFirstPage: true,
    order: 10,
  },
  {
    slug: 'online-termine',
    title: 'Termine jetzt auch online',
    titleTranslation: { en: 'Appointments now online', es: 'Citas también en línea' },
    description: 'Buchen Sie Sprechstunde und Videosprechstunde rund um die Uhr.',
    descriptionTranslation: {
      en: 'Book surgery and video appointments around the clock.',
      es: 'Reserve consulta presencial o por vídeo a cualquier hora.',
    },
    content: `<h1 id="online-termine">Termine jetzt auch online</h1>
<p>Ab sofort können Sie Termine rund um die Uhr über Ihr Patientenkonto buchen, auch für die Videosprechstunde.</p>
<h2 id="so-gehts">So geht's</h2>
<ol><li>Registrieren Sie sich einmalig mit Ihrer E-Mail-Adresse.</li><li>Wählen Sie Terminart und Uhrzeit.</li><li>Sie erhalten eine Bestätigung per E-Mail.</li></ol>`,
    contentTranslation: onlineBookingContent,
    authorName: 'Lea Yilmaz',
    isWithAuthor: true,
    mainPhoto: img('contact-praxis.svg'),
    createdOn: utc('2026-03-02'),
    type: 'minimal',
    order: 11,
  },
];
