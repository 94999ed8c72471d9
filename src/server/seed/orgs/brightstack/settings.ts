// Brightstack: a developer platform for deploying and observing web apps. Settings, people, hero.
import type { DemoPerson, HeroSeed, SettingsSeed } from '../../types';
import { demoImage } from '../shared';

const img = (file: string) => demoImage('brightstack', file);

export const people: { admin: DemoPerson; editor: DemoPerson; customer: DemoPerson } = {
  admin: { username: 'nadia.brennan', fullName: 'Nadia Brennan' },
  editor: { username: 'theo.lindqvist', fullName: 'Theo Lindqvist' },
  customer: { username: 'maya.kowalski', fullName: 'Maya Kowalski' },
};

export const settings: SettingsSeed = {
  language: 'en',
  timeZone: 'America/New_York',
  supportedLocales: ['en', 'es', 'de', 'fr'],
  image: img('logo.svg'),
  site: 'Brightstack',
  siteDescription: 'Deploy, observe and scale web apps from one platform. Preview every pull request, roll back in seconds.',
  siteDescriptionTranslation: {
    es: 'Despliega, observa y escala aplicaciones web desde una sola plataforma. Vista previa de cada pull request y reversión en segundos.',
    de: 'Web-Apps auf einer Plattform deployen, beobachten und skalieren. Vorschau für jeden Pull Request, Rollback in Sekunden.',
    fr: 'Déployez, observez et faites évoluer vos applications web sur une seule plateforme. Un aperçu par pull request, un retour arrière en quelques secondes.',
  },
  withLanguageSwitch: true,
  headerStyle: {
    type: 'transparent',
    background: 'white',
    color: 'slate-700',
    color_hover: 'sky-600',
    menu_width: '6xl',
    menu_items_are_text: true,
    logo_height: 'h-10',
    is_gradient: true,
    gradient: { from: 'sky-50', via: 'white', to: 'blue-50' },
  },
  footerStyle: { type: 'grid', background: 'slate-950', color: 'slate-400', color_hover: 'white', is_gradient: false },
  primaryColor: 'sky',
  primaryShade: '600',
  secondaryColor: 'slate',
  secondaryShade: '700',
  imageForPrivacySettings: img('privacy.svg'),
  contactEmail: 'hello@brightstack.test',
  privacyPolicy: `<p>Brightstack Inc. processes account data (name, e-mail, billing details) to run your workspace and bill you. Application logs you send to Observe belong to you; we process them only on your instructions.</p>
<ul><li>We never sell personal data.</li><li>Data is stored in the EU or US region you choose.</li><li>Deleted workspaces are purged after 30 days.</li></ul>
<p>Questions: <a href="mailto:privacy@brightstack.test">privacy@brightstack.test</a>.</p>`,
  privacyPolicyTranslation: {
    es: `<p>Brightstack Inc. trata los datos de la cuenta (nombre, correo, facturación) para operar su espacio de trabajo y facturarle. Los registros que envía a Observe son suyos; solo los tratamos según sus instrucciones.</p>
<ul><li>Nunca vendemos datos personales.</li><li>Los datos se guardan en la región UE o EE. UU. que elija.</li><li>Los espacios eliminados se borran a los 30 días.</li></ul>
<p>Preguntas: <a href="mailto:privacy@brightstack.test">privacy@brightstack.test</a>.</p>`,
    de: `<p>Brightstack Inc. verarbeitet Kontodaten (Name, E-Mail, Rechnungsdaten), um Ihren Workspace zu betreiben und abzurechnen. Logs, die Sie an Observe senden, gehören Ihnen; wir verarbeiten sie nur auf Ihre Weisung.</p>
<ul><li>Wir verkaufen niemals personenbezogene Daten.</li><li>Daten liegen in der von Ihnen gewählten Region EU oder USA.</li><li>Gelöschte Workspaces werden nach 30 Tagen endgültig entfernt.</li></ul>
<p>Fragen: <a href="mailto:privacy@brightstack.test">privacy@brightstack.test</a>.</p>`,
    fr: `<p>Brightstack Inc. traite les données de compte (nom, e-mail, facturation) pour faire fonctionner votre espace et vous facturer. Les journaux envoyés à Observe vous appartiennent ; nous ne les traitons que sur vos instructions.</p>
<ul><li>Nous ne vendons jamais de données personnelles.</li><li>Les données restent dans la région UE ou US de votre choix.</li><li>Les espaces supprimés sont effacés après 30 jours.</li></ul>
<p>Questions : <a href="mailto:privacy@brightstack.test">privacy@brightstack.test</a>.</p>`,
  },
  cookiePolicy: `<p>We use <strong>essential</strong> cookies for sign-in and security, and, only with your consent, <strong>analytics</strong> (self-hosted Matomo) and <strong>marketing</strong> cookies.</p>
<ul><li>Essential cookies cannot be disabled.</li><li>Your choice is stored for twelve months.</li></ul>`,
  cookiePolicyTranslation: {
    es: `<p>Usamos cookies <strong>esenciales</strong> para el inicio de sesión y la seguridad y, solo con su consentimiento, cookies de <strong>análisis</strong> (Matomo autoalojado) y de <strong>marketing</strong>.</p>
<ul><li>Las cookies esenciales no se pueden desactivar.</li><li>Guardamos su elección durante doce meses.</li></ul>`,
    de: `<p>Wir nutzen <strong>notwendige</strong> Cookies für Anmeldung und Sicherheit und, nur mit Ihrer Einwilligung, <strong>Analyse</strong>-Cookies (selbst gehostetes Matomo) und <strong>Marketing</strong>-Cookies.</p>
<ul><li>Notwendige Cookies lassen sich nicht abschalten.</li><li>Ihre Auswahl wird zwölf Monate gespeichert.</li></ul>`,
    fr: `<p>Nous utilisons des cookies <strong>essentiels</strong> pour la connexion et la sécurité et, uniquement avec votre accord, des cookies d’<strong>analyse</strong> (Matomo auto-hébergé) et de <strong>marketing</strong>.</p>
<ul><li>Les cookies essentiels ne peuvent pas être désactivés.</li><li>Votre choix est conservé douze mois.</li></ul>`,
  },
};

export const hero: HeroSeed = {
  urlPage: '/home',
  layoutOrder: 0,
  name: 'Launch hero',
  title: 'Ship on Friday. Sleep on Saturday.',
  titleTranslation: {
    es: 'Publica el viernes. Duerme el sábado.',
    de: 'Freitags deployen. Samstags ausschlafen.',
    fr: 'Déployez le vendredi. Dormez le samedi.',
  },
  description:
    'Brightstack gives every pull request its own preview, watches production for you and rolls back a bad release in nine seconds.',
  descriptionTranslation: {
    es: 'Brightstack crea una vista previa para cada pull request, vigila producción por ti y revierte una versión defectuosa en nueve segundos.',
    de: 'Brightstack gibt jedem Pull Request eine eigene Vorschau, überwacht die Produktion und rollt ein fehlerhaftes Release in neun Sekunden zurück.',
    fr: 'Brightstack crée un aperçu pour chaque pull request, surveille la production et annule une mauvaise version en neuf secondes.',
  },
  button: 'Start free',
  buttonTranslation: { es: 'Empieza gratis', de: 'Kostenlos starten', fr: 'Commencer gratuitement' },
  image: img('hero.svg'),
  animationElement: 'DotGrid',
  displayOrder: 0,
  titleStyle: {
    color: 'gray-900',
    size: { desktop: 'text-7xl', mobile: 'text-5xl' },
    alignment: 'center',
    blockWidth: '4xl',
    blockColumns: 1,
    is_gradient: true,
    gradient: { from: 'from-blue-600', via: 'via-purple-600', to: 'to-pink-600' },
  },
  descriptionStyle: { color: 'slate-600', size: { desktop: 'text-2xl', mobile: 'text-lg' }, weight: 'medium' },
  imageStyle: { position: 'inline', fullPage: false, width: 880, height: 400 },
  backgroundStyle: {
    column: 1,
    color: 'white',
    is_gradient: true,
    gradient: { from: 'from-blue-50', via: 'via-white', to: 'to-purple-50' },
  },
  buttonStyle: {
    aboveDescription: false,
    isVideo: false,
    url: '/pricing',
    color: 'sky-600',
    gradient: { from: 'from-sky-600', via: 'via-sky-500', to: 'to-sky-700' },
  },
};
