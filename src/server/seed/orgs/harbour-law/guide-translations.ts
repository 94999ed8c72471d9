// Spanish and German bodies of the Harbour & Finch posts that are not client guides: the
// redundancy checklist, what to bring to a first meeting and the Thursday evening notice.
import type { Translations } from '@/server/db/schema/_columns';

export const redundancyContent: Translations = {
  es: `<h1 id="made-redundant">¿Despedido? Revise primero estas tres cosas</h1>
<p>Muchos despidos por causas objetivas se gestionan bien. Cuando no es así, los problemas aparecen en estos puntos.</p>
<h2 id="statutory-pay">Indemnización legal</h2>
<p>Con al menos dos años de antigüedad continuada, normalmente le corresponde una indemnización legal calculada según sus años de servicio y su salario semanal, con un tope semanal. Pida el cálculo por escrito.</p>
<h2 id="notice">Preaviso</h2>
<p>Le corresponde el más largo de los dos plazos: el de su contrato o el mínimo legal. El pago sustitutivo del preaviso debe figurar aparte en su última nómina.</p>
<h2 id="fair-selection">¿Fue justa la selección?</h2>
<p>Un despido por causas objetivas suprime un puesto, no a una persona. Si su puesto se volvió a cubrir poco después o nunca le explicaron los criterios, pida asesoramiento cuanto antes: las reclamaciones tienen plazos estrictos.</p>
<h3 id="before-you-sign">Antes de firmar nada</h3>
<ul><li>No firme una renuncia el mismo día en que se la entregan.</li><li>Pregunte si la empresa pagará parte del asesoramiento legal sobre el acuerdo.</li></ul>`,
  de: `<h1 id="made-redundant">Gekündigt? Prüfen Sie zuerst diese drei Dinge</h1>
<p>Betriebsbedingte Kündigungen laufen oft korrekt ab. Wenn nicht, zeigen sich die Probleme an diesen Stellen.</p>
<h2 id="statutory-pay">Gesetzliche Abfindung</h2>
<p>Nach mindestens zwei Jahren ununterbrochener Beschäftigung steht Ihnen in der Regel eine gesetzliche Abfindung zu, berechnet nach Dienstjahren und Wochenlohn bis zu einer Obergrenze. Lassen Sie sich die Berechnung schriftlich geben.</p>
<h2 id="notice">Kündigungsfrist</h2>
<p>Es gilt die längere Frist: die aus Ihrem Vertrag oder die gesetzliche Mindestfrist. Eine Zahlung anstelle der Kündigungsfrist muss auf der letzten Lohnabrechnung gesondert ausgewiesen sein.</p>
<h2 id="fair-selection">War die Auswahl fair?</h2>
<p>Eine echte betriebsbedingte Kündigung streicht eine Stelle, nicht eine Person. Wurde Ihre Stelle bald wieder besetzt oder wurden die Auswahlkriterien nie erklärt, holen Sie schnell Rat ein: Für Beschwerden gelten strenge Fristen.</p>
<h3 id="before-you-sign">Bevor Sie etwas unterschreiben</h3>
<ul><li>Unterschreiben Sie keinen Verzicht an dem Tag, an dem er Ihnen vorgelegt wird.</li><li>Fragen Sie, ob der Arbeitgeber sich an den Kosten einer Rechtsberatung zur Vereinbarung beteiligt.</li></ul>`,
};

export const firstMeetingContent: Translations = {
  es: `<h1 id="first-meeting">Qué traer a la primera reunión</h1>
<p>Un poco de preparación convierte la primera reunión en un avance real. Traiga lo que tenga; le pediremos el resto.</p>
<h2 id="everyone">Para cualquier asunto</h2>
<ul><li>Documento de identidad con foto (pasaporte o permiso de conducir)</li><li>Justificante de domicilio de los últimos tres meses</li><li>Las cartas que haya recibido de la otra parte</li></ul>
<h2 id="family">Para asuntos de familia</h2>
<p>Nóminas recientes, una lista de cuentas conjuntas y, si lo tiene, el certificado de matrimonio.</p>
<h2 id="property">Para asuntos inmobiliarios</h2>
<p>La nota de venta de la inmobiliaria y la aprobación previa de su hipoteca.</p>`,
  de: `<h1 id="first-meeting">Was Sie zum ersten Termin mitbringen</h1>
<p>Ein wenig Vorbereitung macht aus dem ersten Termin echten Fortschritt. Bringen Sie mit, was Sie haben; den Rest fordern wir an.</p>
<h2 id="everyone">Für jedes Mandat</h2>
<ul><li>Lichtbildausweis (Reisepass oder Führerschein)</li><li>Adressnachweis aus den letzten drei Monaten</li><li>Alle Schreiben, die Sie von der Gegenseite erhalten haben</li></ul>
<h2 id="family">Für Familiensachen</h2>
<p>Aktuelle Gehaltsabrechnungen, eine Liste gemeinsamer Konten und, falls vorhanden, Ihre Heiratsurkunde.</p>
<h2 id="property">Für Immobiliensachen</h2>
<p>Die Verkaufsbestätigung des Maklers und Ihre Finanzierungszusage.</p>`,
};

export const thursdaysContent: Translations = {
  es: `<h1 id="thursday-evenings">Citas los jueves por la tarde</h1>
<p>Desde septiembre de 2026 la oficina abre los jueves hasta las 20:00 para quien no puede venir en horario laboral.</p>
<h2 id="how-to-book">Cómo reservar</h2>
<p>Reserve en línea una primera llamada o una reunión de seguimiento y elija una franja del jueves por la tarde, o llame a recepción.</p>`,
  de: `<h1 id="thursday-evenings">Termine am Donnerstagabend</h1>
<p>Ab September 2026 ist das Büro donnerstags bis 20:00 Uhr geöffnet, für alle, die während der Arbeitszeit nicht kommen können.</p>
<h2 id="how-to-book">So buchen Sie</h2>
<p>Buchen Sie Erstgespräch oder Folgetermin online und wählen Sie einen Termin am Donnerstagabend, oder rufen Sie am Empfang an.</p>`,
};
