// Spanish and German bodies of the Harbour & Finch practice-area pages. Heading ids match the
// English ones, so a link to #mediation works in every language.
import type { Translations } from '@/server/db/schema/_columns';

export const familyLawContent: Translations = {
  es: `<h2 id="how-we-help">Cómo le ayudamos</h2>
<p>La mayoría de los asuntos de familia se resuelven por acuerdo. Le ayudamos a alcanzar uno justo que siga funcionando dentro de cinco años.</p>
<ul><li>Convenios de separación y separación judicial</li><li>Divorcio, incluido el reparto económico</li><li>Tutela, custodia y régimen de visitas</li><li>Pensiones de alimentos para el cónyuge y los hijos</li></ul>
<h2 id="mediation">Primero, la mediación</h2>
<p>Cuando es seguro, proponemos la mediación antes que el juzgado. Es más rápida, más barata y más amable con los hijos.</p>`,
  de: `<h2 id="how-we-help">Wie wir helfen</h2>
<p>Die meisten Familiensachen enden mit einer Einigung. Wir helfen Ihnen, eine faire Lösung zu finden, die auch in fünf Jahren noch trägt.</p>
<ul><li>Trennungsvereinbarungen und gerichtliche Trennung</li><li>Scheidung einschließlich der finanziellen Regelung</li><li>Sorgerecht, Obhut und Umgang</li><li>Unterhalt für Ehegatten und Kinder</li></ul>
<h2 id="mediation">Zuerst Mediation</h2>
<p>Wo es sicher ist, schlagen wir vor dem Gang zum Gericht eine Mediation vor. Sie ist schneller, günstiger und schonender für die Kinder.</p>`,
};

export const propertyLawContent: Translations = {
  es: `<h2 id="buying">Compra</h2>
<p>Revisamos el título, las licencias y el contrato, planteamos las preguntas adecuadas al abogado del vendedor y mantenemos informado a su banco.</p>
<h2 id="selling">Venta</h2>
<p>Empiece pronto: podemos preparar la documentación del título antes incluso de acordar el precio, lo que a menudo ahorra tres o cuatro semanas.</p>
<h2 id="updates">Informes semanales</h2>
<p>Cada viernes recibe un correo breve con el estado del asunto y lo que estamos esperando.</p>`,
  de: `<h2 id="buying">Kaufen</h2>
<p>Wir prüfen Eigentumstitel, Genehmigungen und Vertrag, stellen dem Anwalt des Verkäufers die richtigen Fragen und halten Ihre Bank auf dem Laufenden.</p>
<h2 id="selling">Verkaufen</h2>
<p>Beginnen Sie früh: Wir können die Eigentumsunterlagen vorbereiten, bevor ein Preis vereinbart ist. Das spart oft drei bis vier Wochen.</p>
<h2 id="updates">Wöchentliche Updates</h2>
<p>Jeden Freitag erhalten Sie eine kurze E-Mail zum Stand der Dinge und dazu, worauf wir gerade warten.</p>`,
};

export const employmentLawContent: Translations = {
  es: `<h2 id="employees">Para trabajadores</h2>
<ul><li>Revisión de un contrato o de un acuerdo de salida antes de firmar</li><li>Despidos por causas objetivas y despidos improcedentes</li><li>Denuncias por acoso y discriminación</li></ul>
<h2 id="employers">Para empresas</h2>
<ul><li>Contratos y manuales para la plantilla</li><li>Procedimientos disciplinarios y de quejas bien llevados</li><li>Representación ante la Workplace Relations Commission</li></ul>`,
  de: `<h2 id="employees">Für Beschäftigte</h2>
<ul><li>Prüfung eines Arbeits- oder Aufhebungsvertrags vor der Unterschrift</li><li>Betriebsbedingte und ungerechtfertigte Kündigung</li><li>Beschwerden wegen Mobbing und Diskriminierung</li></ul>
<h2 id="employers">Für Arbeitgeber</h2>
<ul><li>Arbeitsverträge und Mitarbeiterhandbücher</li><li>Disziplinar- und Beschwerdeverfahren, richtig durchgeführt</li><li>Vertretung vor der Workplace Relations Commission</li></ul>`,
};
