// Spanish, German and French bodies of the Brightstack help-centre guides and the Edge launch post.
// Heading ids match the English ones so that anchors keep working across languages.
import type { Translations } from '@/server/db/schema/_columns';

export const gettingStartedContent: Translations = {
  es: `<h1 id="getting-started">Primeros pasos con Brightstack</h1>
<p>Esta guía te lleva de una cuenta vacía a un despliegue en producción.</p>
<h2 id="connect-repository">Conecta un repositorio</h2>
<p>Elige GitHub o GitLab y da acceso a un repositorio. Puedes añadir más después.</p>
<h2 id="configure-build">Revisa la configuración de build</h2>
<p>Brightstack detecta el framework y propone un comando de build. Cámbialo solo si tu proyecto necesita algo poco habitual.</p>
<h2 id="deploy">Despliega</h2>
<p>Pulsa Deploy. El primer build tarda uno o dos minutos; los siguientes reutilizan la caché.</p>
<h3 id="next-steps">Siguientes pasos</h3>
<ul><li>Abre un pull request para ver tu primera vista previa.</li><li>Invita a tu equipo desde la página de ajustes.</li></ul>`,
  de: `<h1 id="getting-started">Erste Schritte mit Brightstack</h1>
<p>Diese Anleitung führt Sie vom leeren Konto zum Live-Deploy.</p>
<h2 id="connect-repository">Repository verbinden</h2>
<p>Wählen Sie GitHub oder GitLab und geben Sie Zugriff auf ein Repository. Weitere lassen sich später hinzufügen.</p>
<h2 id="configure-build">Build-Einstellungen prüfen</h2>
<p>Brightstack erkennt das Framework und schlägt einen Build-Befehl vor. Ändern Sie ihn nur, wenn Ihr Projekt etwas Ungewöhnliches braucht.</p>
<h2 id="deploy">Deployen</h2>
<p>Klicken Sie auf Deploy. Der erste Build dauert ein bis zwei Minuten; spätere nutzen den Cache.</p>
<h3 id="next-steps">Nächste Schritte</h3>
<ul><li>Öffnen Sie einen Pull Request, um Ihre erste Vorschau zu sehen.</li><li>Laden Sie Ihr Team über die Einstellungen ein.</li></ul>`,
  fr: `<h1 id="getting-started">Bien démarrer avec Brightstack</h1>
<p>Ce guide vous mène d’un compte vide à un déploiement en ligne.</p>
<h2 id="connect-repository">Connecter un dépôt</h2>
<p>Choisissez GitHub ou GitLab et donnez accès à un dépôt. Vous pourrez en ajouter d’autres plus tard.</p>
<h2 id="configure-build">Vérifier les paramètres de build</h2>
<p>Brightstack détecte le framework et propose une commande de build. Ne la modifiez que si votre projet a des besoins particuliers.</p>
<h2 id="deploy">Déployer</h2>
<p>Cliquez sur Deploy. Le premier build prend une à deux minutes ; les suivants réutilisent le cache.</p>
<h3 id="next-steps">Étapes suivantes</h3>
<ul><li>Ouvrez une pull request pour voir votre premier aperçu.</li><li>Invitez votre équipe depuis la page des paramètres.</li></ul>`,
};

export const customDomainContent: Translations = {
  es: `<h1 id="custom-domain">Conectar un dominio propio</h1>
<p>Cada proyecto recibe una dirección brightstack.app. Para servirlo en tu propio dominio, añade un registro DNS.</p>
<h2 id="add-domain">Añade el dominio</h2>
<p>En los ajustes del proyecto, abre Dominios e introduce el nombre de host, por ejemplo <strong>www.example.com</strong>.</p>
<h2 id="dns">Crea el registro DNS</h2>
<ul><li>Para un subdominio, añade un registro CNAME que apunte a <em>edge.brightstack.app</em>.</li><li>Para un dominio raíz, añade los dos registros A que aparecen en pantalla.</li></ul>
<h2 id="certificate">Certificado</h2>
<p>Los certificados TLS se emiten automáticamente en cuanto el DNS resuelve, normalmente en dos minutos.</p>`,
  de: `<h1 id="custom-domain">Eigene Domain verbinden</h1>
<p>Jedes Projekt erhält eine Adresse unter brightstack.app. Um es unter Ihrer eigenen Domain auszuliefern, legen Sie einen DNS-Eintrag an.</p>
<h2 id="add-domain">Domain hinzufügen</h2>
<p>Öffnen Sie in den Projekteinstellungen den Bereich Domains und geben Sie den Hostnamen ein, zum Beispiel <strong>www.example.com</strong>.</p>
<h2 id="dns">DNS-Eintrag anlegen</h2>
<ul><li>Für eine Subdomain einen CNAME-Eintrag auf <em>edge.brightstack.app</em>.</li><li>Für eine Apex-Domain die beiden angezeigten A-Einträge.</li></ul>
<h2 id="certificate">Zertifikat</h2>
<p>TLS-Zertifikate werden automatisch ausgestellt, sobald der DNS-Eintrag auflöst, meist innerhalb von zwei Minuten.</p>`,
  fr: `<h1 id="custom-domain">Connecter un domaine personnalisé</h1>
<p>Chaque projet reçoit une adresse brightstack.app. Pour le servir sur votre propre domaine, ajoutez un enregistrement DNS.</p>
<h2 id="add-domain">Ajouter le domaine</h2>
<p>Dans les paramètres du projet, ouvrez Domaines et saisissez le nom d’hôte, par exemple <strong>www.example.com</strong>.</p>
<h2 id="dns">Créer l’enregistrement DNS</h2>
<ul><li>Pour un sous-domaine, ajoutez un enregistrement CNAME vers <em>edge.brightstack.app</em>.</li><li>Pour un domaine racine, ajoutez les deux enregistrements A affichés à l’écran.</li></ul>
<h2 id="certificate">Certificat</h2>
<p>Les certificats TLS sont émis automatiquement dès que le DNS répond, en général en moins de deux minutes.</p>`,
};

export const edgeLaunchContent: Translations = {
  es: `<h1 id="edge-ga">Brightstack Edge ya está disponible para todos</h1>
<p>Tras nueve meses en beta y 1200 millones de peticiones servidas, las funciones edge están listas para producción en las 38 regiones.</p>
<h2 id="what-changed">Qué ha cambiado desde la beta</h2>
<ul><li>Arranques en frío por debajo de 5 ms en el p95</li><li>Respuestas en streaming</li><li>Registros por región en Observe</li></ul>`,
  de: `<h1 id="edge-ga">Brightstack Edge ist allgemein verfügbar</h1>
<p>Nach neun Monaten Beta und 1,2 Milliarden ausgelieferten Anfragen sind Edge-Funktionen in allen 38 Regionen bereit für die Produktion.</p>
<h2 id="what-changed">Was sich seit der Beta geändert hat</h2>
<ul><li>Kaltstarts unter 5 ms im p95</li><li>Streaming-Antworten</li><li>Logs pro Region in Observe</li></ul>`,
  fr: `<h1 id="edge-ga">Brightstack Edge est disponible pour tous</h1>
<p>Après neuf mois de bêta et 1,2 milliard de requêtes servies, les fonctions edge sont prêtes pour la production dans les 38 régions.</p>
<h2 id="what-changed">Ce qui a changé depuis la bêta</h2>
<ul><li>Démarrages à froid sous 5 ms au p95</li><li>Réponses en streaming</li><li>Journaux par région dans Observe</li></ul>`,
};
