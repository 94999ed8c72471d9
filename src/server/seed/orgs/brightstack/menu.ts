// Brightstack navigation. 'Profile' is stored on purpose: the public menus must leave it out.
import type { MenuItemSeed } from '../../types';
import { demoImage } from '../shared';

const img = (file: string) => demoImage('brightstack', file);

export const menu: MenuItemSeed[] = [
  {
    displayName: 'Home',
    displayNameTranslation: { es: 'Inicio', de: 'Start', fr: 'Accueil' },
    urlName: '',
    iconName: 'home',
    order: 0,
  },
  {
    displayName: 'Products',
    displayNameTranslation: { es: 'Productos', de: 'Produkte', fr: 'Produits' },
    urlName: 'services',
    iconName: 'package',
    reactIconId: 'rocket',
    reactIcons: [{ icon_name: 'rocket' }],
    order: 10,
    isDisplayedOnFooter: true,
    subItems: [
      {
        name: 'Deploy',
        description: 'Git-driven deploys with a preview for every pull request.',
        descriptionTranslation: {
          es: 'Despliegues desde Git con vista previa para cada pull request.',
          de: 'Git-basierte Deploys mit Vorschau für jeden Pull Request.',
          fr: 'Déploiements depuis Git avec un aperçu par pull request.',
        },
        urlName: 'deploy',
        image: img('platform-deploy.svg'),
        order: 0,
      },
      {
        name: 'Observe',
        description: 'Logs, traces and metrics in one place, OpenTelemetry native.',
        descriptionTranslation: {
          es: 'Registros, trazas y métricas en un solo lugar, nativo de OpenTelemetry.',
          de: 'Logs, Traces und Metriken an einem Ort, OpenTelemetry-nativ.',
          fr: 'Journaux, traces et métriques au même endroit, compatible OpenTelemetry.',
        },
        urlName: 'observe',
        image: img('platform-observe.svg'),
        order: 10,
      },
      {
        name: 'Edge',
        description: 'Functions and caching in 38 regions, close to your users.',
        descriptionTranslation: {
          es: 'Funciones y caché en 38 regiones, cerca de tus usuarios.',
          de: 'Funktionen und Caching in 38 Regionen, nah an Ihren Nutzern.',
          fr: 'Fonctions et cache dans 38 régions, au plus près de vos utilisateurs.',
        },
        urlName: 'edge',
        image: img('platform-edge.svg'),
        order: 20,
      },
      {
        // In private beta: kept in the menu data but hidden until general availability.
        name: 'Vault',
        description: 'Secrets management with audit trails (private beta).',
        descriptionTranslation: {
          es: 'Gestión de secretos con auditoría (beta privada).',
          de: 'Secrets-Verwaltung mit Audit-Trail (private Beta).',
          fr: 'Gestion des secrets avec journal d’audit (bêta privée).',
        },
        urlName: 'vault',
        image: img('platform-vault.svg'),
        isDisplayed: false,
        order: 30,
      },
    ],
  },
  {
    displayName: 'Pricing',
    displayNameTranslation: { es: 'Precios', de: 'Preise', fr: 'Tarifs' },
    urlName: 'pricing',
    iconName: 'credit-card',
    order: 20,
    isDisplayedOnFooter: true,
  },
  {
    displayName: 'Blog',
    displayNameTranslation: { es: 'Blog', de: 'Blog', fr: 'Blog' },
    urlName: 'blog',
    iconName: 'newspaper',
    order: 30,
    isDisplayedOnFooter: true,
    subItems: [
      {
        name: 'Help center',
        nameTranslation: { es: 'Centro de ayuda', de: 'Hilfe-Center', fr: 'Centre d’aide' },
        description: 'Guides, how-tos and answers from the Brightstack team.',
        descriptionTranslation: {
          es: 'Guías y respuestas del equipo de Brightstack.',
          de: 'Anleitungen und Antworten vom Brightstack-Team.',
          fr: 'Guides et réponses de l’équipe Brightstack.',
        },
        urlName: 'help-center',
        image: img('principle-docs.svg'),
        order: 0,
      },
    ],
  },
  {
    displayName: 'About',
    displayNameTranslation: { es: 'Empresa', de: 'Über uns', fr: 'À propos' },
    urlName: 'about',
    iconName: 'info',
    order: 40,
    isDisplayedOnFooter: true,
  },
  {
    displayName: 'Contact',
    displayNameTranslation: { es: 'Contacto', de: 'Kontakt', fr: 'Contact' },
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
  },
];
