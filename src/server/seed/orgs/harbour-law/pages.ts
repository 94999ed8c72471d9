// Harbour & Finch pages (post rows that are not blog posts) and the client-guide document set.
import type { DocumentSetSeed, PostSeed } from '../../types';
import { employmentLawContent, familyLawContent, propertyLawContent } from './page-translations';

/** A page whose body is made of sections: the record carries only its title and metadata. */
function page(order: number, slug: string, title: string, description: string, meta: string, tr: PageTr): PostSeed {
  return {
    slug,
    title,
    titleTranslation: tr.title,
    description,
    descriptionTranslation: tr.description,
    content: null,
    metadescriptionForPage: meta,
    displayAsBlogPost: false,
    order,
  };
}
type PageTr = { title: Partial<Record<string, string>>; description: Partial<Record<string, string>> };

export const documentSets: DocumentSetSeed[] = [
  {
    key: 'client-guides',
    slug: 'client-guides',
    title: 'Client guides',
    titleTranslation: { es: 'Guías para clientes', de: 'Ratgeber für Mandanten' },
  },
];

export const pages: PostSeed[] = [
  page(1, 'about', 'About Harbour & Finch', 'Twelve people on Pearse Quay, solving everyday legal problems since 1998.',
    'Meet the Dublin solicitors at Harbour & Finch: who we are, how we work and what our clients say.', {
      title: { es: 'Sobre Harbour & Finch', de: 'Über Harbour & Finch' },
      description: {
        es: 'Doce personas en Pearse Quay resolviendo problemas legales cotidianos desde 1998.',
        de: 'Zwölf Menschen am Pearse Quay, die seit 1998 alltägliche Rechtsprobleme lösen.',
      },
    }),
  page(2, 'services', 'Our services', 'Family, property, employment, wills and small-business law at fixed fees.',
    'Fixed-fee legal services in Dublin: family law, conveyancing, employment, wills and probate, business.', {
      title: { es: 'Nuestros servicios', de: 'Unsere Leistungen' },
      description: {
        es: 'Familia, inmuebles, empleo, testamentos y empresa con honorarios fijos.',
        de: 'Familie, Immobilien, Arbeit, Testamente und Unternehmen zum Festpreis.',
      },
    }),
  page(3, 'pricing', 'Fees', 'What our most common matters cost, agreed in writing before we start.',
    'Transparent fixed fees for conveyancing, wills and family law at Harbour & Finch Solicitors, Dublin.', {
      title: { es: 'Honorarios', de: 'Honorare' },
      description: {
        es: 'Lo que cuestan los asuntos más habituales, acordado por escrito antes de empezar.',
        de: 'Was die häufigsten Mandate kosten, schriftlich vereinbart vor Beginn.',
      },
    }),
  page(4, 'contact', 'Contact', 'Call, write or visit us on Pearse Quay. We reply within one working day.',
    'Contact Harbour & Finch Solicitors: 14 Pearse Quay, Dublin 2, +353 1 555 0148, hello@harbourfinch.test.', {
      title: { es: 'Contacto', de: 'Kontakt' },
      description: {
        es: 'Llámenos, escríbanos o visítenos en Pearse Quay. Respondemos en un día hábil.',
        de: 'Rufen Sie an, schreiben Sie oder besuchen Sie uns am Pearse Quay. Antwort innerhalb eines Werktags.',
      },
    }),
  {
    slug: 'family-law',
    title: 'Family law',
    titleTranslation: { es: 'Derecho de familia', de: 'Familienrecht' },
    description: 'Separation, divorce and arrangements for children.',
    descriptionTranslation: { es: 'Separación, divorcio y medidas sobre los hijos.', de: 'Trennung, Scheidung und Regelungen für Kinder.' },
    content: `<h2 id="how-we-help">How we help</h2>
<p>Most family matters are settled by agreement. We help you reach one that is fair and that will still work in five years.</p>
<ul><li>Separation agreements and judicial separation</li><li>Divorce, including the financial settlement</li><li>Guardianship, custody and access</li><li>Maintenance for spouses and children</li></ul>
<h2 id="mediation">Mediation first</h2>
<p>Where it is safe, we suggest mediation before court. It is quicker, cheaper and kinder to children.</p>`,
    contentTranslation: familyLawContent,
    metadescriptionForPage: 'Family law solicitors in Dublin: separation, divorce, custody and maintenance, with mediation first.',
    displayAsBlogPost: false,
    order: 5,
  },
  {
    slug: 'property-law',
    title: 'Property & conveyancing',
    titleTranslation: { es: 'Inmuebles y compraventas', de: 'Immobilien und Eigentumsübertragung' },
    description: 'Buying, selling and remortgaging residential property.',
    descriptionTranslation: { es: 'Compra, venta y refinanciación de vivienda.', de: 'Kauf, Verkauf und Umschuldung von Wohneigentum.' },
    content: `<h2 id="buying">Buying</h2>
<p>We check title, planning and the contract, raise the right questions with the seller's solicitor and keep your lender informed.</p>
<h2 id="selling">Selling</h2>
<p>Start early: we can prepare the title documents before you even agree a price, which often saves three or four weeks.</p>
<h2 id="updates">Weekly updates</h2>
<p>Every Friday you receive a short e-mail with where things stand and what we are waiting for.</p>`,
    contentTranslation: propertyLawContent,
    metadescriptionForPage: 'Fixed-fee conveyancing in Dublin for buyers, sellers and remortgages, with weekly progress updates.',
    displayAsBlogPost: false,
    order: 6,
  },
  {
    slug: 'employment-law',
    title: 'Employment law',
    titleTranslation: { es: 'Derecho laboral', de: 'Arbeitsrecht' },
    description: 'Advice for employees and for employers with fewer than fifty staff.',
    descriptionTranslation: {
      es: 'Asesoramiento para trabajadores y para empresas de menos de cincuenta empleados.',
      de: 'Beratung für Beschäftigte und für Arbeitgeber mit weniger als fünfzig Mitarbeitenden.',
    },
    content: `<h2 id="employees">For employees</h2>
<ul><li>Reviewing a contract or settlement agreement before you sign</li><li>Redundancy and unfair dismissal</li><li>Bullying and discrimination complaints</li></ul>
<h2 id="employers">For employers</h2>
<ul><li>Contracts and staff handbooks</li><li>Disciplinary and grievance procedures done properly</li><li>Representation before the Workplace Relations Commission</li></ul>`,
    contentTranslation: employmentLawContent,
    metadescriptionForPage: 'Employment law advice in Dublin for employees and small employers: contracts, redundancy, disputes.',
    displayAsBlogPost: false,
    order: 7,
  },
];
