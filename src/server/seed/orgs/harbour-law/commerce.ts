// Harbour & Finch products, fixed-fee plans (euro cents), features, FAQs and bookable meetings.
import type { FaqSeed, FeatureSeed, MeetingTypeSeed, PricingPlanSeed, ProductSeed } from '../../types';
import { demoImage, OFFICE_HOURS, utc } from '../shared';

const img = (file: string) => demoImage('harbour-law', file);

export const products: ProductSeed[] = [
  {
    key: 'private-client',
    slug: 'private-client',
    name: 'Wills & estates',
    nameTranslation: { es: 'Testamentos y herencias', de: 'Testamente und Nachlässe' },
    description: 'Wills, powers of attorney and estate administration.',
    descriptionTranslation: { es: 'Testamentos, poderes y herencias.', de: 'Testamente, Vollmachten und Nachlassabwicklung.' },
    image: img('practice-wills.svg'),
    order: 0,
  },
  {
    key: 'conveyancing',
    slug: 'conveyancing',
    name: 'Conveyancing',
    nameTranslation: { es: 'Compraventa de inmuebles', de: 'Eigentumsübertragung' },
    description: 'Residential purchases, sales and remortgages.',
    descriptionTranslation: { es: 'Compra, venta y refinanciación de vivienda.', de: 'Kauf, Verkauf und Umschuldung.' },
    image: img('practice-property.svg'),
    order: 1,
  },
  {
    key: 'business-helpline',
    slug: 'business-helpline',
    name: 'Business legal helpline',
    nameTranslation: { es: 'Línea jurídica para empresas', de: 'Rechtshotline für Unternehmen' },
    description: 'Unlimited short questions for small employers, answered by a solicitor.',
    descriptionTranslation: {
      es: 'Consultas breves ilimitadas para pequeñas empresas, respondidas por un abogado.',
      de: 'Unbegrenzt kurze Fragen für kleine Arbeitgeber, beantwortet von Anwälten.',
    },
    image: img('practice-business.svg'),
    order: 2,
  },
];

export const pricingPlans: PricingPlanSeed[] = [
  {
    productKey: 'private-client',
    name: 'Simple will',
    nameTranslation: { es: 'Testamento sencillo', de: 'Einfaches Testament' },
    description: 'One will, drafted and signed with us in two meetings.',
    descriptionTranslation: {
      es: 'Un testamento, redactado y firmado con nosotros en dos reuniones.',
      de: 'Ein Testament, entworfen und bei uns unterschrieben in zwei Terminen.',
    },
    price: 29000,
    currency: 'EUR',
    currencySymbol: '€',
    recurringInterval: 'one_time',
    features: [
      { text: 'Hour-long planning meeting', text_translation: { es: 'Reunión de planificación de una hora', de: 'Einstündiges Planungsgespräch' }, included: true },
      { text: 'Will drafted and explained', text_translation: { es: 'Redacción y explicación del testamento', de: 'Entwurf mit Erläuterung' }, included: true },
      { text: 'Safe storage of the original', text_translation: { es: 'Custodia del original', de: 'Sichere Verwahrung des Originals' }, included: true },
      { text: 'Enduring power of attorney', text_translation: { es: 'Poder preventivo', de: 'Vorsorgevollmacht' }, included: false },
    ],
    order: 0,
  },
  {
    productKey: 'conveyancing',
    name: 'Home purchase',
    nameTranslation: { es: 'Compra de vivienda', de: 'Immobilienkauf' },
    description: 'Everything from accepted offer to registered title, for one home with a mortgage.',
    descriptionTranslation: {
      es: 'Todo, de la oferta aceptada a la inscripción, para una vivienda con hipoteca.',
      de: 'Alles vom angenommenen Angebot bis zur Eintragung, für eine finanzierte Immobilie.',
    },
    price: 145000,
    currency: 'EUR',
    currencySymbol: '€',
    recurringInterval: 'one_time',
    isHighlighted: true,
    features: [
      { text: 'Title and planning review', text_translation: { es: 'Revisión de título y licencias', de: 'Prüfung von Titel und Genehmigungen' }, included: true },
      { text: 'Weekly progress e-mail', text_translation: { es: 'Correo semanal de seguimiento', de: 'Wöchentliche Statusmail' }, included: true },
      { text: 'Liaison with your lender', text_translation: { es: 'Coordinación con su banco', de: 'Abstimmung mit Ihrer Bank' }, included: true },
      { text: 'Registration after closing', text_translation: { es: 'Inscripción tras el cierre', de: 'Eintragung nach Abschluss' }, included: true },
    ],
    order: 1,
  },
  {
    productKey: 'business-helpline',
    name: 'Business helpline',
    nameTranslation: { es: 'Línea para empresas', de: 'Unternehmens-Hotline' },
    description: 'Unlimited questions by phone or e-mail, answered the same working day.',
    descriptionTranslation: {
      es: 'Consultas ilimitadas por teléfono o correo, respondidas el mismo día hábil.',
      de: 'Unbegrenzte Fragen per Telefon oder E-Mail, Antwort am selben Werktag.',
    },
    price: 4900,
    currency: 'EUR',
    currencySymbol: '€',
    recurringInterval: 'month',
    isPromotion: true,
    promotionPrice: 3900,
    promotionEndsAt: utc('2027-03-31'),
    features: [
      { text: 'Same-day answers', text_translation: { es: 'Respuesta en el día', de: 'Antwort am selben Tag' }, included: true },
      { text: 'Contract template library', text_translation: { es: 'Biblioteca de modelos de contrato', de: 'Vertragsvorlagen-Bibliothek' }, included: true },
      { text: 'Tribunal representation', text_translation: { es: 'Representación ante tribunales', de: 'Vertretung vor Gericht' }, included: false },
    ],
    order: 2,
  },
];

export const features: FeatureSeed[] = [
  {
    name: 'Fixed fees in writing',
    nameTranslation: { es: 'Honorarios fijos por escrito', de: 'Festpreise schriftlich' },
    description: 'You know the full cost before any work begins.',
    descriptionTranslation: { es: 'Conoce el coste total antes de empezar.', de: 'Sie kennen die Kosten, bevor die Arbeit beginnt.' },
    iconName: 'receipt',
    order: 0,
  },
  {
    name: 'A named solicitor',
    nameTranslation: { es: 'Un abogado con nombre', de: 'Feste Ansprechperson' },
    description: 'The same person from first call to closing letter.',
    descriptionTranslation: { es: 'La misma persona de principio a fin.', de: 'Dieselbe Person vom ersten Anruf bis zum Abschluss.' },
    iconName: 'user-check',
    order: 1,
  },
  {
    name: 'Weekly updates',
    nameTranslation: { es: 'Informes semanales', de: 'Wöchentliche Updates' },
    description: 'A short e-mail every Friday while your matter is open.',
    descriptionTranslation: { es: 'Un correo breve cada viernes.', de: 'Jeden Freitag eine kurze E-Mail.' },
    iconName: 'calendar',
    order: 2,
  },
  {
    name: 'Secure document upload',
    nameTranslation: { es: 'Envío seguro de documentos', de: 'Sicherer Dokumenten-Upload' },
    description: 'Send ID and papers through your account instead of by e-mail.',
    descriptionTranslation: {
      es: 'Envíe documentos desde su cuenta en lugar de por correo.',
      de: 'Unterlagen über Ihr Konto statt per E-Mail senden.',
    },
    iconName: 'lock',
    order: 3,
  },
  {
    name: 'Evening appointments',
    nameTranslation: { es: 'Citas por la tarde', de: 'Abendtermine' },
    description: 'Thursdays until 20:00, in person or by video.',
    descriptionTranslation: { es: 'Los jueves hasta las 20:00.', de: 'Donnerstags bis 20:00 Uhr.' },
    iconName: 'clock',
    order: 4,
  },
];

const faq = (order: number, category: string, question: string, answer: string, tr: { es: [string, string]; de: [string, string] }): FaqSeed => ({
  question,
  answer,
  questionTranslation: { es: tr.es[0], de: tr.de[0] },
  answerTranslation: { es: tr.es[1], de: tr.de[1] },
  category,
  order,
});

export const faqs: FaqSeed[] = [
  faq(0, 'fees', 'Is the first call really free?', 'Yes. Twenty minutes with a solicitor, with no obligation to instruct us afterwards.', {
    es: ['¿La primera llamada es realmente gratuita?', 'Sí. Veinte minutos con un abogado, sin compromiso de contratarnos.'],
    de: ['Ist das Erstgespräch wirklich kostenlos?', 'Ja. Zwanzig Minuten mit einer Anwältin, ohne Verpflichtung zur Beauftragung.'],
  }),
  faq(1, 'fees', 'What is not included in a fixed fee?', 'Government fees such as stamp duty and registration fees, which we list separately in your quote.', {
    es: ['¿Qué no incluye el precio fijo?', 'Las tasas públicas, como el impuesto de transmisiones y la inscripción, que detallamos aparte.'],
    de: ['Was ist im Festpreis nicht enthalten?', 'Staatliche Gebühren wie Stempelsteuer und Eintragungsgebühren, die wir gesondert ausweisen.'],
  }),
  faq(2, 'fees', 'When do I pay?', 'Half when you instruct us and half on completion. Helpline plans are billed monthly.', {
    es: ['¿Cuándo pago?', 'La mitad al encargarnos el asunto y la otra mitad al terminar. La línea para empresas se factura mensualmente.'],
    de: ['Wann zahle ich?', 'Die Hälfte bei Beauftragung, die Hälfte bei Abschluss. Die Hotline wird monatlich abgerechnet.'],
  }),
  faq(3, 'process', 'How quickly can you start?', 'Usually within two working days of receiving your ID and signed engagement letter.', {
    es: ['¿Cuándo pueden empezar?', 'Normalmente en dos días hábiles desde que recibimos su identificación y la hoja de encargo firmada.'],
    de: ['Wie schnell können Sie beginnen?', 'In der Regel zwei Werktage nach Eingang von Ausweis und unterschriebenem Mandatsvertrag.'],
  }),
  faq(4, 'process', 'Can we meet by video?', 'Yes. Any meeting except a will signing can take place by video call.', {
    es: ['¿Podemos reunirnos por vídeo?', 'Sí. Cualquier reunión salvo la firma del testamento puede hacerse por videollamada.'],
    de: ['Können wir uns per Video treffen?', 'Ja. Jeder Termin außer der Testamentsunterzeichnung ist per Videoanruf möglich.'],
  }),
  faq(5, 'general', 'Do you offer advice in Spanish or German?', 'Tomás Lozano advises in both languages; documents filed in Ireland remain in English.', {
    es: ['¿Asesoran en español o alemán?', 'Tomás Lozano asesora en ambos idiomas; los documentos presentados en Irlanda siguen en inglés.'],
    de: ['Beraten Sie auf Spanisch oder Deutsch?', 'Tomás Lozano berät in beiden Sprachen; in Irland eingereichte Dokumente bleiben englisch.'],
  }),
  faq(6, 'general', 'How do I reset my password?', 'Choose “Forgot password?” on the sign-in page and enter your e-mail address. We send you a link to choose a new password; it works for one hour.', {
    es: ['¿Cómo restablezco mi contraseña?', 'Elija «¿Olvidó su contraseña?» en la página de inicio de sesión e introduzca su correo. Le enviamos un enlace para elegir una contraseña nueva, válido durante una hora.'],
    de: ['Wie setze ich mein Passwort zurück?', 'Wählen Sie auf der Anmeldeseite „Passwort vergessen?“ und geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link für ein neues Passwort, der eine Stunde gilt.'],
  }),
];

export const meetingTypes: MeetingTypeSeed[] = [
  {
    name: 'Free first call',
    nameTranslation: { es: 'Primera llamada gratuita', de: 'Kostenloses Erstgespräch' },
    description: 'Twenty minutes to describe the problem and hear your options.',
    descriptionTranslation: { es: 'Veinte minutos para explicar el problema y conocer sus opciones.', de: 'Zwanzig Minuten für Ihr Anliegen und Ihre Möglichkeiten.' },
    durationMinutes: 20,
    availability: OFFICE_HOURS,
    price: 0,
    currency: 'EUR',
    order: 0,
  },
  {
    name: 'Consultation',
    nameTranslation: { es: 'Consulta', de: 'Beratungstermin' },
    description: 'A full hour with a solicitor and a written summary afterwards.',
    descriptionTranslation: { es: 'Una hora completa con un abogado y un resumen por escrito.', de: 'Eine volle Stunde mit schriftlicher Zusammenfassung.' },
    durationMinutes: 60,
    availability: OFFICE_HOURS,
    price: 15000,
    currency: 'EUR',
    order: 1,
  },
  {
    name: 'Document review',
    nameTranslation: { es: 'Revisión de documentos', de: 'Dokumentenprüfung' },
    description: 'We read a contract or letter beforehand and walk you through it.',
    descriptionTranslation: { es: 'Leemos antes un contrato o carta y se lo explicamos.', de: 'Wir lesen Vertrag oder Schreiben vorab und erklären es Ihnen.' },
    durationMinutes: 30,
    availability: OFFICE_HOURS,
    price: 9000,
    currency: 'EUR',
    order: 2,
  },
];
