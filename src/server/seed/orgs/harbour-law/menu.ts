// Harbour & Finch navigation. 'Profile' is stored on purpose: the public menus must leave it out.
import type { MenuItemSeed } from '../../types';
import { demoImage } from '../shared';

const img = (file: string) => demoImage('harbour-law', file);

export const menu: MenuItemSeed[] = [
  {
    displayName: 'Home',
    displayNameTranslation: { es: 'Inicio', de: 'Startseite' },
    urlName: '',
    iconName: 'home',
    order: 0,
    isDisplayedOnFooter: true,
  },
  {
    displayName: 'About',
    displayNameTranslation: { es: 'Quiénes somos', de: 'Über uns' },
    urlName: 'about',
    iconName: 'users',
    reactIcons: { icon_name: 'users' },
    order: 10,
    isDisplayedOnFooter: true,
    subItems: [
      {
        name: 'Client guides',
        nameTranslation: { es: 'Guías para clientes', de: 'Ratgeber für Mandanten' },
        description: 'Plain-language guides to what happens at each step of a matter.',
        descriptionTranslation: {
          es: 'Guías sencillas sobre lo que ocurre en cada fase de un asunto.',
          de: 'Verständliche Ratgeber zu jedem Schritt eines Mandats.',
        },
        urlName: 'help-center',
        image: img('step-plan.svg'),
        order: 0,
      },
    ],
  },
  {
    displayName: 'Services',
    displayNameTranslation: { es: 'Servicios', de: 'Leistungen' },
    urlName: 'services',
    iconName: 'briefcase',
    order: 20,
    isDisplayedOnFooter: true,
    subItems: [
      {
        name: 'Family law',
        nameTranslation: { es: 'Derecho de familia', de: 'Familienrecht' },
        description: 'Separation, divorce, custody and maintenance, handled with care.',
        descriptionTranslation: {
          es: 'Separación, divorcio, custodia y pensiones, con el cuidado que merecen.',
          de: 'Trennung, Scheidung, Sorgerecht und Unterhalt, mit der nötigen Sorgfalt.',
        },
        urlName: 'family-law',
        image: img('practice-family.svg'),
        order: 0,
      },
      {
        name: 'Property & conveyancing',
        nameTranslation: { es: 'Inmuebles y compraventas', de: 'Immobilien und Eigentumsübertragung' },
        description: 'Buying, selling and remortgaging, from first offer to keys.',
        descriptionTranslation: {
          es: 'Compra, venta y refinanciación, desde la primera oferta hasta la entrega de llaves.',
          de: 'Kauf, Verkauf und Umschuldung, vom ersten Angebot bis zur Schlüsselübergabe.',
        },
        urlName: 'property-law',
        image: img('practice-property.svg'),
        order: 10,
      },
      {
        name: 'Employment',
        nameTranslation: { es: 'Derecho laboral', de: 'Arbeitsrecht' },
        description: 'Contracts, redundancy and workplace disputes for staff and employers.',
        descriptionTranslation: {
          es: 'Contratos, despidos y conflictos laborales para trabajadores y empresas.',
          de: 'Verträge, Kündigungen und Konflikte am Arbeitsplatz, für Beschäftigte und Arbeitgeber.',
        },
        urlName: 'employment-law',
        image: img('practice-employment.svg'),
        order: 20,
      },
      {
        // Drafted for a practice area the firm is still building up: hidden until it launches.
        name: 'Immigration',
        nameTranslation: { es: 'Inmigración', de: 'Aufenthaltsrecht' },
        description: 'Work permits and family reunification (coming in 2027).',
        descriptionTranslation: {
          es: 'Permisos de trabajo y reagrupación familiar (a partir de 2027).',
          de: 'Arbeitserlaubnis und Familiennachzug (ab 2027).',
        },
        urlName: 'immigration-law',
        image: img('practice-disputes.svg'),
        isDisplayed: false,
        order: 30,
      },
    ],
  },
  {
    displayName: 'Fees',
    displayNameTranslation: { es: 'Honorarios', de: 'Honorare' },
    urlName: 'pricing',
    iconName: 'credit-card',
    order: 30,
  },
  {
    displayName: 'Insights',
    displayNameTranslation: { es: 'Artículos', de: 'Einblicke' },
    urlName: 'blog',
    // An icon name the icon set does not know: the menu must fall back to the map icon.
    iconName: 'not-an-icon',
    order: 40,
    isDisplayedOnFooter: true,
  },
  {
    displayName: 'Contact',
    displayNameTranslation: { es: 'Contacto', de: 'Kontakt' },
    urlName: 'contact',
    iconName: 'mail',
    order: 50,
    isDisplayedOnFooter: true,
  },
  {
    displayName: 'Profile',
    urlName: 'account/profile',
    iconName: 'user',
    order: 60,
    isDisplayedOnFooter: true,
  },
];
