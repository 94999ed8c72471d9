// Praxis am Sonnenhang: a family doctor's practice whose site is German first. Settings, people,
// hero and menu; base texts are German, translations English and Spanish.
import type { DemoPerson, HeroSeed, MenuItemSeed, SettingsSeed } from '../../types';
import { demoImage } from '../shared';

const img = (file: string) => demoImage('sonnenklinik', file);

export const people: { admin: DemoPerson; editor: DemoPerson; customer: DemoPerson } = {
  admin: { username: 'lea.yilmaz', fullName: 'Lea Yilmaz' },
  editor: { username: 'mira.hoffmann', fullName: 'Mira Hoffmann' },
  customer: { username: 'jonas.weber', fullName: 'Jonas Weber' },
};

export const settings: SettingsSeed = {
  language: 'de',
  timeZone: 'Europe/Berlin',
  supportedLocales: ['de', 'en', 'es'],
  image: img('logo.svg'),
  site: 'Praxis am Sonnenhang',
  siteDescription: 'Hausärztliche Versorgung, Vorsorge und Impfungen in Freiburg-Herdern.',
  siteDescriptionTranslation: {
    en: 'Family medicine, check-ups and vaccinations in Freiburg-Herdern.',
    es: 'Medicina de familia, chequeos y vacunas en Friburgo-Herdern.',
  },
  withLanguageSwitch: true,
  headerStyle: {
    type: 'mini',
    background: 'white',
    color: 'gray-700',
    color_hover: 'emerald-700',
    menu_width: '5xl',
    menu_items_are_text: true,
    logo_height: 'h-10',
  },
  // Stored the way older sites stored it, as a bare string: 'light' must read as the compact footer.
  footerStyle: 'light',
  primaryColor: 'emerald',
  primaryShade: '600',
  secondaryColor: 'sky',
  secondaryShade: '500',
  imageForPrivacySettings: img('privacy.svg'),
  contactEmail: 'praxis@sonnenhang.test',
  privacyPolicy: `<p>Die <strong>Praxis am Sonnenhang</strong> verarbeitet Gesundheitsdaten ausschließlich zur Behandlung und Abrechnung. Es gilt die ärztliche Schweigepflicht.</p>
<ul><li>Kontaktformulare werden verschlüsselt übertragen.</li><li>Bitte senden Sie keine Befunde per unverschlüsselter E-Mail.</li></ul>
<p>Auskunft erhalten Sie unter <a href="mailto:datenschutz@sonnenhang.test">datenschutz@sonnenhang.test</a>.</p>`,
  privacyPolicyTranslation: {
    en: `<p><strong>Praxis am Sonnenhang</strong> processes health data only for treatment and billing. Medical confidentiality applies.</p>
<ul><li>Contact forms are sent encrypted.</li><li>Please do not send medical reports by unencrypted e-mail.</li></ul>
<p>For access requests write to <a href="mailto:datenschutz@sonnenhang.test">datenschutz@sonnenhang.test</a>.</p>`,
    es: `<p><strong>Praxis am Sonnenhang</strong> trata los datos de salud solo para el tratamiento y la facturación. Rige el secreto médico.</p>
<ul><li>Los formularios se envían cifrados.</li><li>No envíe informes médicos por correo sin cifrar.</li></ul>
<p>Para ejercer sus derechos escriba a <a href="mailto:datenschutz@sonnenhang.test">datenschutz@sonnenhang.test</a>.</p>`,
  },
  cookiePolicy: '<p>Wir setzen nur <strong>notwendige</strong> Cookies und, mit Ihrer Einwilligung, eine datensparsame Reichweitenmessung.</p>',
  cookiePolicyTranslation: {
    en: '<p>We set only <strong>essential</strong> cookies and, with your consent, privacy-friendly visitor statistics.</p>',
    es: '<p>Solo usamos cookies <strong>esenciales</strong> y, con su consentimiento, estadísticas respetuosas con la privacidad.</p>',
  },
};

export const hero: HeroSeed = {
  urlPage: '/home',
  layoutOrder: 0,
  name: 'Startseite',
  title: 'Ihre Hausarztpraxis am Sonnenhang',
  titleTranslation: { en: 'Your family doctors at Sonnenhang', es: 'Su consulta de medicina familiar en Sonnenhang' },
  description: 'Zwei Ärztinnen und Ärzte, ein eingespieltes Team und Termine meist innerhalb einer Woche. Neue Patientinnen und Patienten sind willkommen.',
  descriptionTranslation: {
    en: 'Two doctors, a close-knit team and appointments usually within a week. New patients are welcome.',
    es: 'Dos médicos, un equipo bien coordinado y citas normalmente en una semana. Aceptamos nuevos pacientes.',
  },
  button: 'Termin vereinbaren',
  buttonTranslation: { en: 'Book an appointment', es: 'Pedir cita' },
  image: img('hero.svg'),
  animationElement: 'MagicBento',
  displayOrder: 0,
  titleStyle: { color: 'emerald-900', size: { desktop: 'text-5xl', mobile: 'text-4xl' }, alignment: 'left', blockWidth: '2xl' },
  descriptionStyle: { color: 'gray-700', size: { desktop: 'text-lg', mobile: 'text-base' }, weight: 'normal' },
  imageStyle: { position: 'left', fullPage: false, width: 460, height: 360 },
  backgroundStyle: { column: 2, color: 'emerald-50', is_gradient: false },
  buttonStyle: { aboveDescription: true, isVideo: false, url: '/kontakt', color: 'emerald-600' },
};

export const menu: MenuItemSeed[] = [
  { displayName: 'Start', displayNameTranslation: { en: 'Home', es: 'Inicio' }, urlName: '', iconName: 'home', order: 0 },
  {
    displayName: 'Leistungen',
    displayNameTranslation: { en: 'Services', es: 'Servicios' },
    urlName: 'leistungen',
    iconName: 'stethoscope',
    order: 10,
    isDisplayedOnFooter: true,
    subItems: [
      {
        name: 'Vorsorge & Check-up',
        nameTranslation: { en: 'Check-ups', es: 'Chequeos' },
        description: 'Gesundheitsuntersuchung, Hautkrebs-Screening und Labor.',
        descriptionTranslation: { en: 'Health checks, skin cancer screening and lab tests.', es: 'Chequeos, cribado de cáncer de piel y análisis.' },
        urlName: 'vorsorge',
        image: img('service-vorsorge.svg'),
        order: 0,
      },
      {
        name: 'Impfungen',
        nameTranslation: { en: 'Vaccinations', es: 'Vacunas' },
        description: 'Standard- und Reiseimpfungen nach STIKO-Empfehlung.',
        descriptionTranslation: {
          en: 'Routine and travel vaccinations as recommended by STIKO.',
          es: 'Vacunas habituales y de viaje según la recomendación de la STIKO.',
        },
        urlName: 'impfungen',
        image: img('service-impfung.svg'),
        order: 10,
      },
    ],
  },
  {
    displayName: 'Praxis & Team',
    displayNameTranslation: { en: 'Practice & team', es: 'Consulta y equipo' },
    urlName: 'praxis',
    iconName: 'users',
    order: 20,
    isDisplayedOnFooter: true,
  },
  { displayName: 'Aktuelles', displayNameTranslation: { en: 'News', es: 'Noticias' }, urlName: 'blog', iconName: 'newspaper', order: 30 },
  {
    displayName: 'Kontakt',
    displayNameTranslation: { en: 'Contact', es: 'Contacto' },
    urlName: 'kontakt',
    iconName: 'phone',
    order: 40,
    isDisplayedOnFooter: true,
  },
  {
    // Footer only: the header keeps its five entries; the guides are also linked from /leistungen.
    displayName: 'Patientenratgeber',
    displayNameTranslation: { en: 'Patient guides', es: 'Guías para pacientes' },
    urlName: 'help-center',
    iconName: 'book-open',
    order: 50,
    isDisplayed: false,
    isDisplayedOnFooter: true,
  },
];
