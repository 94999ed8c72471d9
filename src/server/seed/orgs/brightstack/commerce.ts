// Brightstack products, monthly plans (US cents), features, FAQs and bookable calls.
import type { FaqSeed, FeatureSeed, MeetingTypeSeed, PlanFeatureSeed, PricingPlanSeed, ProductSeed } from '../../types';
import { demoImage, OFFICE_HOURS, utc } from '../shared';

const img = (file: string) => demoImage('brightstack', file);

export const products: ProductSeed[] = [
  {
    key: 'deploy',
    slug: 'deploy',
    name: 'Brightstack Deploy',
    description: 'Git-driven deploys, previews and rollbacks.',
    descriptionTranslation: {
      es: 'Despliegues desde Git, vistas previas y reversiones.',
      de: 'Git-basierte Deploys, Vorschauen und Rollbacks.',
      fr: 'Déploiements Git, aperçus et retours arrière.',
    },
    image: img('platform-deploy.svg'),
    order: 0,
  },
  {
    key: 'observe',
    slug: 'observe',
    name: 'Brightstack Observe',
    description: 'Logs, traces and metrics with alerts.',
    descriptionTranslation: {
      es: 'Registros, trazas y métricas con alertas.',
      de: 'Logs, Traces und Metriken mit Alarmen.',
      fr: 'Journaux, traces et métriques avec alertes.',
    },
    image: img('platform-observe.svg'),
    order: 1,
  },
];

const feature = (text: string, es: string, de: string, fr: string, included = true): PlanFeatureSeed => ({
  text,
  text_translation: { es, de, fr },
  included,
});

export const pricingPlans: PricingPlanSeed[] = [
  {
    productKey: 'deploy',
    name: 'Starter',
    description: 'For side projects and prototypes.',
    descriptionTranslation: { es: 'Para proyectos personales y prototipos.', de: 'Für Nebenprojekte und Prototypen.', fr: 'Pour les projets perso et les prototypes.' },
    price: 1900,
    currency: 'USD',
    currencySymbol: '$',
    recurringInterval: 'month',
    features: [
      feature('3 projects', '3 proyectos', '3 Projekte', '3 projets'),
      feature('Unlimited previews', 'Vistas previas ilimitadas', 'Unbegrenzte Previews', 'Aperçus illimités'),
      feature('Community support', 'Soporte de la comunidad', 'Community-Support', 'Support communautaire'),
      feature('Observe included', 'Observe incluido', 'Observe inklusive', 'Observe inclus', false),
    ],
    order: 0,
  },
  {
    productKey: 'deploy',
    name: 'Team',
    description: 'For product teams shipping every day.',
    descriptionTranslation: { es: 'Para equipos que publican a diario.', de: 'Für Produktteams, die täglich ausliefern.', fr: 'Pour les équipes qui livrent chaque jour.' },
    price: 4900,
    currency: 'USD',
    currencySymbol: '$',
    recurringInterval: 'month',
    isHighlighted: true,
    features: [
      feature('Unlimited projects', 'Proyectos ilimitados', 'Unbegrenzte Projekte', 'Projets illimités'),
      feature('Observe with 30-day retention', 'Observe con 30 días de retención', 'Observe mit 30 Tagen Aufbewahrung', 'Observe avec 30 jours de rétention'),
      feature('Support within 4 business hours', 'Soporte en 4 horas laborables', 'Support binnen 4 Geschäftsstunden', 'Support sous 4 heures ouvrées'),
      feature('SAML single sign-on', 'Inicio de sesión único SAML', 'SAML Single Sign-on', 'Authentification unique SAML', false),
    ],
    order: 1,
  },
  {
    productKey: 'observe',
    name: 'Business',
    description: 'For companies with compliance and uptime requirements.',
    descriptionTranslation: {
      es: 'Para empresas con requisitos de cumplimiento y disponibilidad.',
      de: 'Für Unternehmen mit Compliance- und Verfügbarkeitsanforderungen.',
      fr: 'Pour les entreprises avec des exigences de conformité et de disponibilité.',
    },
    price: 19900,
    currency: 'USD',
    currencySymbol: '$',
    recurringInterval: 'month',
    isPromotion: true,
    promotionPrice: 14900,
    promotionEndsAt: utc('2027-06-30'),
    features: [
      feature('Everything in Team', 'Todo lo de Team', 'Alles aus Team', 'Tout ce qu’offre Team'),
      feature('SAML single sign-on', 'Inicio de sesión único SAML', 'SAML Single Sign-on', 'Authentification unique SAML'),
      feature('Audit log and 1-year retention', 'Registro de auditoría y 1 año de retención', 'Audit-Log und 1 Jahr Aufbewahrung', 'Journal d’audit et 1 an de rétention'),
      feature('99.99% uptime SLA', 'SLA de disponibilidad del 99,99 %', '99,99 % Verfügbarkeits-SLA', 'SLA de disponibilité de 99,99 %'),
    ],
    order: 2,
  },
];

export const features: FeatureSeed[] = [
  { name: 'Preview deployments', description: 'A live URL for every pull request.', iconName: 'git-pull-request', order: 0,
    nameTranslation: { es: 'Despliegues de vista previa', de: 'Preview-Deployments', fr: 'Déploiements d’aperçu' },
    descriptionTranslation: { es: 'Una URL para cada pull request.', de: 'Eine Live-URL für jeden Pull Request.', fr: 'Une URL pour chaque pull request.' } },
  { name: 'Instant rollbacks', description: 'Return to any release in seconds.', iconName: 'undo', order: 1,
    nameTranslation: { es: 'Reversiones instantáneas', de: 'Sofortige Rollbacks', fr: 'Retours arrière instantanés' },
    descriptionTranslation: { es: 'Vuelve a cualquier versión en segundos.', de: 'Zu jedem Release in Sekunden zurück.', fr: 'Revenez à toute version en quelques secondes.' } },
  { name: 'Logs and traces', description: 'Correlated per request, searchable in milliseconds.', iconName: 'activity', order: 2,
    nameTranslation: { es: 'Registros y trazas', de: 'Logs und Traces', fr: 'Journaux et traces' },
    descriptionTranslation: { es: 'Correlacionados por petición.', de: 'Pro Request verknüpft.', fr: 'Corrélés par requête.' } },
  { name: 'Edge functions', description: 'Run code in 38 regions.', iconName: 'globe', order: 3,
    nameTranslation: { es: 'Funciones edge', de: 'Edge-Funktionen', fr: 'Fonctions edge' },
    descriptionTranslation: { es: 'Ejecuta código en 38 regiones.', de: 'Code in 38 Regionen ausführen.', fr: 'Exécutez du code dans 38 régions.' } },
  { name: 'Single sign-on', description: 'SAML and SCIM for Business plans.', iconName: 'key', order: 4,
    nameTranslation: { es: 'Inicio de sesión único', de: 'Single Sign-on', fr: 'Authentification unique' },
    descriptionTranslation: { es: 'SAML y SCIM en el plan Business.', de: 'SAML und SCIM im Business-Plan.', fr: 'SAML et SCIM avec l’offre Business.' } },
  { name: 'Audit log', description: 'Who changed what, kept for a year.', iconName: 'shield-check', order: 5, isDisplayed: false,
    nameTranslation: { es: 'Registro de auditoría', de: 'Audit-Log', fr: 'Journal d’audit' },
    descriptionTranslation: { es: 'Quién cambió qué, durante un año.', de: 'Wer was geändert hat, ein Jahr lang.', fr: 'Qui a changé quoi, conservé un an.' } },
];

// Japanese and Chinese are not offered on the site yet; the FAQs carry them so that the help
// widget's assistant can be tried and tested in two languages written without spaces (decision 052).
type FaqTr = Record<'es' | 'de' | 'fr', [string, string]> & Partial<Record<'ja' | 'zh', [string, string]>>;
const faq = (order: number, category: string, question: string, answer: string, tr: FaqTr): FaqSeed => ({
  question,
  answer,
  questionTranslation: { es: tr.es[0], de: tr.de[0], fr: tr.fr[0], ...(tr.ja && { ja: tr.ja[0] }), ...(tr.zh && { zh: tr.zh[0] }) },
  answerTranslation: { es: tr.es[1], de: tr.de[1], fr: tr.fr[1], ...(tr.ja && { ja: tr.ja[1] }), ...(tr.zh && { zh: tr.zh[1] }) },
  category,
  order,
});

export const faqs: FaqSeed[] = [
  faq(0, 'billing', 'Is there a free trial?', 'Yes: fourteen days of the Team plan, no credit card required.', {
    es: ['¿Hay prueba gratuita?', 'Sí: catorce días del plan Team, sin tarjeta.'],
    de: ['Gibt es eine kostenlose Testphase?', 'Ja: vierzehn Tage Team-Plan, ohne Kreditkarte.'],
    fr: ['Y a-t-il un essai gratuit ?', 'Oui : quatorze jours de l’offre Team, sans carte bancaire.'],
    ja: ['無料トライアルはありますか？', 'はい。Team プランを14日間、クレジットカードなしでお試しいただけます。'],
    zh: ['有免费试用吗？', '有。Team 套餐可免费试用十四天，无需信用卡。'],
  }),
  faq(1, 'billing', 'Do you charge per seat?', 'No. Every plan includes unlimited team members.', {
    es: ['¿Cobran por usuario?', 'No. Todos los planes incluyen miembros ilimitados.'],
    de: ['Berechnen Sie pro Nutzer?', 'Nein. Jeder Plan enthält unbegrenzt viele Teammitglieder.'],
    fr: ['Facturez-vous par utilisateur ?', 'Non. Chaque offre inclut des membres illimités.'],
    ja: ['ユーザー数ごとに料金がかかりますか？', 'いいえ。どのプランでもチームメンバーは無制限です。'],
    zh: ['按用户数收费吗？', '不。每个套餐都包含不限数量的团队成员。'],
  }),
  faq(2, 'billing', 'What happens if I exceed my plan?', 'We e-mail you at 80% and 100% of your build minutes. Nothing is switched off without warning.', {
    es: ['¿Qué pasa si supero mi plan?', 'Le avisamos al 80 % y al 100 % de los minutos de build. No apagamos nada sin avisar.'],
    de: ['Was passiert, wenn ich mein Kontingent überschreite?', 'Wir melden uns bei 80 % und 100 % der Build-Minuten. Nichts wird ohne Vorwarnung abgeschaltet.'],
    fr: ['Que se passe-t-il si je dépasse mon offre ?', 'Nous vous prévenons à 80 % et 100 % des minutes de build. Rien n’est coupé sans avertissement.'],
    ja: ['プランの上限を超えるとどうなりますか？', 'ビルド時間の80%と100%に達した時点でメールでお知らせします。予告なしに停止することはありません。'],
    zh: ['超出套餐额度会怎样？', '构建时长用到 80% 和 100% 时我们会发邮件通知您。不会在未提醒的情况下停用任何服务。'],
  }),
  faq(3, 'product', 'Which frameworks are supported?', 'Anything that builds in a container. Next.js, Remix, Astro, Django and Rails are detected automatically.', {
    es: ['¿Qué frameworks admiten?', 'Cualquiera que compile en un contenedor. Next.js, Remix, Astro, Django y Rails se detectan solos.'],
    de: ['Welche Frameworks werden unterstützt?', 'Alles, was in einem Container baut. Next.js, Remix, Astro, Django und Rails werden erkannt.'],
    fr: ['Quels frameworks sont pris en charge ?', 'Tout ce qui se construit dans un conteneur. Next.js, Remix, Astro, Django et Rails sont détectés.'],
    ja: ['どのフレームワークに対応していますか？', 'コンテナでビルドできるものなら何でも対応します。Next.js、Remix、Astro、Django、Rails は自動で検出されます。'],
    zh: ['支持哪些框架？', '凡是能在容器中构建的都支持。Next.js、Remix、Astro、Django 和 Rails 会被自动识别。'],
  }),
  faq(4, 'product', 'Where is my data stored?', 'In the EU (Frankfurt) or US (Virginia) region, chosen when you create a workspace.', {
    es: ['¿Dónde se guardan mis datos?', 'En la región UE (Fráncfort) o EE. UU. (Virginia), elegida al crear el espacio.'],
    de: ['Wo werden meine Daten gespeichert?', 'In der Region EU (Frankfurt) oder USA (Virginia), beim Anlegen des Workspace gewählt.'],
    fr: ['Où sont stockées mes données ?', 'Dans la région UE (Francfort) ou US (Virginie), choisie à la création de l’espace.'],
    ja: ['データはどこに保存されますか？', 'ワークスペース作成時に選んだ EU（フランクフルト）または米国（バージニア）のリージョンに保存されます。'],
    zh: ['我的数据存储在哪里？', '存储在您创建工作区时选择的欧盟（法兰克福）或美国（弗吉尼亚）区域。'],
  }),
  faq(5, 'product', 'Can I leave easily?', 'Yes. Your builds are standard containers and your telemetry is OpenTelemetry. Export everything from settings.', {
    es: ['¿Puedo irme fácilmente?', 'Sí. Los builds son contenedores estándar y la telemetría es OpenTelemetry. Exporta todo desde ajustes.'],
    de: ['Kann ich einfach wechseln?', 'Ja. Builds sind Standard-Container, Telemetrie ist OpenTelemetry. Alles lässt sich exportieren.'],
    fr: ['Puis-je partir facilement ?', 'Oui. Les builds sont des conteneurs standard et la télémétrie est OpenTelemetry. Exportez tout depuis les paramètres.'],
    ja: ['簡単に解約して移行できますか？', 'はい。ビルドは標準的なコンテナで、テレメトリは OpenTelemetry です。設定からすべてをエクスポートできます。'],
    zh: ['可以轻松迁出吗？', '可以。构建产物是标准容器，遥测数据采用 OpenTelemetry。可在设置中导出全部内容。'],
  }),
  faq(6, 'security', 'Are you SOC 2 compliant?', 'Our SOC 2 Type II report is available to Business customers under NDA.', {
    es: ['¿Cumplen SOC 2?', 'Nuestro informe SOC 2 Tipo II está disponible para clientes Business bajo NDA.'],
    de: ['Sind Sie SOC-2-konform?', 'Unser SOC-2-Typ-II-Bericht steht Business-Kunden unter NDA zur Verfügung.'],
    fr: ['Êtes-vous conformes SOC 2 ?', 'Notre rapport SOC 2 Type II est disponible pour les clients Business sous NDA.'],
    ja: ['SOC 2 に準拠していますか？', 'SOC 2 Type II レポートは、NDA を締結した Business プランのお客様にご提供しています。'],
    zh: ['你们符合 SOC 2 吗？', '我们的 SOC 2 Type II 报告可在签署保密协议后提供给 Business 客户。'],
  }),
  // The help widget's assistant answers these two in the demo (tests/e2e and the README name them).
  faq(7, 'account', 'How do I reset my password?', 'Choose “Forgot password?” on the sign-in page and enter your e-mail address. We send you a link to choose a new password; it works for one hour.', {
    es: ['¿Cómo restablezco mi contraseña?', 'Elija «¿Olvidó su contraseña?» en la página de inicio de sesión e introduzca su correo. Le enviamos un enlace para elegir una contraseña nueva, válido durante una hora.'],
    de: ['Wie setze ich mein Passwort zurück?', 'Wählen Sie auf der Anmeldeseite „Passwort vergessen?“ und geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link für ein neues Passwort, der eine Stunde gilt.'],
    fr: ['Comment réinitialiser mon mot de passe ?', 'Choisissez « Mot de passe oublié ? » sur la page de connexion et saisissez votre adresse e-mail. Nous vous envoyons un lien valable une heure pour en choisir un nouveau.'],
    ja: ['パスワードをリセットするにはどうすればいいですか？', 'サインインページで「パスワードをお忘れですか？」を選び、メールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。リンクの有効期限は1時間です。'],
    zh: ['如何重置密码？', '在登录页面选择“忘记密码？”并输入您的电子邮件地址。我们会发送一个设置新密码的链接，有效期为一小时。'],
  }),
  faq(8, 'billing', 'Can I get a refund?', 'Yes. Cancel within 30 days of a payment and we refund that payment in full.', {
    es: ['¿Puedo obtener un reembolso?', 'Sí. Si cancela en los 30 días siguientes a un pago, le reembolsamos ese pago íntegramente.'],
    de: ['Bekomme ich eine Rückerstattung?', 'Ja. Kündigen Sie innerhalb von 30 Tagen nach einer Zahlung, erstatten wir diese Zahlung vollständig.'],
    fr: ['Puis-je obtenir un remboursement ?', 'Oui. Si vous résiliez dans les 30 jours suivant un paiement, nous vous remboursons ce paiement intégralement.'],
    ja: ['返金してもらえますか？', 'はい。お支払いから30日以内に解約された場合、そのお支払いを全額返金します。'],
    zh: ['可以退款吗？', '可以。在付款后 30 天内取消，我们将全额退还该笔付款。'],
  }),
];

export const meetingTypes: MeetingTypeSeed[] = [
  {
    name: 'Product demo',
    nameTranslation: { es: 'Demostración', de: 'Produktdemo', fr: 'Démonstration' },
    description: 'A 30-minute tour of Deploy and Observe with a solutions engineer.',
    descriptionTranslation: {
      es: 'Un recorrido de 30 minutos por Deploy y Observe con un ingeniero.',
      de: 'Eine 30-minütige Tour durch Deploy und Observe mit einem Solutions Engineer.',
      fr: 'Une visite de 30 minutes de Deploy et Observe avec un ingénieur.',
    },
    durationMinutes: 30,
    availability: OFFICE_HOURS,
    price: 0,
    currency: 'USD',
    order: 0,
  },
  {
    name: 'Architecture review',
    nameTranslation: { es: 'Revisión de arquitectura', de: 'Architektur-Review', fr: 'Revue d’architecture' },
    description: 'An hour with a staff engineer to plan a migration or tune performance.',
    descriptionTranslation: {
      es: 'Una hora con un ingeniero sénior para planificar una migración o mejorar el rendimiento.',
      de: 'Eine Stunde mit einem Staff Engineer zur Migrationsplanung oder Performance-Optimierung.',
      fr: 'Une heure avec un ingénieur senior pour planifier une migration ou optimiser les performances.',
    },
    durationMinutes: 60,
    availability: OFFICE_HOURS,
    price: 25000,
    currency: 'USD',
    order: 1,
  },
];
