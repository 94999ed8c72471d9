// Spanish, German and French versions of two Brightstack posts. Heading ids match the English
// ones so that anchors keep working across languages.
import type { PostSeed } from '../../types';

type Translated = Pick<PostSeed, 'titleTranslation' | 'descriptionTranslation' | 'contentTranslation'>;

export const rollbackTranslations: Translated = {
  titleTranslation: {
    es: 'Cómo conseguimos revertir en nueve segundos',
    de: 'Wie Rollbacks nur noch neun Sekunden dauern',
    fr: 'Comment nos retours arrière sont passés à neuf secondes',
  },
  descriptionTranslation: {
    es: 'Versiones inmutables y un cambio de enrutado bajaron la mediana de cuatro minutos a nueve segundos.',
    de: 'Unveränderliche Releases und ein Routing-Schalter senkten den Median von vier Minuten auf neun Sekunden.',
    fr: 'Des versions immuables et une bascule de routage ont fait passer la médiane de quatre minutes à neuf secondes.',
  },
  contentTranslation: {
    es: `<h1 id="nine-second-rollbacks">Cómo conseguimos revertir en nueve segundos</h1>
<p>Hace un año, revertir una versión en Brightstack implicaba recompilar el commit anterior. Mediana: cuatro minutos. Así lo dejamos en nueve segundos.</p>
<h2 id="immutable-releases">Guardar cada versión</h2>
<p>Primero dejamos de tratar el build como desechable. Cada build genera ahora una versión inmutable: un paquete direccionado por contenido y una instantánea de su entorno.</p>
<h3 id="storage-cost">Lo que nos cuesta</h3>
<p>La deduplicación por hash hace que cada versión añada de media un 3 % de un paquete completo. Guardar noventa días cuesta menos que los minutos de build ahorrados.</p>
<h2 id="routing-switch">Un cambio de enrutado</h2>
<p>Con las versiones guardadas, revertir es solo actualizar un puntero en la tabla de enrutado. El edge lo recoge en la siguiente consulta.</p>
<ul><li>La configuración de enrutado está versionada y firmada.</li><li>Los nodos consultan cada dos segundos y al recibir un aviso.</li><li>Las instancias de la versión anterior siguen calientes quince minutos.</li></ul>
<h2 id="what-is-next">Lo siguiente</h2>
<p>Trabajamos en reversiones automáticas disparadas por alertas de Observe, en beta este otoño.</p>`,
    de: `<h1 id="nine-second-rollbacks">Wie Rollbacks nur noch neun Sekunden dauern</h1>
<p>Vor einem Jahr bedeutete ein Rollback auf Brightstack, den vorherigen Commit neu zu bauen. Median: vier Minuten. So kamen wir auf neun Sekunden.</p>
<h2 id="immutable-releases">Jedes Release behalten</h2>
<p>Zuerst hörten wir auf, Builds als Wegwerfware zu behandeln. Jeder Build erzeugt jetzt ein unveränderliches Release: ein inhaltsadressiertes Bundle plus Umgebungs-Snapshot.</p>
<h3 id="storage-cost">Was es uns kostet</h3>
<p>Dank Deduplizierung per Hash belegt ein Release im Schnitt 3 % eines vollen Bundles. Neunzig Tage Releases kosten weniger als die eingesparten Build-Minuten.</p>
<h2 id="routing-switch">Umschalten per Routing</h2>
<p>Wenn Releases erhalten bleiben, ist ein Rollback nur ein Zeiger-Update in der Routing-Tabelle. Die Edge übernimmt es beim nächsten Abruf.</p>
<ul><li>Die Routing-Konfiguration ist versioniert und signiert.</li><li>Edge-Knoten fragen alle zwei Sekunden und bei Push-Benachrichtigung ab.</li><li>Warme Instanzen des vorigen Releases bleiben fünfzehn Minuten bestehen.</li></ul>
<h2 id="what-is-next">Wie es weitergeht</h2>
<p>Wir arbeiten an automatischen Rollbacks, ausgelöst durch Observe-Alarme, ab Herbst in der Beta.</p>`,
    fr: `<h1 id="nine-second-rollbacks">Des retours arrière en neuf secondes</h1>
<p>Il y a un an, annuler une version sur Brightstack voulait dire recompiler le commit précédent. Médiane : quatre minutes. Voici comment nous sommes passés à neuf secondes.</p>
<h2 id="immutable-releases">Conserver chaque version</h2>
<p>Nous avons d’abord cessé de traiter un build comme jetable. Chaque build produit désormais une version immuable : un paquet adressé par contenu et un instantané de son environnement.</p>
<h3 id="storage-cost">Ce que cela coûte</h3>
<p>Grâce à la déduplication par empreinte, une version ajoute en moyenne 3 % d’un paquet complet. Garder quatre-vingt-dix jours coûte moins que les minutes de build économisées.</p>
<h2 id="routing-switch">Une simple bascule de routage</h2>
<p>Les versions étant conservées, revenir en arrière revient à mettre à jour un pointeur dans la table de routage.</p>
<ul><li>La configuration de routage est versionnée et signée.</li><li>Les nœuds edge l’interrogent toutes les deux secondes.</li><li>Les instances de la version précédente restent chaudes quinze minutes.</li></ul>
<h2 id="what-is-next">La suite</h2>
<p>Nous préparons des retours arrière automatiques déclenchés par les alertes d’Observe, en bêta cet automne.</p>`,
  },
};

export const observeTranslations: Translated = {
  titleTranslation: {
    es: 'OpenTelemetry por defecto',
    de: 'OpenTelemetry als Standard',
    fr: 'OpenTelemetry par défaut',
  },
  descriptionTranslation: {
    es: 'Observe habla OpenTelemetry de forma nativa y las apps de Brightstack envían telemetría sin cambiar código.',
    de: 'Observe spricht nativ OpenTelemetry, und Brightstack-Apps senden Telemetrie ohne Codeänderung.',
    fr: 'Observe parle OpenTelemetry nativement et les applications Brightstack envoient leur télémétrie sans changer de code.',
  },
  contentTranslation: {
    es: `<h1 id="opentelemetry-by-default">OpenTelemetry por defecto</h1>
<p>Brightstack Observe acepta ya registros, trazas y métricas de OpenTelemetry, y las apps desplegadas en Brightstack los envían sin cambios de código.</p>
<h2 id="why-otel">Por qué OpenTelemetry</h2>
<p>Tu telemetría no debería quedar atrapada en nuestra plataforma. Con OpenTelemetry puedes enviar los mismos datos a Observe y a cualquier otro sistema.</p>
<h2 id="setup">Configuración</h2>
<ol><li>Abre los ajustes del proyecto y activa Observe.</li><li>Vuelve a desplegar: el runtime inyecta el exportador.</li><li>Abre la pestaña Trazas y haz una petición.</li></ol>
<h3 id="existing-agents">Si ya usas un agente</h3>
<p>Apunta tu colector al endpoint que aparece en los ajustes. El token solo vale para ese proyecto.</p>`,
    de: `<h1 id="opentelemetry-by-default">OpenTelemetry als Standard</h1>
<p>Brightstack Observe nimmt jetzt OpenTelemetry-Logs, -Traces und -Metriken nativ an, und auf Brightstack deployte Apps senden sie ohne Codeänderung.</p>
<h2 id="why-otel">Warum OpenTelemetry</h2>
<p>Ihre Telemetrie soll nicht an unsere Plattform gebunden sein. Mit OpenTelemetry senden Sie dieselben Daten an Observe und an jedes andere Backend.</p>
<h2 id="setup">Einrichtung</h2>
<ol><li>Projekteinstellungen öffnen und Observe aktivieren.</li><li>Neu deployen: Die Runtime bindet den Exporter ein.</li><li>Den Tab Traces öffnen und eine Anfrage senden.</li></ol>
<h3 id="existing-agents">Wenn Sie schon einen Agent betreiben</h3>
<p>Richten Sie Ihren Collector auf den Endpunkt aus den Projekteinstellungen. Das Token gilt nur für dieses Projekt.</p>`,
    fr: `<h1 id="opentelemetry-by-default">OpenTelemetry par défaut</h1>
<p>Brightstack Observe accepte désormais nativement journaux, traces et métriques OpenTelemetry, et les applications déployées sur Brightstack les envoient sans modifier le code.</p>
<h2 id="why-otel">Pourquoi OpenTelemetry</h2>
<p>Votre télémétrie ne doit pas être enfermée chez nous. Avec OpenTelemetry, les mêmes données partent vers Observe et vers n’importe quel autre outil.</p>
<h2 id="setup">Mise en place</h2>
<ol><li>Ouvrez les paramètres du projet et activez Observe.</li><li>Redéployez : le runtime injecte l’exportateur.</li><li>Ouvrez l’onglet Traces et envoyez une requête.</li></ol>
<h3 id="existing-agents">Si vous avez déjà un agent</h3>
<p>Dirigez votre collecteur vers le point d’accès indiqué dans les paramètres. Le jeton est limité au projet.</p>`,
  },
};
