// The practice's help centre: one document set of patient guides, read in German, English and
// Spanish. They are not news, so they stay out of the blog ("Aktuelles").
import type { DocumentSetSeed, PostSeed } from '../../types';
import { utc } from '../shared';

export const documentSets: DocumentSetSeed[] = [
  {
    key: 'patientenratgeber',
    slug: 'patientenratgeber',
    title: 'Rund um Ihren Termin',
    titleTranslation: { en: 'About your appointment', es: 'Todo sobre su cita' },
  },
];

type Guide = { slug: string; title: [string, string, string]; description: [string, string, string]; content: [string, string, string]; date: string };

function guide(order: number, { slug, title, description, content, date }: Guide): PostSeed {
  return {
    slug,
    title: title[0],
    titleTranslation: { en: title[1], es: title[2] },
    description: description[0],
    descriptionTranslation: { en: description[1], es: description[2] },
    content: content[0],
    contentTranslation: { en: content[1], es: content[2] },
    authorName: 'Praxis am Sonnenhang',
    isCompanyAuthor: true,
    createdOn: utc(date),
    displayAsBlogPost: false,
    isHelpCenter: true,
    helpCenterOrder: order,
    type: 'doc_set',
    docSetKey: 'patientenratgeber',
    docSetOrder: order,
    isNumbered: true,
    order: 20 + order,
  };
}

export const helpArticles: PostSeed[] = [
  guide(1, {
    slug: 'erster-besuch',
    title: ['Ihr erster Besuch in der Praxis', 'Your first visit to the practice', 'Su primera visita a la consulta'],
    description: ['Was Sie mitbringen und wie der erste Termin abläuft.', 'What to bring and how the first appointment goes.', 'Qué traer y cómo es la primera cita.'],
    date: '2026-02-16',
    content: [
      `<h1 id="erster-besuch">Ihr erster Besuch in der Praxis</h1>
<p>Damit beim ersten Termin genug Zeit für Ihre Fragen bleibt, kommen Sie bitte zehn Minuten früher zur Anmeldung.</p>
<h2 id="mitbringen">Was Sie mitbringen</h2>
<ul><li>Ihre Versichertenkarte</li><li>Ihren aktuellen Medikamentenplan</li><li>Befunde und Arztbriefe der letzten zwei Jahre</li><li>Ihren Impfpass</li></ul>
<h2 id="ablauf">Wie der Termin abläuft</h2>
<p>Wir besprechen Ihre Vorgeschichte, untersuchen Sie und vereinbaren, wie es weitergeht. Bei Bedarf nehmen wir gleich Blut ab.</p>`,
      `<h1 id="erster-besuch">Your first visit to the practice</h1>
<p>So that there is enough time for your questions, please arrive ten minutes early to register.</p>
<h2 id="mitbringen">What to bring</h2>
<ul><li>Your health insurance card</li><li>Your current medication plan</li><li>Test results and doctors’ letters from the last two years</li><li>Your vaccination card</li></ul>
<h2 id="ablauf">How the appointment goes</h2>
<p>We go through your medical history, examine you and agree on the next steps. If needed, we take blood straight away.</p>`,
      `<h1 id="erster-besuch">Su primera visita a la consulta</h1>
<p>Para que haya tiempo para sus preguntas, llegue diez minutos antes para registrarse.</p>
<h2 id="mitbringen">Qué traer</h2>
<ul><li>Su tarjeta sanitaria</li><li>Su plan de medicación actual</li><li>Resultados e informes médicos de los dos últimos años</li><li>Su cartilla de vacunación</li></ul>
<h2 id="ablauf">Cómo es la cita</h2>
<p>Repasamos sus antecedentes, le exploramos y acordamos los siguientes pasos. Si hace falta, le sacamos sangre en el momento.</p>`,
    ],
  }),
  guide(2, {
    slug: 'rezepte-und-ueberweisungen',
    title: ['Rezepte und Überweisungen bestellen', 'Ordering prescriptions and referrals', 'Pedir recetas y derivaciones'],
    description: [
      'Folgerezepte ohne Termin: so geht es am schnellsten.',
      'Repeat prescriptions without an appointment: the quickest way.',
      'Recetas de continuación sin cita: la forma más rápida.',
    ],
    date: '2026-03-09',
    content: [
      `<h1 id="rezepte">Rezepte und Überweisungen bestellen</h1>
<p>Für Medikamente, die Sie regelmäßig nehmen, brauchen Sie keinen Termin.</p>
<h2 id="bestellen">So bestellen Sie</h2>
<ol><li>Schreiben Sie uns über das Kontaktformular oder Ihr Patientenkonto.</li><li>Nennen Sie Medikament, Stärke und Packungsgröße.</li><li>Nach zwei Werktagen ist das Rezept fertig.</li></ol>
<h2 id="e-rezept">E-Rezept</h2>
<p>Das E-Rezept liegt auf Ihrer Versichertenkarte: Karte in der Apotheke einstecken, fertig. Überweisungen holen Sie bitte an der Anmeldung ab.</p>`,
      `<h1 id="rezepte">Ordering prescriptions and referrals</h1>
<p>You do not need an appointment for medicines you take regularly.</p>
<h2 id="bestellen">How to order</h2>
<ol><li>Write to us through the contact form or your patient account.</li><li>Tell us the medicine, its strength and the pack size.</li><li>The prescription is ready after two working days.</li></ol>
<h2 id="e-rezept">E-prescriptions</h2>
<p>The e-prescription is stored on your health insurance card: insert the card at the pharmacy and you are done. Please collect referrals at reception.</p>`,
      `<h1 id="rezepte">Pedir recetas y derivaciones</h1>
<p>Para los medicamentos que toma de forma habitual no necesita cita.</p>
<h2 id="bestellen">Cómo pedirlas</h2>
<ol><li>Escríbanos desde el formulario de contacto o su cuenta de paciente.</li><li>Indique el medicamento, la dosis y el tamaño del envase.</li><li>La receta estará lista en dos días laborables.</li></ol>
<h2 id="e-rezept">Receta electrónica</h2>
<p>La receta electrónica se guarda en su tarjeta sanitaria: basta con presentarla en la farmacia. Las derivaciones se recogen en recepción.</p>`,
    ],
  }),
  guide(3, {
    slug: 'videosprechstunde',
    title: ['Videosprechstunde: so funktioniert’s', 'Video consultations: how they work', 'Consulta por vídeo: cómo funciona'],
    description: [
      'Was Sie brauchen und wie Sie ins virtuelle Wartezimmer kommen.',
      'What you need and how to reach the virtual waiting room.',
      'Qué necesita y cómo entrar en la sala de espera virtual.',
    ],
    date: '2026-04-20',
    content: [
      `<h1 id="videosprechstunde">Videosprechstunde: so funktioniert’s</h1>
<p>Für Befundbesprechungen und Folgetermine müssen Sie nicht in die Praxis kommen.</p>
<h2 id="technik">Was Sie brauchen</h2>
<ul><li>Ein Smartphone, Tablet oder einen Computer mit Kamera und Mikrofon</li><li>Einen aktuellen Browser; eine App ist nicht nötig</li><li>Einen ruhigen Ort, an dem Sie ungestört sprechen können</li></ul>
<h2 id="ablauf">Ablauf</h2>
<p>Melden Sie sich fünf Minuten vor dem Termin in Ihrem Patientenkonto an und öffnen Sie den Termin. Sie warten im virtuellen Wartezimmer, bis Ihre Ärztin oder Ihr Arzt Sie hereinholt.</p>
<h3 id="datenschutz">Datenschutz</h3>
<p>Die Verbindung ist verschlüsselt und wird nicht aufgezeichnet.</p>`,
      `<h1 id="videosprechstunde">Video consultations: how they work</h1>
<p>You do not need to come to the practice to discuss results or for a follow-up.</p>
<h2 id="technik">What you need</h2>
<ul><li>A smartphone, tablet or computer with a camera and microphone</li><li>An up-to-date browser; no app is needed</li><li>A quiet place where you can talk undisturbed</li></ul>
<h2 id="ablauf">How it works</h2>
<p>Sign in to your patient account five minutes before the appointment and open it. You wait in the virtual waiting room until your doctor lets you in.</p>
<h3 id="datenschutz">Privacy</h3>
<p>The connection is encrypted and never recorded.</p>`,
      `<h1 id="videosprechstunde">Consulta por vídeo: cómo funciona</h1>
<p>Para comentar resultados o para una revisión no hace falta venir a la consulta.</p>
<h2 id="technik">Qué necesita</h2>
<ul><li>Un móvil, una tableta o un ordenador con cámara y micrófono</li><li>Un navegador actualizado; no hace falta instalar ninguna app</li><li>Un lugar tranquilo donde hablar sin interrupciones</li></ul>
<h2 id="ablauf">Cómo funciona</h2>
<p>Inicie sesión en su cuenta de paciente cinco minutos antes y abra la cita. Esperará en la sala de espera virtual hasta que su médico le dé paso.</p>
<h3 id="datenschutz">Privacidad</h3>
<p>La conexión está cifrada y nunca se graba.</p>`,
    ],
  }),
];
