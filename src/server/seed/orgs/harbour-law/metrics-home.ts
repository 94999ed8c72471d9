// Harbour & Finch metric library, part one: what the home page sections show.
import type { MetricSeed } from '../../types';
import { demoImage } from '../shared';

const img = (file: string) => demoImage('harbour-law', file);

const practiceAreas: MetricSeed[] = [
  {
    key: 'practice-family',
    title: 'Family law',
    titleTranslation: { es: 'Derecho de familia', de: 'Familienrecht' },
    description: '<p>Separation agreements, divorce and arrangements for children, with mediation first wherever it is safe.</p>',
    descriptionTranslation: {
      es: '<p>Acuerdos de separación, divorcio y medidas para los hijos, con mediación primero siempre que sea seguro.</p>',
      de: '<p>Trennungsvereinbarungen, Scheidung und Regelungen für Kinder, wo immer möglich zuerst über Mediation.</p>',
    },
    image: img('practice-family.svg'),
    isCardType: true,
  },
  {
    key: 'practice-property',
    title: 'Property & conveyancing',
    titleTranslation: { es: 'Inmuebles y compraventas', de: 'Immobilien' },
    description: '<p>Residential purchases, sales and remortgages, with <strong>weekly updates</strong> until completion.</p>',
    descriptionTranslation: {
      es: '<p>Compras, ventas y refinanciaciones de vivienda, con <strong>informes semanales</strong> hasta la firma.</p>',
      de: '<p>Kauf, Verkauf und Umschuldung von Wohneigentum, mit <strong>wöchentlichen Updates</strong> bis zum Abschluss.</p>',
    },
    image: img('practice-property.svg'),
    isCardType: true,
  },
  {
    key: 'practice-employment',
    title: 'Employment',
    titleTranslation: { es: 'Derecho laboral', de: 'Arbeitsrecht' },
    description: '<p>Contract reviews, redundancy packages and representation before the Workplace Relations Commission.</p>',
    descriptionTranslation: {
      es: '<p>Revisión de contratos, indemnizaciones por despido y representación ante la Workplace Relations Commission.</p>',
      de: '<p>Vertragsprüfung, Abfindungen und Vertretung vor der Workplace Relations Commission.</p>',
    },
    image: img('practice-employment.svg'),
    isCardType: true,
  },
  {
    key: 'practice-wills',
    title: 'Wills & probate',
    titleTranslation: { es: 'Testamentos y sucesiones', de: 'Testamente und Nachlass' },
    description: '<p>Wills, enduring powers of attorney and the administration of estates, explained step by step.</p>',
    descriptionTranslation: {
      es: '<p>Testamentos, poderes preventivos y administración de herencias, explicados paso a paso.</p>',
      de: '<p>Testamente, Vorsorgevollmachten und Nachlassabwicklung, Schritt für Schritt erklärt.</p>',
    },
    image: img('practice-wills.svg'),
    isCardType: true,
  },
  {
    key: 'practice-business',
    title: 'Small business',
    titleTranslation: { es: 'Pequeña empresa', de: 'Kleinunternehmen' },
    description: '<p>Shareholder agreements, commercial leases and terms of business for companies of up to fifty people.</p>',
    descriptionTranslation: {
      es: '<p>Pactos de socios, arrendamientos comerciales y condiciones generales para empresas de hasta cincuenta personas.</p>',
      de: '<p>Gesellschaftervereinbarungen, Gewerbemieten und AGB für Unternehmen mit bis zu fünfzig Beschäftigten.</p>',
    },
    image: img('practice-business.svg'),
    isCardType: true,
  },
  {
    key: 'practice-disputes',
    title: 'Disputes',
    titleTranslation: { es: 'Litigios', de: 'Streitigkeiten' },
    description: '<p>Negotiation first, court when it is worth it: debt recovery, neighbour and contract disputes.</p>',
    descriptionTranslation: {
      es: '<p>Primero negociar, el juzgado cuando compensa: reclamación de deudas, vecinos y contratos.</p>',
      de: '<p>Erst verhandeln, vor Gericht nur wenn es sich lohnt: Forderungen, Nachbar- und Vertragsstreit.</p>',
    },
    image: img('practice-disputes.svg'),
    isCardType: true,
  },
];

const reviews: MetricSeed[] = [
  {
    key: 'review-rory',
    title: 'Rory Maguire, first-time buyer',
    titleTranslation: { es: 'Rory Maguire, primer comprador', de: 'Rory Maguire, Erstkäufer' },
    description: '<p>“Every Friday I had an e-mail saying exactly where the sale stood. We got the keys a week early.”</p>',
    descriptionTranslation: {
      es: '<p>“Cada viernes recibía un correo con el estado exacto de la compra. Tuvimos las llaves una semana antes.”</p>',
      de: '<p>„Jeden Freitag kam eine E-Mail mit dem genauen Stand. Wir hatten die Schlüssel eine Woche früher.“</p>',
    },
    image: img('avatar-rm.svg'),
    isCardType: true,
    isImageRoundedFull: true,
    backgroundColor: 'white',
  },
  {
    key: 'review-joanna',
    title: 'Joanna O’Reilly, separation',
    titleTranslation: { es: 'Joanna O’Reilly, separación', de: 'Joanna O’Reilly, Trennung' },
    description: '<p>“Amara kept the focus on the children and stopped a hard year turning into a court case.”</p>',
    descriptionTranslation: {
      es: '<p>“Amara mantuvo el foco en los niños y evitó que un año difícil acabara en los tribunales.”</p>',
      de: '<p>„Amara hat die Kinder in den Mittelpunkt gestellt und verhindert, dass ein schweres Jahr vor Gericht endet.“</p>',
    },
    image: img('avatar-jo.svg'),
    isCardType: true,
    isImageRoundedFull: true,
    backgroundColor: 'white',
  },
  {
    key: 'review-priya',
    title: 'Priya Kapoor, café owner',
    titleTranslation: { es: 'Priya Kapoor, dueña de una cafetería', de: 'Priya Kapoor, Café-Inhaberin' },
    description: '<p>“The lease review cost what they quoted, to the euro, and saved us from a nasty repair clause.”</p>',
    descriptionTranslation: {
      es: '<p>“La revisión del contrato costó lo presupuestado, al euro, y nos libró de una cláusula de reparaciones abusiva.”</p>',
      de: '<p>„Die Mietvertragsprüfung kostete genau das Angebot und ersparte uns eine böse Reparaturklausel.“</p>',
    },
    image: img('avatar-pk.svg'),
    isCardType: true,
    isImageRoundedFull: true,
    backgroundColor: 'white',
  },
  {
    key: 'review-sean',
    title: 'Seán Doyle, executor',
    titleTranslation: { es: 'Seán Doyle, albacea', de: 'Seán Doyle, Testamentsvollstrecker' },
    description: '<p>“After Dad died I did not know where to start. Tomás gave me a checklist and handled the rest.”</p>',
    descriptionTranslation: {
      es: '<p>“Cuando murió mi padre no sabía por dónde empezar. Tomás me dio una lista y se ocupó del resto.”</p>',
      de: '<p>„Nach Vaters Tod wusste ich nicht, wo anfangen. Tomás gab mir eine Checkliste und erledigte den Rest.“</p>',
    },
    image: img('avatar-sd.svg'),
    isCardType: true,
    isImageRoundedFull: true,
    backgroundColor: 'white',
  },
];

const brand = (key: string, title: string, file: string): MetricSeed => ({
  key,
  title,
  description: '',
  image: img(file),
  isTitleDisplayed: false,
});

const recognition: MetricSeed[] = [
  brand('brand-northgate', 'Northgate Legal Awards 2025', 'brand-northgate.svg'),
  brand('brand-counsel', 'The Counsel Review', 'brand-counsel-review.svg'),
  brand('brand-conveyancing', 'Conveyancing Quality Mark', 'brand-conveyancing-mark.svg'),
  brand('brand-mediation', 'Mediators’ Council of Ireland', 'brand-mediation.svg'),
  brand('brand-cityguide', 'City Legal Guide', 'brand-city-guide.svg'),
];

const articles: MetricSeed[] = [
  {
    key: 'article-conveyancing',
    title: 'Buying your first home: the conveyancing timeline',
    titleTranslation: { es: 'Comprar su primera vivienda: los plazos', de: 'Die erste Immobilie: der Zeitplan' },
    description: '<p>From accepted offer to keys in about ten weeks, and what slows it down.</p>',
    descriptionTranslation: {
      es: '<p>De la oferta aceptada a las llaves en unas diez semanas, y qué lo retrasa.</p>',
      de: '<p>Vom angenommenen Angebot bis zum Schlüssel in etwa zehn Wochen, und was bremst.</p>',
    },
    image: img('article-home.svg'),
  },
  {
    key: 'article-wills',
    title: 'Five questions to answer before you make a will',
    titleTranslation: { es: 'Cinco preguntas antes de hacer testamento', de: 'Fünf Fragen vor dem Testament' },
    description: '<p>Guardians, executors and the family home: decide these first and the meeting takes an hour.</p>',
    descriptionTranslation: {
      es: '<p>Tutores, albaceas y la vivienda familiar: decida esto primero y la reunión dura una hora.</p>',
      de: '<p>Vormund, Vollstrecker und das Familienheim: Wer das vorab klärt, ist in einer Stunde fertig.</p>',
    },
    image: img('article-wills.svg'),
  },
  {
    key: 'article-redundancy',
    title: 'Made redundant? Check these three things first',
    titleTranslation: { es: '¿Despedido? Revise primero estas tres cosas', de: 'Gekündigt? Prüfen Sie zuerst diese drei Dinge' },
    description: '<p>Statutory pay, notice and whether the selection was fair: a short guide for employees.</p>',
    descriptionTranslation: {
      es: '<p>Indemnización legal, preaviso y si la selección fue justa: una guía breve.</p>',
      de: '<p>Gesetzliche Abfindung, Kündigungsfrist und faire Auswahl: ein kurzer Leitfaden.</p>',
    },
    image: img('article-work.svg'),
  },
];

export const homeMetrics: MetricSeed[] = [...practiceAreas, ...reviews, ...recognition, ...articles];
