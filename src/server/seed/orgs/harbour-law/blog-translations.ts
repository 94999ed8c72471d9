// Spanish and German versions of the two Harbour & Finch client guides. Heading ids stay the same
// in every language so that links into a guide work whichever language the reader chose.
import type { PostSeed } from '../../types';

type Translated = Pick<PostSeed, 'titleTranslation' | 'descriptionTranslation' | 'contentTranslation'>;

export const conveyancingTranslations: Translated = {
  titleTranslation: {
    es: 'Comprar su primera vivienda: los plazos de la compraventa',
    de: 'Die erste eigene Immobilie: der Zeitplan der Eigentumsübertragung',
  },
  descriptionTranslation: {
    es: 'De la oferta aceptada a las llaves en unas diez semanas, y qué lo retrasa.',
    de: 'Vom angenommenen Angebot bis zum Schlüssel in etwa zehn Wochen, und was bremst.',
  },
  contentTranslation: {
    es: `<h1 id="buying-your-first-home">Comprar su primera vivienda: los plazos</h1>
<p>La mayoría de las compras en Dublín tardan entre ocho y doce semanas desde la oferta aceptada hasta las llaves. Esto es lo que ocurre en ese tiempo y de dónde suelen venir los retrasos.</p>
<h2 id="weeks-one-and-two">Semanas uno y dos: documentos y comprobaciones</h2>
<p>Cuando la inmobiliaria confirma su oferta, el abogado del vendedor nos envía el borrador del contrato y los títulos. A la vez comprobamos su identidad y el origen de los fondos, como exige la ley.</p>
<ul><li>Envíenos un documento de identidad y una factura reciente.</li><li>Tenga a mano la aprobación previa de la hipoteca.</li><li>Indíquenos si la familia le ayuda con la entrada.</li></ul>
<h2 id="weeks-three-to-six">Semanas tres a seis: preguntas y peritaje</h2>
<p>Revisamos el título y las licencias y enviamos preguntas por escrito a la otra parte. Contrate ya a su perito: un defecto descubierto después de firmar se descubre tarde.</p>
<h3 id="common-delays">Retrasos habituales</h3>
<ul><li>Una ampliación construida sin licencia.</li><li>Falta un certificado de fosa séptica o de lindes.</li><li>Una cadena: el vendedor espera a su propia compra.</li></ul>
<h2 id="signing-and-closing">Firma y cierre</h2>
<p>Cuando todas las respuestas son satisfactorias y llega la oferta de préstamo, firma el contrato y paga la señal. El cierre suele llegar dos a cuatro semanas después, al pagar el resto y recibir las llaves.</p>
<p><em>Esta guía es información general, no asesoramiento sobre su compra.</em></p>`,
    de: `<h1 id="buying-your-first-home">Die erste eigene Immobilie: der Zeitplan</h1>
<p>Die meisten Käufe in Dublin dauern vom angenommenen Angebot bis zur Schlüsselübergabe acht bis zwölf Wochen. Das passiert in dieser Zeit, und hier entstehen meist die Verzögerungen.</p>
<h2 id="weeks-one-and-two">Woche eins und zwei: Unterlagen und Prüfungen</h2>
<p>Sobald der Makler Ihr Angebot bestätigt, schickt uns die Gegenseite den Vertragsentwurf und die Eigentumsnachweise. Gleichzeitig prüfen wir Identität und Herkunft der Mittel, wie es das Gesetz verlangt.</p>
<ul><li>Schicken Sie uns einen Ausweis und eine aktuelle Rechnung.</li><li>Halten Sie die Finanzierungszusage bereit.</li><li>Sagen Sie uns, ob die Familie beim Eigenkapital hilft.</li></ul>
<h2 id="weeks-three-to-six">Woche drei bis sechs: Rückfragen und Gutachten</h2>
<p>Wir prüfen Grundbuch und Baugenehmigung und stellen der Gegenseite schriftliche Fragen. Beauftragen Sie jetzt Ihren Gutachter: Ein Mangel, der nach der Unterschrift auffällt, fällt zu spät auf.</p>
<h3 id="common-delays">Typische Verzögerungen</h3>
<ul><li>Ein Anbau ohne Genehmigung.</li><li>Eine fehlende Bescheinigung für Klärgrube oder Grenzen.</li><li>Eine Kette: Der Verkäufer wartet auf seinen eigenen Kauf.</li></ul>
<h2 id="signing-and-closing">Unterschrift und Abschluss</h2>
<p>Sind alle Antworten zufriedenstellend und liegt das Kreditangebot vor, unterschreiben Sie und zahlen die Anzahlung. Der Abschluss folgt meist zwei bis vier Wochen später mit der Restzahlung und den Schlüsseln.</p>
<p><em>Dieser Ratgeber ist eine allgemeine Information, keine Rechtsberatung zu Ihrem Kauf.</em></p>`,
  },
};

export const willsTranslations: Translated = {
  titleTranslation: {
    es: 'Cinco preguntas que responder antes de hacer testamento',
    de: 'Fünf Fragen, die Sie vor dem Testament klären sollten',
  },
  descriptionTranslation: {
    es: 'Tutores, albaceas y la vivienda familiar: decida esto primero y la reunión dura una hora.',
    de: 'Vormund, Vollstrecker und das Familienheim: Wer das vorab klärt, ist in einer Stunde fertig.',
  },
  contentTranslation: {
    es: `<h1 id="five-questions">Cinco preguntas antes de hacer testamento</h1>
<p>Una reunión para el testamento dura una hora si ha pensado antes en estas preguntas. Ninguna tiene una respuesta incorrecta.</p>
<h2 id="who-are-your-executors">1. ¿Quiénes serán sus albaceas?</h2>
<p>Los albaceas ejecutan el testamento. Elija una o dos personas organizadas. También pueden ser herederos.</p>
<h2 id="who-looks-after-the-children">2. ¿Quién cuidaría de sus hijos?</h2>
<p>Si tiene hijos menores de dieciocho años, nombre un tutor. Hable antes con esa persona.</p>
<h2 id="what-happens-to-the-home">3. ¿Qué pasa con la vivienda familiar?</h2>
<p>Una vivienda en copropiedad suele pasar automáticamente al otro titular, fuera del testamento. Comprobaremos cómo está inscrita la suya.</p>
<h2 id="gifts">4. ¿Hay legados concretos?</h2>
<p>Joyas, un coche, una cantidad para una ONG: anótelos para repartir el resto con sencillez.</p>
<h2 id="who-gets-the-rest">5. ¿Quién recibe el resto?</h2>
<p>El remanente es todo lo que no se ha legado expresamente. Diga quién lo recibe, en qué proporción y quién si esa persona fallece antes.</p>
<h3 id="bring-with-you">Qué traer</h3>
<ol><li>Documento de identidad y justificante de domicilio</li><li>Una lista aproximada de bienes y deudas</li><li>Nombres y direcciones de albaceas y tutores</li></ol>`,
    de: `<h1 id="five-questions">Fünf Fragen vor dem Testament</h1>
<p>Ein Testamentstermin dauert etwa eine Stunde, wenn Sie vorher über diese Fragen nachgedacht haben. Keine davon hat eine falsche Antwort.</p>
<h2 id="who-are-your-executors">1. Wer wird Testamentsvollstrecker?</h2>
<p>Vollstrecker setzen das Testament um. Wählen Sie ein oder zwei gut organisierte Menschen. Sie dürfen auch erben.</p>
<h2 id="who-looks-after-the-children">2. Wer kümmert sich um Ihre Kinder?</h2>
<p>Bei Kindern unter achtzehn benennen Sie einen Vormund. Sprechen Sie vorher mit dieser Person.</p>
<h2 id="what-happens-to-the-home">3. Was geschieht mit dem Familienheim?</h2>
<p>Gemeinsames Eigentum geht meist automatisch an den anderen Eigentümer über, außerhalb des Testaments. Wir prüfen, wie Ihres eingetragen ist.</p>
<h2 id="gifts">4. Gibt es einzelne Vermächtnisse?</h2>
<p>Schmuck, ein Auto, ein Betrag für einen guten Zweck: Listen Sie sie auf, dann lässt sich der Rest einfach teilen.</p>
<h2 id="who-gets-the-rest">5. Wer erhält den Rest?</h2>
<p>Der Rest ist alles, was nicht einzeln vermacht wurde. Legen Sie fest, wer ihn in welchen Anteilen erhält und wer, falls diese Person vor Ihnen stirbt.</p>
<h3 id="bring-with-you">Was Sie mitbringen</h3>
<ol><li>Ausweis und Adressnachweis</li><li>Eine grobe Liste von Vermögen und Schulden</li><li>Namen und Adressen von Vollstreckern und Vormund</li></ol>`,
  },
};
