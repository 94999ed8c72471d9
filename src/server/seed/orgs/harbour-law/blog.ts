// Harbour & Finch blog posts. The two client guides are also help-centre articles in a document set.
import type { PostSeed } from '../../types';
import { demoImage, utc } from '../shared';
import { conveyancingTranslations, willsTranslations } from './blog-translations';
import { firstMeetingContent, redundancyContent, thursdaysContent } from './guide-translations';

const img = (file: string) => demoImage('harbour-law', file);

const conveyancing = `<h1 id="buying-your-first-home">Buying your first home: the conveyancing timeline</h1>
<p>Most purchases in Dublin take between eight and twelve weeks from accepted offer to keys. Here is what happens in that time, and where the delays usually come from.</p>
<h2 id="weeks-one-and-two">Weeks one and two: papers and checks</h2>
<p>Once the estate agent confirms your offer, the seller's solicitor sends us the draft contract and title documents. At the same time we carry out identity and source-of-funds checks, which the law requires of us.</p>
<ul><li>Send us photo ID and a recent utility bill.</li><li>Have your mortgage approval in principle to hand.</li><li>Tell us about any gift from family towards the deposit.</li></ul>
<h2 id="weeks-three-to-six">Weeks three to six: questions and survey</h2>
<p>We read the title, check planning permission and raise written questions (called requisitions) with the seller's side. Book your own surveyor now: a survey found after signing is a survey too late.</p>
<h3 id="common-delays">Common delays</h3>
<ul><li>An extension built without planning permission.</li><li>A missing certificate for a septic tank or boundary.</li><li>A chain: the seller is waiting on their own purchase.</li></ul>
<h2 id="signing-and-closing">Signing and closing</h2>
<p>When every answer is satisfactory and your loan offer has arrived, you sign the contract and pay the deposit. Closing follows, usually two to four weeks later, when the balance is paid and the keys are yours.</p>
<p><em>This guide is general information, not legal advice about your purchase.</em></p>`;

const wills = `<h1 id="five-questions">Five questions to answer before you make a will</h1>
<p>A will meeting takes about an hour if you have thought about these questions beforehand. None of them has a wrong answer.</p>
<h2 id="who-are-your-executors">1. Who will be your executors?</h2>
<p>Executors carry out the will. Choose one or two people who are organised and likely to outlive you. They can be beneficiaries too.</p>
<h2 id="who-looks-after-the-children">2. Who would look after your children?</h2>
<p>If you have children under eighteen, name a guardian. Talk to that person first.</p>
<h2 id="what-happens-to-the-home">3. What happens to the family home?</h2>
<p>A home held jointly usually passes to the other owner automatically, outside the will. We will check how yours is held.</p>
<h2 id="gifts">4. Are there specific gifts?</h2>
<p>Jewellery, a car, a sum to a charity: list them so the rest can be divided simply.</p>
<h2 id="who-gets-the-rest">5. Who gets the rest?</h2>
<p>The residue is everything not given away specifically. Say who receives it, in what shares, and who receives it if they die before you.</p>
<h3 id="bring-with-you">What to bring</h3>
<ol><li>Photo ID and proof of address</li><li>A rough list of what you own and owe</li><li>Full names and addresses of executors and guardians</li></ol>`;

const redundancy = `<h1 id="made-redundant">Made redundant? Check these three things first</h1>
<p>Redundancy is often handled well. When it is not, these are the points where problems show up.</p>
<h2 id="statutory-pay">Statutory redundancy pay</h2>
<p>If you have at least two years of continuous service, you are normally entitled to a statutory lump sum based on your years of service and weekly pay, up to a weekly cap. Ask for the calculation in writing.</p>
<h2 id="notice">Notice</h2>
<p>You are entitled to the longer of your contractual notice and the statutory minimum. Pay in lieu of notice should be shown separately on your final payslip.</p>
<h2 id="fair-selection">Was the selection fair?</h2>
<p>A genuine redundancy removes a role, not a person. If your job was refilled soon after, or the selection criteria were never explained, take advice quickly: complaints have strict time limits.</p>
<h3 id="before-you-sign">Before you sign anything</h3>
<ul><li>Do not sign a waiver on the day it is handed to you.</li><li>Ask whether the employer will contribute to legal advice on the agreement.</li></ul>`;

const firstMeeting = `<h1 id="first-meeting">What to bring to your first meeting</h1>
<p>A little preparation turns a first meeting into real progress. Bring what you have; we will ask for the rest.</p>
<h2 id="everyone">For every matter</h2>
<ul><li>Photo ID (passport or driving licence)</li><li>Proof of address dated in the last three months</li><li>Any letters you have received from the other side</li></ul>
<h2 id="family">For family matters</h2>
<p>Recent payslips, a list of joint accounts and, if there is one, your marriage certificate.</p>
<h2 id="property">For property matters</h2>
<p>The estate agent's memorandum of sale and your mortgage approval in principle.</p>`;

const thursdays = `<h1 id="thursday-evenings">Thursday evening appointments</h1>
<p>From September 2026 the office stays open until 20:00 on Thursdays for clients who cannot come during working hours.</p>
<h2 id="how-to-book">How to book</h2>
<p>Book any first call or follow-up meeting online and choose a Thursday evening slot, or ring reception.</p>`;

export const blogPosts: PostSeed[] = [
  {
    slug: 'buying-your-first-home-conveyancing-timeline',
    title: 'Buying your first home: the conveyancing timeline',
    description: 'From accepted offer to keys in about ten weeks, and what slows it down.',
    content: conveyancing,
    ...conveyancingTranslations,
    metadescriptionForPage: 'How long conveyancing takes in Dublin, week by week, and the most common causes of delay.',
    authorName: 'Eleanor Finch',
    isWithAuthor: true,
    mainPhoto: img('article-home.svg'),
    createdOn: utc('2026-01-20'),
    isDisplayedFirstPage: true,
    isHelpCenter: true,
    helpCenterOrder: 1,
    type: 'doc_set',
    docSetKey: 'client-guides',
    docSetOrder: 1,
    order: 10,
  },
  {
    slug: 'five-questions-before-making-a-will',
    title: 'Five questions to answer before you make a will',
    description: 'Guardians, executors and the family home: decide these first and the meeting takes an hour.',
    content: wills,
    ...willsTranslations,
    metadescriptionForPage: 'Prepare for making a will in Ireland: executors, guardians, the family home, gifts and the residue.',
    authorName: 'Tomás Lozano',
    isWithAuthor: true,
    mainPhoto: img('article-wills.svg'),
    createdOn: utc('2026-03-09'),
    isHelpCenter: true,
    helpCenterOrder: 2,
    type: 'doc_set',
    docSetKey: 'client-guides',
    docSetOrder: 2,
    isNumbered: true,
    order: 11,
  },
  {
    slug: 'made-redundant-three-things-to-check',
    title: 'Made redundant? Check these three things first',
    titleTranslation: { es: '¿Despedido? Revise primero estas tres cosas', de: 'Gekündigt? Prüfen Sie zuerst diese drei Dinge' },
    description: 'Statutory pay, notice and whether the selection was fair: a short guide for employees.',
    descriptionTranslation: {
      es: 'Indemnización legal, preaviso y si la selección fue justa: una guía breve para trabajadores.',
      de: 'Gesetzliche Abfindung, Kündigungsfrist und faire Auswahl: ein kurzer Leitfaden für Beschäftigte.',
    },
    content: redundancy,
    contentTranslation: redundancyContent,
    metadescriptionForPage: 'Facing redundancy in Ireland? Check statutory redundancy pay, notice and fair selection before signing.',
    authorName: 'Tomás Lozano',
    isWithAuthor: true,
    mainPhoto: img('article-work.svg'),
    createdOn: utc('2026-05-14'),
    order: 12,
  },
  {
    slug: 'what-to-bring-to-your-first-meeting',
    title: 'What to bring to your first meeting',
    titleTranslation: { es: 'Qué traer a la primera reunión', de: 'Was Sie zum ersten Termin mitbringen' },
    description: 'A short checklist so that the first hour with your solicitor counts.',
    descriptionTranslation: {
      es: 'Una lista breve para aprovechar la primera hora con su abogado.',
      de: 'Eine kurze Checkliste, damit die erste Stunde zählt.',
    },
    content: firstMeeting,
    contentTranslation: firstMeetingContent,
    metadescriptionForPage: 'Documents to bring to a first meeting with a solicitor, for family, property and other matters.',
    authorName: 'Amara Nwosu',
    isWithAuthor: true,
    mainPhoto: img('step-plan.svg'),
    createdOn: utc('2026-07-02'),
    isHelpCenter: true,
    helpCenterOrder: 3,
    type: 'doc_set',
    docSetKey: 'client-guides',
    docSetOrder: 3,
    order: 13,
  },
  {
    slug: 'thursday-evening-appointments',
    title: 'Thursday evening appointments',
    titleTranslation: { es: 'Citas los jueves por la tarde', de: 'Termine am Donnerstagabend' },
    description: 'The office now stays open until 20:00 every Thursday.',
    descriptionTranslation: {
      es: 'La oficina abre ahora hasta las 20:00 todos los jueves.',
      de: 'Das Büro ist jetzt jeden Donnerstag bis 20:00 Uhr geöffnet.',
    },
    content: thursdays,
    contentTranslation: thursdaysContent,
    authorName: 'Harbour & Finch',
    isCompanyAuthor: true,
    mainPhoto: img('contact-office.svg'),
    createdOn: utc('2026-09-15'),
    type: 'minimal',
    order: 14,
  },
];
