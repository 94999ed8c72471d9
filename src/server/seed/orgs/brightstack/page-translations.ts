// Spanish, German and French bodies of the three Brightstack product pages. Heading ids match the
// English ones so that anchors keep working across languages.
import type { Translations } from '@/server/db/schema/_columns';

export const deployContent: Translations = {
  es: `<h2 id="how-it-works">Cómo funciona</h2>
<p>Conecta un repositorio y cada push genera una versión inmutable. Cada pull request tiene su propia URL y su propia rama de base de datos.</p>
<ul><li>Detección de framework para Next.js, Remix, Astro, Django y Rails</li><li>Caché de build compartida entre ramas</li><li>Vuelta a cualquier versión sin recompilar</li></ul>`,
  de: `<h2 id="how-it-works">So funktioniert es</h2>
<p>Verbinden Sie ein Repository, und jeder Push erzeugt ein unveränderliches Release. Pull Requests erhalten eine eigene URL und einen eigenen Datenbank-Branch.</p>
<ul><li>Framework-Erkennung für Next.js, Remix, Astro, Django und Rails</li><li>Ein Build-Cache, den alle Branches teilen</li><li>Rollback auf jedes Release ohne Neubau</li></ul>`,
  fr: `<h2 id="how-it-works">Comment ça marche</h2>
<p>Connectez un dépôt : chaque push produit une version immuable. Chaque pull request reçoit sa propre URL et sa propre branche de base de données.</p>
<ul><li>Détection du framework pour Next.js, Remix, Astro, Django et Rails</li><li>Cache de build partagé entre les branches</li><li>Retour à n’importe quelle version sans recompiler</li></ul>`,
};

export const observeContent: Translations = {
  es: `<h2 id="what-you-get">Lo que obtienes</h2>
<p>Envía datos de OpenTelemetry desde cualquier servicio, o deja que Brightstack los recoja de las apps que despliega, sin cambiar el código.</p>
<ul><li>Registros y trazas correlacionados por petición</li><li>Treinta días de retención incluidos</li><li>Alertas a Slack, por correo o a un webhook</li></ul>`,
  de: `<h2 id="what-you-get">Was Sie bekommen</h2>
<p>Senden Sie OpenTelemetry-Daten aus jedem Dienst, oder lassen Sie Brightstack sie ohne Codeänderung aus den Apps einsammeln, die es deployt.</p>
<ul><li>Logs und Traces pro Request verknüpft</li><li>Dreißig Tage Aufbewahrung inklusive</li><li>Alarme an Slack, per E-Mail oder an einen Webhook</li></ul>`,
  fr: `<h2 id="what-you-get">Ce que vous obtenez</h2>
<p>Envoyez des données OpenTelemetry depuis n’importe quel service, ou laissez Brightstack les collecter dans les applications qu’il déploie, sans toucher au code.</p>
<ul><li>Journaux et traces corrélés par requête</li><li>Trente jours de rétention inclus</li><li>Alertes vers Slack, par e-mail ou vers un webhook</li></ul>`,
};

export const edgeContent: Translations = {
  es: `<h2 id="regions">Regiones</h2>
<p>Las funciones se ejecutan en 38 regiones de cinco continentes y cada visitante llega a la más cercana.</p>
<h2 id="cache">Caché programable</h2>
<p>Define las reglas de caché en código y purga por etiqueta en menos de 300 ms en todo el mundo.</p>`,
  de: `<h2 id="regions">Regionen</h2>
<p>Funktionen laufen in 38 Regionen auf fünf Kontinenten; jede Anfrage geht an die Region, die dem Besucher am nächsten liegt.</p>
<h2 id="cache">Programmierbarer Cache</h2>
<p>Cache-Regeln im Code festlegen und weltweit in unter 300 ms per Tag leeren.</p>`,
  fr: `<h2 id="regions">Régions</h2>
<p>Les fonctions tournent dans 38 régions sur cinq continents, et chaque visiteur est servi par la plus proche.</p>
<h2 id="cache">Cache programmable</h2>
<p>Définissez les règles de cache dans le code et purgez par étiquette en moins de 300 ms partout dans le monde.</p>`,
};
