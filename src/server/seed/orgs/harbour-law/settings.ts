// Harbour & Finch: a Dublin practice. Settings, the people who sign in, and the home page hero.
import type { DemoPerson, HeroSeed, SettingsSeed } from '../../types';
import { demoImage } from '../shared';

const img = (file: string) => demoImage('harbour-law', file);

export const people: { admin: DemoPerson; editor: DemoPerson; customer: DemoPerson } = {
  admin: { username: 'eleanor.finch', fullName: 'Eleanor Finch' },
  editor: { username: 'samir.okafor', fullName: 'Samir Okafor' },
  customer: { username: 'rory.maguire', fullName: 'Rory Maguire' },
};

const privacyPolicy = `<p><strong>Harbour &amp; Finch Solicitors</strong> is the controller of the personal data you give us through this website and during a legal matter.</p>
<p>We use your data to:</p>
<ul><li>answer your enquiry and open a file when you instruct us;</li><li>meet our duties under anti-money-laundering law;</li><li>send you the newsletter, only if you asked for it.</li></ul>
<p>Client files are kept for seven years after a matter closes, then destroyed securely. You may ask for a copy, a correction or erasure at any time by writing to <a href="mailto:privacy@harbourfinch.test">privacy@harbourfinch.test</a>.</p>`;

const cookiePolicy = `<p>This site sets a small number of cookies. <strong>Essential</strong> cookies keep you signed in and remember your language; they cannot be switched off.</p>
<ul><li><strong>Analytics</strong> cookies tell us which guides are read, without identifying you.</li><li><strong>Marketing</strong> cookies measure our LinkedIn campaigns.</li></ul>
<p>You can change your choice at any time through the privacy settings link in the footer.</p>`;

export const settings: SettingsSeed = {
  language: 'en',
  timeZone: 'Europe/Dublin',
  supportedLocales: ['en', 'es', 'de'],
  image: img('logo.svg'),
  site: 'Harbour & Finch Solicitors',
  siteDescription: 'Clear, fixed-fee legal advice for families, homeowners and small businesses in Dublin.',
  siteDescriptionTranslation: {
    es: 'Asesoramiento jurídico claro y con honorarios fijos para familias, propietarios y pequeñas empresas en Dublín.',
    de: 'Klare Rechtsberatung zu Festpreisen für Familien, Eigentümer und kleine Unternehmen in Dublin.',
  },
  withLanguageSwitch: true,
  headerStyle: {
    type: 'default',
    background: 'white',
    color: 'gray-700',
    color_hover: 'blue-800',
    menu_width: '7xl',
    menu_items_are_text: true,
    logo_height: 'h-12',
    is_gradient: false,
  },
  footerStyle: { type: 'default', background: 'slate-900', color: 'gray-400', color_hover: 'white', is_gradient: false },
  primaryColor: 'blue',
  primaryShade: '800',
  secondaryColor: 'slate',
  secondaryShade: '500',
  imageForPrivacySettings: img('privacy.svg'),
  contactEmail: 'hello@harbourfinch.test',
  privacyPolicy,
  privacyPolicyTranslation: {
    es: `<p><strong>Harbour &amp; Finch Solicitors</strong> es responsable de los datos personales que nos facilita a través de esta web y durante un asunto legal.</p>
<p>Usamos sus datos para:</p>
<ul><li>responder a su consulta y abrir un expediente cuando nos contrata;</li><li>cumplir la normativa contra el blanqueo de capitales;</li><li>enviarle el boletín, solo si lo ha solicitado.</li></ul>
<p>Conservamos los expedientes siete años tras cerrar el asunto. Puede pedir una copia, una rectificación o la supresión escribiendo a <a href="mailto:privacy@harbourfinch.test">privacy@harbourfinch.test</a>.</p>`,
    de: `<p><strong>Harbour &amp; Finch Solicitors</strong> ist verantwortlich für die personenbezogenen Daten, die Sie uns über diese Website und im Rahmen eines Mandats geben.</p>
<p>Wir verwenden Ihre Daten, um:</p>
<ul><li>Ihre Anfrage zu beantworten und bei Beauftragung eine Akte anzulegen;</li><li>die Pflichten aus dem Geldwäscherecht zu erfüllen;</li><li>Ihnen den Newsletter zu senden, nur wenn Sie ihn bestellt haben.</li></ul>
<p>Mandatsakten bewahren wir sieben Jahre nach Abschluss auf. Auskunft, Berichtigung oder Löschung erhalten Sie unter <a href="mailto:privacy@harbourfinch.test">privacy@harbourfinch.test</a>.</p>`,
  },
  cookiePolicy,
  cookiePolicyTranslation: {
    es: `<p>Este sitio utiliza pocas cookies. Las cookies <strong>esenciales</strong> mantienen su sesión y recuerdan su idioma; no se pueden desactivar.</p>
<ul><li>Las cookies de <strong>análisis</strong> nos indican qué guías se leen, sin identificarle.</li><li>Las cookies de <strong>marketing</strong> miden nuestras campañas en LinkedIn.</li></ul>
<p>Puede cambiar su elección en cualquier momento desde la configuración de privacidad del pie de página.</p>`,
    de: `<p>Diese Website setzt nur wenige Cookies. <strong>Notwendige</strong> Cookies halten Sie angemeldet und merken sich Ihre Sprache; sie lassen sich nicht abschalten.</p>
<ul><li><strong>Analyse</strong>-Cookies zeigen uns, welche Ratgeber gelesen werden, ohne Sie zu identifizieren.</li><li><strong>Marketing</strong>-Cookies messen unsere LinkedIn-Kampagnen.</li></ul>
<p>Ihre Auswahl können Sie jederzeit über die Datenschutzeinstellungen im Footer ändern.</p>`,
  },
};

export const hero: HeroSeed = {
  urlPage: '/home',
  layoutOrder: 0,
  name: 'Home hero',
  title: 'Legal advice you can actually follow',
  titleTranslation: {
    es: 'Asesoramiento legal que realmente se entiende',
    de: 'Rechtsberatung, die man wirklich versteht',
  },
  description:
    'Family, property, employment and estate matters handled by named solicitors, at a fixed fee agreed before we start.',
  descriptionTranslation: {
    es: 'Asuntos de familia, inmuebles, empleo y sucesiones llevados por abogados con nombre propio, con honorarios fijos acordados antes de empezar.',
    de: 'Familien-, Immobilien-, Arbeits- und Erbsachen, betreut von festen Ansprechpartnern, zu einem vorab vereinbarten Festpreis.',
  },
  button: 'Book a free first call',
  buttonTranslation: { es: 'Reserve una primera llamada gratuita', de: 'Kostenloses Erstgespräch buchen' },
  image: img('hero.svg'),
  animationElement: '',
  displayOrder: 0,
  titleStyle: {
    color: 'gray-900',
    size: { desktop: 'text-6xl', mobile: 'text-4xl' },
    alignment: 'left',
    blockWidth: '3xl',
    blockColumns: 2,
    is_gradient: false,
  },
  descriptionStyle: { color: 'gray-600', size: { desktop: 'text-xl', mobile: 'text-base' }, weight: 'normal' },
  imageStyle: { position: 'right', fullPage: false, width: 520, height: 400 },
  backgroundStyle: {
    column: 2,
    color: 'white',
    is_gradient: false,
    seo_title: 'Solicitors in Dublin since 1998',
    seo_title_translation: { es: 'Abogados en Dublín desde 1998', de: 'Ihre Kanzlei in Dublin seit 1998' },
  },
  buttonStyle: { aboveDescription: false, isVideo: false, url: '/contact', color: 'blue-800' },
};
