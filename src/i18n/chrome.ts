// UI labels of the site chrome (header, footer, breadcrumbs, language switch and suggestion), in the
// ten UI languages. Placeholders look like {name}. Plural forms follow Intl.PluralRules categories
// (one, few, many, other); languages without a category repeat the 'other' form.
import type { OrganizationType } from '@/lib/enums';
import { defineLabels } from './define';

type TypeKey = `products_${OrganizationType}` | `blog_${OrganizationType}`;

/** Each organisation type's words for the 'products' and 'blog' breadcrumbs (public spec §1). */
function typeLabels(words: Record<OrganizationType, [products: string, blog: string]>): Record<TypeKey, string> {
  const out: Partial<Record<TypeKey, string>> = {};
  for (const [type, [products, blog]] of Object.entries(words) as [OrganizationType, [string, string]][]) {
    out[`products_${type}`] = products;
    out[`blog_${type}`] = blog;
  }
  return out as Record<TypeKey, string>;
}

const en = {
  // Breadcrumb words for the product's own routes (an organisation's pages take their slug).
  'route_login': 'Sign in', 'route_register': 'Create account', 'route_signup': 'Sign up', 'route_reset-password': 'Reset password', 'route_account': 'Account', 'route_profile': 'Profile', 'route_tickets': 'Tickets', 'route_edupro': 'My plans', 'route_admin': 'Admin', 'route_outbox': 'Outbox', 'route_basket': 'Basket', 'route_help-center': 'Help center', 'route_privacy-policy': 'Privacy policy', 'route_cookie-policy': 'Cookie policy', route_detail: 'Details',
  openMenu: 'Open menu', closeMenu: 'Close menu', overview: 'Overview',
  options_one: '{n} option', options_few: '{n} options', options_many: '{n} options', options_other: '{n} options',
  basket: 'Basket',
  basketCount_one: 'Basket, {n} item', basketCount_few: 'Basket, {n} items', basketCount_many: 'Basket, {n} items', basketCount_other: 'Basket, {n} items',
  signIn: 'Sign in', register: 'Create account', account: 'Account', accountMenu: 'Account menu', contact: 'Contact', logout: 'Log out',
  dashboard: 'Dashboard', tickets: 'Tickets', meetings: 'Meetings', aiAgents: 'AI Agents', signedInAs: 'Signed in as {name}', adminHeading: 'Administration',
  changeLanguage: 'Change language', defaultLanguage: 'default',
  suggestTitle: 'View this site in {language}?',
  suggestBody: 'This site is also available in {language}, the language your browser prefers.',
  suggestSwitch: 'Switch to {language}', suggestKeep: 'Keep {language}',
  breadcrumbs: 'Breadcrumb', quickLinks: 'Quick links', yourAccount: 'Your account',
  headerStyle_default: 'Default', headerStyle_transparent: 'Transparent', headerStyle_fixed: 'Fixed', headerStyle_mini: 'Mini', headerStyle_ring_card_mini: 'Ring Card',
  ...typeLabels({
    immigration: ['Services', 'Immigration news'], solicitor: ['Practice areas', 'Legal insights'], finance: ['Services', 'Financial insights'],
    education: ['Courses', 'Learning resources'], job: ['Jobs', 'Career advice'], beauty: ['Treatments', 'Beauty tips'],
    doctor: ['Treatments', 'Health advice'], services: ['Services', 'News'], realestate: ['Properties', 'Market news'],
    construction: ['Projects', 'Building insights'], software: ['Products', 'Blog'], marketing: ['Services', 'Marketing insights'],
    consulting: ['Services', 'Insights'], automotive: ['Vehicles', 'Auto news'], hospitality: ['Offers', 'Travel tips'],
    retail: ['Shop', 'Journal'], healthcare: ['Services', 'Health news'], transportation: ['Services', 'Logistics news'],
    technology: ['Solutions', 'Tech blog'], platform: ['Features', 'Updates'], general: ['Products', 'Blog'],
  }),
};

type Labels = typeof en;

const es: Labels = {
  // Breadcrumb words for the product's own routes (an organisation's pages take their slug).
  'route_login': 'Iniciar sesión', 'route_register': 'Crear cuenta', 'route_signup': 'Registrarse', 'route_reset-password': 'Restablecer contraseña', 'route_account': 'Cuenta', 'route_profile': 'Perfil', 'route_tickets': 'Solicitudes', 'route_edupro': 'Mis planes', 'route_admin': 'Administración', 'route_outbox': 'Bandeja de salida', 'route_basket': 'Cesta', 'route_help-center': 'Centro de ayuda', 'route_privacy-policy': 'Política de privacidad', 'route_cookie-policy': 'Política de cookies', route_detail: 'Detalles',
  openMenu: 'Abrir menú', closeMenu: 'Cerrar menú', overview: 'Vista general',
  options_one: '{n} opción', options_few: '{n} opciones', options_many: '{n} opciones', options_other: '{n} opciones',
  basket: 'Cesta',
  basketCount_one: 'Cesta, {n} artículo', basketCount_few: 'Cesta, {n} artículos', basketCount_many: 'Cesta, {n} artículos', basketCount_other: 'Cesta, {n} artículos',
  signIn: 'Iniciar sesión', register: 'Crear cuenta', account: 'Cuenta', accountMenu: 'Menú de la cuenta', contact: 'Contacto', logout: 'Cerrar sesión',
  dashboard: 'Panel', tickets: 'Solicitudes', meetings: 'Reuniones', aiAgents: 'Agentes de IA', signedInAs: 'Sesión iniciada como {name}', adminHeading: 'Administración',
  changeLanguage: 'Cambiar idioma', defaultLanguage: 'predeterminado',
  suggestTitle: '¿Ver este sitio en {language}?',
  suggestBody: 'Este sitio también está disponible en {language}, el idioma que prefiere su navegador.',
  suggestSwitch: 'Cambiar a {language}', suggestKeep: 'Seguir en {language}',
  breadcrumbs: 'Ruta de navegación', quickLinks: 'Enlaces rápidos', yourAccount: 'Su cuenta',
  headerStyle_default: 'Predeterminado', headerStyle_transparent: 'Transparente', headerStyle_fixed: 'Fijo', headerStyle_mini: 'Mini', headerStyle_ring_card_mini: 'Ring Card',
  ...typeLabels({
    immigration: ['Servicios', 'Noticias migratorias'], solicitor: ['Áreas de práctica', 'Análisis jurídico'], finance: ['Servicios', 'Análisis financiero'],
    education: ['Cursos', 'Recursos educativos'], job: ['Empleos', 'Consejos de carrera'], beauty: ['Tratamientos', 'Consejos de belleza'],
    doctor: ['Tratamientos', 'Consejos de salud'], services: ['Servicios', 'Noticias'], realestate: ['Inmuebles', 'Mercado inmobiliario'],
    construction: ['Proyectos', 'Construcción al día'], software: ['Productos', 'Blog'], marketing: ['Servicios', 'Ideas de marketing'],
    consulting: ['Servicios', 'Perspectivas'], automotive: ['Vehículos', 'Noticias del motor'], hospitality: ['Ofertas', 'Consejos de viaje'],
    retail: ['Tienda', 'Revista'], healthcare: ['Servicios', 'Noticias de salud'], transportation: ['Servicios', 'Noticias logísticas'],
    technology: ['Soluciones', 'Blog tecnológico'], platform: ['Funciones', 'Novedades'], general: ['Productos', 'Blog'],
  }),
};

const fr: Labels = {
  // Breadcrumb words for the product's own routes (an organisation's pages take their slug).
  'route_login': 'Connexion', 'route_register': 'Créer un compte', 'route_signup': 'Inscription', 'route_reset-password': 'Réinitialiser le mot de passe', 'route_account': 'Compte', 'route_profile': 'Profil', 'route_tickets': 'Demandes', 'route_edupro': 'Mes formules', 'route_admin': 'Administration', 'route_outbox': 'Boîte d’envoi', 'route_basket': 'Panier', 'route_help-center': 'Centre d’aide', 'route_privacy-policy': 'Politique de confidentialité', 'route_cookie-policy': 'Politique relative aux cookies', route_detail: 'Détails',
  openMenu: 'Ouvrir le menu', closeMenu: 'Fermer le menu', overview: 'Vue d’ensemble',
  options_one: '{n} option', options_few: '{n} options', options_many: '{n} options', options_other: '{n} options',
  basket: 'Panier',
  basketCount_one: 'Panier, {n} article', basketCount_few: 'Panier, {n} articles', basketCount_many: 'Panier, {n} articles', basketCount_other: 'Panier, {n} articles',
  signIn: 'Se connecter', register: 'Créer un compte', account: 'Compte', accountMenu: 'Menu du compte', contact: 'Contact', logout: 'Se déconnecter',
  dashboard: 'Tableau de bord', tickets: 'Tickets', meetings: 'Réunions', aiAgents: 'Agents IA', signedInAs: 'Connecté en tant que {name}', adminHeading: 'Administration',
  changeLanguage: 'Changer de langue', defaultLanguage: 'par défaut',
  suggestTitle: 'Afficher ce site en {language} ?',
  suggestBody: 'Ce site existe aussi en {language}, la langue que préfère votre navigateur.',
  suggestSwitch: 'Passer en {language}', suggestKeep: 'Rester en {language}',
  breadcrumbs: 'Fil d’Ariane', quickLinks: 'Liens rapides', yourAccount: 'Votre compte',
  headerStyle_default: 'Par défaut', headerStyle_transparent: 'Transparent', headerStyle_fixed: 'Fixe', headerStyle_mini: 'Mini', headerStyle_ring_card_mini: 'Ring Card',
  ...typeLabels({
    immigration: ['Services', 'Actualité migratoire'], solicitor: ['Domaines d’expertise', 'Analyses juridiques'], finance: ['Services', 'Analyses financières'],
    education: ['Formations', 'Ressources'], job: ['Offres d’emploi', 'Conseils carrière'], beauty: ['Soins', 'Conseils beauté'],
    doctor: ['Soins', 'Conseils santé'], services: ['Services', 'Actualités'], realestate: ['Biens', 'Marché immobilier'],
    construction: ['Réalisations', 'Actualité chantier'], software: ['Produits', 'Blog'], marketing: ['Services', 'Idées marketing'],
    consulting: ['Services', 'Analyses'], automotive: ['Véhicules', 'Actualité auto'], hospitality: ['Offres', 'Idées de voyage'],
    retail: ['Boutique', 'Journal'], healthcare: ['Services', 'Actualité santé'], transportation: ['Services', 'Actualité logistique'],
    technology: ['Solutions', 'Blog tech'], platform: ['Fonctionnalités', 'Nouveautés'], general: ['Produits', 'Blog'],
  }),
};

const de: Labels = {
  // Breadcrumb words for the product's own routes (an organisation's pages take their slug).
  'route_login': 'Anmelden', 'route_register': 'Konto erstellen', 'route_signup': 'Registrieren', 'route_reset-password': 'Passwort zurücksetzen', 'route_account': 'Konto', 'route_profile': 'Profil', 'route_tickets': 'Anfragen', 'route_edupro': 'Meine Tarife', 'route_admin': 'Verwaltung', 'route_outbox': 'Postausgang', 'route_basket': 'Warenkorb', 'route_help-center': 'Hilfe-Center', 'route_privacy-policy': 'Datenschutzerklärung', 'route_cookie-policy': 'Cookie-Richtlinie', route_detail: 'Details',
  openMenu: 'Menü öffnen', closeMenu: 'Menü schließen', overview: 'Übersicht',
  options_one: '{n} Option', options_few: '{n} Optionen', options_many: '{n} Optionen', options_other: '{n} Optionen',
  basket: 'Warenkorb',
  basketCount_one: 'Warenkorb, {n} Artikel', basketCount_few: 'Warenkorb, {n} Artikel', basketCount_many: 'Warenkorb, {n} Artikel', basketCount_other: 'Warenkorb, {n} Artikel',
  signIn: 'Anmelden', register: 'Konto erstellen', account: 'Konto', accountMenu: 'Kontomenü', contact: 'Kontakt', logout: 'Abmelden',
  dashboard: 'Dashboard', tickets: 'Tickets', meetings: 'Meetings', aiAgents: 'KI-Agenten', signedInAs: 'Angemeldet als {name}', adminHeading: 'Verwaltung',
  changeLanguage: 'Sprache wechseln', defaultLanguage: 'Standard',
  suggestTitle: 'Diese Website auf {language} ansehen?',
  suggestBody: 'Diese Website gibt es auch auf {language}, der bevorzugten Sprache Ihres Browsers.',
  suggestSwitch: 'Zu {language} wechseln', suggestKeep: 'Bei {language} bleiben',
  breadcrumbs: 'Brotkrümelnavigation', quickLinks: 'Schnellzugriff', yourAccount: 'Ihr Konto',
  headerStyle_default: 'Standard', headerStyle_transparent: 'Transparent', headerStyle_fixed: 'Fixiert', headerStyle_mini: 'Mini', headerStyle_ring_card_mini: 'Ring Card',
  ...typeLabels({
    immigration: ['Leistungen', 'Migration aktuell'], solicitor: ['Rechtsgebiete', 'Rechtstipps'], finance: ['Leistungen', 'Finanzwissen'],
    education: ['Kurse', 'Lernmaterial'], job: ['Stellen', 'Karrieretipps'], beauty: ['Behandlungen', 'Beauty-Tipps'],
    doctor: ['Behandlungen', 'Gesundheitstipps'], services: ['Leistungen', 'Neuigkeiten'], realestate: ['Immobilien', 'Marktberichte'],
    construction: ['Projekte', 'Bau aktuell'], software: ['Produkte', 'Blog'], marketing: ['Leistungen', 'Marketingwissen'],
    consulting: ['Leistungen', 'Einblicke'], automotive: ['Fahrzeuge', 'Auto-News'], hospitality: ['Angebote', 'Reisetipps'],
    retail: ['Shop', 'Magazin'], healthcare: ['Leistungen', 'Gesundheitsnews'], transportation: ['Leistungen', 'Logistik aktuell'],
    technology: ['Lösungen', 'Tech-Blog'], platform: ['Funktionen', 'Neuigkeiten'], general: ['Produkte', 'Blog'],
  }),
};

const ru: Labels = {
  // Breadcrumb words for the product's own routes (an organisation's pages take their slug).
  'route_login': 'Вход', 'route_register': 'Создать аккаунт', 'route_signup': 'Регистрация', 'route_reset-password': 'Сброс пароля', 'route_account': 'Аккаунт', 'route_profile': 'Профиль', 'route_tickets': 'Обращения', 'route_edupro': 'Мои тарифы', 'route_admin': 'Администрирование', 'route_outbox': 'Исходящие', 'route_basket': 'Корзина', 'route_help-center': 'Справочный центр', 'route_privacy-policy': 'Политика конфиденциальности', 'route_cookie-policy': 'Политика cookie', route_detail: 'Подробности',
  openMenu: 'Открыть меню', closeMenu: 'Закрыть меню', overview: 'Обзор',
  options_one: '{n} вариант', options_few: '{n} варианта', options_many: '{n} вариантов', options_other: '{n} варианта',
  basket: 'Корзина',
  basketCount_one: 'Корзина: {n} товар', basketCount_few: 'Корзина: {n} товара', basketCount_many: 'Корзина: {n} товаров', basketCount_other: 'Корзина: {n} товара',
  signIn: 'Войти', register: 'Создать аккаунт', account: 'Аккаунт', accountMenu: 'Меню аккаунта', contact: 'Связаться с нами', logout: 'Выйти',
  dashboard: 'Панель управления', tickets: 'Обращения', meetings: 'Встречи', aiAgents: 'ИИ-агенты', signedInAs: 'Вы вошли как {name}', adminHeading: 'Администрирование',
  changeLanguage: 'Сменить язык', defaultLanguage: 'по умолчанию',
  suggestTitle: 'Открыть сайт на языке {language}?',
  suggestBody: 'Этот сайт доступен и на языке {language}, который предпочитает ваш браузер.',
  suggestSwitch: 'Перейти: {language}', suggestKeep: 'Оставить: {language}',
  breadcrumbs: 'Навигационная цепочка', quickLinks: 'Быстрые ссылки', yourAccount: 'Ваш аккаунт',
  headerStyle_default: 'По умолчанию', headerStyle_transparent: 'Прозрачный', headerStyle_fixed: 'Закреплённый', headerStyle_mini: 'Мини', headerStyle_ring_card_mini: 'Ring Card',
  ...typeLabels({
    immigration: ['Услуги', 'Новости миграции'], solicitor: ['Области права', 'Юридические заметки'], finance: ['Услуги', 'Финансовая аналитика'],
    education: ['Курсы', 'Материалы'], job: ['Вакансии', 'Советы по карьере'], beauty: ['Процедуры', 'Бьюти-советы'],
    doctor: ['Лечение', 'Советы о здоровье'], services: ['Услуги', 'Новости'], realestate: ['Объекты', 'Новости рынка'],
    construction: ['Проекты', 'Новости стройки'], software: ['Продукты', 'Блог'], marketing: ['Услуги', 'Идеи маркетинга'],
    consulting: ['Услуги', 'Аналитика'], automotive: ['Автомобили', 'Автоновости'], hospitality: ['Предложения', 'Идеи для поездок'],
    retail: ['Магазин', 'Журнал'], healthcare: ['Услуги', 'Новости здоровья'], transportation: ['Услуги', 'Новости логистики'],
    technology: ['Решения', 'Техноблог'], platform: ['Возможности', 'Обновления'], general: ['Продукты', 'Блог'],
  }),
};

const it: Labels = {
  // Breadcrumb words for the product's own routes (an organisation's pages take their slug).
  'route_login': 'Accedi', 'route_register': 'Crea un account', 'route_signup': 'Registrati', 'route_reset-password': 'Reimposta la password', 'route_account': 'Account', 'route_profile': 'Profilo', 'route_tickets': 'Richieste', 'route_edupro': 'I miei piani', 'route_admin': 'Amministrazione', 'route_outbox': 'Posta in uscita', 'route_basket': 'Carrello', 'route_help-center': 'Centro assistenza', 'route_privacy-policy': 'Informativa sulla privacy', 'route_cookie-policy': 'Informativa sui cookie', route_detail: 'Dettagli',
  openMenu: 'Apri il menu', closeMenu: 'Chiudi il menu', overview: 'Panoramica',
  options_one: '{n} opzione', options_few: '{n} opzioni', options_many: '{n} opzioni', options_other: '{n} opzioni',
  basket: 'Carrello',
  basketCount_one: 'Carrello, {n} articolo', basketCount_few: 'Carrello, {n} articoli', basketCount_many: 'Carrello, {n} articoli', basketCount_other: 'Carrello, {n} articoli',
  signIn: 'Accedi', register: 'Crea un account', account: 'Account', accountMenu: 'Menu dell’account', contact: 'Contatti', logout: 'Esci',
  dashboard: 'Dashboard', tickets: 'Ticket', meetings: 'Riunioni', aiAgents: 'Agenti IA', signedInAs: 'Accesso effettuato come {name}', adminHeading: 'Amministrazione',
  changeLanguage: 'Cambia lingua', defaultLanguage: 'predefinita',
  suggestTitle: 'Vedere questo sito in {language}?',
  suggestBody: 'Questo sito è disponibile anche in {language}, la lingua preferita dal tuo browser.',
  suggestSwitch: 'Passa a {language}', suggestKeep: 'Resta in {language}',
  breadcrumbs: 'Percorso di navigazione', quickLinks: 'Link rapidi', yourAccount: 'Il tuo account',
  headerStyle_default: 'Predefinito', headerStyle_transparent: 'Trasparente', headerStyle_fixed: 'Fisso', headerStyle_mini: 'Mini', headerStyle_ring_card_mini: 'Ring Card',
  ...typeLabels({
    immigration: ['Servizi', 'Notizie migratorie'], solicitor: ['Aree di attività', 'Approfondimenti'], finance: ['Servizi', 'Analisi finanziarie'],
    education: ['Corsi', 'Risorse didattiche'], job: ['Offerte di lavoro', 'Consigli di carriera'], beauty: ['Trattamenti', 'Consigli di bellezza'],
    doctor: ['Trattamenti', 'Consigli di salute'], services: ['Servizi', 'Notizie'], realestate: ['Immobili', 'Mercato immobiliare'],
    construction: ['Progetti', 'Notizie dal cantiere'], software: ['Prodotti', 'Blog'], marketing: ['Servizi', 'Idee di marketing'],
    consulting: ['Servizi', 'Approfondimenti'], automotive: ['Veicoli', 'Notizie auto'], hospitality: ['Offerte', 'Consigli di viaggio'],
    retail: ['Negozio', 'Magazine'], healthcare: ['Servizi', 'Notizie di salute'], transportation: ['Servizi', 'Notizie logistica'],
    technology: ['Soluzioni', 'Blog tecnologico'], platform: ['Funzionalità', 'Novità'], general: ['Prodotti', 'Blog'],
  }),
};

const pt: Labels = {
  // Breadcrumb words for the product's own routes (an organisation's pages take their slug).
  'route_login': 'Iniciar sessão', 'route_register': 'Criar conta', 'route_signup': 'Registar', 'route_reset-password': 'Repor palavra-passe', 'route_account': 'Conta', 'route_profile': 'Perfil', 'route_tickets': 'Pedidos', 'route_edupro': 'Os meus planos', 'route_admin': 'Administração', 'route_outbox': 'Caixa de saída', 'route_basket': 'Cesto', 'route_help-center': 'Centro de ajuda', 'route_privacy-policy': 'Política de privacidade', 'route_cookie-policy': 'Política de cookies', route_detail: 'Detalhes',
  openMenu: 'Abrir menu', closeMenu: 'Fechar menu', overview: 'Visão geral',
  options_one: '{n} opção', options_few: '{n} opções', options_many: '{n} opções', options_other: '{n} opções',
  basket: 'Carrinho',
  basketCount_one: 'Carrinho, {n} item', basketCount_few: 'Carrinho, {n} itens', basketCount_many: 'Carrinho, {n} itens', basketCount_other: 'Carrinho, {n} itens',
  signIn: 'Entrar', register: 'Criar conta', account: 'Conta', accountMenu: 'Menu da conta', contact: 'Contato', logout: 'Sair',
  dashboard: 'Painel', tickets: 'Chamados', meetings: 'Reuniões', aiAgents: 'Agentes de IA', signedInAs: 'Sessão iniciada como {name}', adminHeading: 'Administração',
  changeLanguage: 'Mudar idioma', defaultLanguage: 'padrão',
  suggestTitle: 'Ver este site em {language}?',
  suggestBody: 'Este site também está disponível em {language}, o idioma preferido do seu navegador.',
  suggestSwitch: 'Mudar para {language}', suggestKeep: 'Manter {language}',
  breadcrumbs: 'Trilha de navegação', quickLinks: 'Links rápidos', yourAccount: 'Sua conta',
  headerStyle_default: 'Padrão', headerStyle_transparent: 'Transparente', headerStyle_fixed: 'Fixo', headerStyle_mini: 'Mini', headerStyle_ring_card_mini: 'Ring Card',
  ...typeLabels({
    immigration: ['Serviços', 'Imigração em foco'], solicitor: ['Áreas de atuação', 'Análises jurídicas'], finance: ['Serviços', 'Análises financeiras'],
    education: ['Cursos', 'Recursos educativos'], job: ['Vagas', 'Dicas de carreira'], beauty: ['Tratamentos', 'Dicas de beleza'],
    doctor: ['Tratamentos', 'Dicas de saúde'], services: ['Serviços', 'Notícias'], realestate: ['Imóveis', 'Mercado imobiliário'],
    construction: ['Projetos', 'Notícias da obra'], software: ['Produtos', 'Blog'], marketing: ['Serviços', 'Ideias de marketing'],
    consulting: ['Serviços', 'Análises'], automotive: ['Veículos', 'Notícias auto'], hospitality: ['Ofertas', 'Dicas de viagem'],
    retail: ['Loja', 'Revista'], healthcare: ['Serviços', 'Notícias de saúde'], transportation: ['Serviços', 'Logística em foco'],
    technology: ['Soluções', 'Blog de tecnologia'], platform: ['Funcionalidades', 'Novidades'], general: ['Produtos', 'Blog'],
  }),
};

const zh: Labels = {
  // Breadcrumb words for the product's own routes (an organisation's pages take their slug).
  'route_login': '登录', 'route_register': '创建账户', 'route_signup': '注册', 'route_reset-password': '重置密码', 'route_account': '账户', 'route_profile': '个人资料', 'route_tickets': '工单', 'route_edupro': '我的套餐', 'route_admin': '管理', 'route_outbox': '发件箱', 'route_basket': '购物篮', 'route_help-center': '帮助中心', 'route_privacy-policy': '隐私政策', 'route_cookie-policy': 'Cookie 政策', route_detail: '详情',
  openMenu: '打开菜单', closeMenu: '关闭菜单', overview: '概览',
  options_one: '{n} 个选项', options_few: '{n} 个选项', options_many: '{n} 个选项', options_other: '{n} 个选项',
  basket: '购物车',
  basketCount_one: '购物车，{n} 件商品', basketCount_few: '购物车，{n} 件商品', basketCount_many: '购物车，{n} 件商品', basketCount_other: '购物车，{n} 件商品',
  signIn: '登录', register: '创建账户', account: '账户', accountMenu: '账户菜单', contact: '联系我们', logout: '退出登录',
  dashboard: '控制台', tickets: '工单', meetings: '会议', aiAgents: 'AI 智能体', signedInAs: '已登录：{name}', adminHeading: '管理',
  changeLanguage: '切换语言', defaultLanguage: '默认',
  suggestTitle: '以{language}浏览本网站？',
  suggestBody: '本网站也提供{language}版本，这是您的浏览器首选的语言。',
  suggestSwitch: '切换到{language}', suggestKeep: '保留{language}',
  breadcrumbs: '面包屑导航', quickLinks: '快速链接', yourAccount: '您的账户',
  headerStyle_default: '默认', headerStyle_transparent: '透明', headerStyle_fixed: '固定', headerStyle_mini: '迷你', headerStyle_ring_card_mini: 'Ring Card',
  ...typeLabels({
    immigration: ['服务', '移民资讯'], solicitor: ['业务领域', '法律观察'], finance: ['服务', '财经洞察'],
    education: ['课程', '学习资源'], job: ['职位', '职业建议'], beauty: ['护理项目', '美容贴士'],
    doctor: ['诊疗项目', '健康建议'], services: ['服务', '新闻'], realestate: ['房源', '市场动态'],
    construction: ['项目', '建筑资讯'], software: ['产品', '博客'], marketing: ['服务', '营销洞察'],
    consulting: ['服务', '洞察'], automotive: ['车辆', '汽车资讯'], hospitality: ['优惠', '旅行贴士'],
    retail: ['商店', '专栏'], healthcare: ['服务', '健康资讯'], transportation: ['服务', '物流资讯'],
    technology: ['解决方案', '技术博客'], platform: ['功能', '更新'], general: ['产品', '博客'],
  }),
};

const ja: Labels = {
  // Breadcrumb words for the product's own routes (an organisation's pages take their slug).
  'route_login': 'ログイン', 'route_register': 'アカウント作成', 'route_signup': '新規登録', 'route_reset-password': 'パスワードの再設定', 'route_account': 'アカウント', 'route_profile': 'プロフィール', 'route_tickets': 'チケット', 'route_edupro': 'マイプラン', 'route_admin': '管理', 'route_outbox': '送信トレイ', 'route_basket': 'カート', 'route_help-center': 'ヘルプセンター', 'route_privacy-policy': 'プライバシーポリシー', 'route_cookie-policy': 'Cookie ポリシー', route_detail: '詳細',
  openMenu: 'メニューを開く', closeMenu: 'メニューを閉じる', overview: '概要',
  options_one: '{n}件のオプション', options_few: '{n}件のオプション', options_many: '{n}件のオプション', options_other: '{n}件のオプション',
  basket: 'カート',
  basketCount_one: 'カート（{n}点）', basketCount_few: 'カート（{n}点）', basketCount_many: 'カート（{n}点）', basketCount_other: 'カート（{n}点）',
  signIn: 'ログイン', register: 'アカウント作成', account: 'アカウント', accountMenu: 'アカウントメニュー', contact: 'お問い合わせ', logout: 'ログアウト',
  dashboard: 'ダッシュボード', tickets: 'チケット', meetings: 'ミーティング', aiAgents: 'AIエージェント', signedInAs: '{name}としてログイン中', adminHeading: '管理',
  changeLanguage: '言語を切り替える', defaultLanguage: 'デフォルト',
  suggestTitle: 'このサイトを{language}で表示しますか？',
  suggestBody: 'このサイトは、ブラウザーの優先言語である{language}でもご覧いただけます。',
  suggestSwitch: '{language}に切り替える', suggestKeep: '{language}のままにする',
  breadcrumbs: 'パンくずリスト', quickLinks: 'クイックリンク', yourAccount: 'アカウント',
  headerStyle_default: 'デフォルト', headerStyle_transparent: '透明', headerStyle_fixed: '固定', headerStyle_mini: 'ミニ', headerStyle_ring_card_mini: 'Ring Card',
  ...typeLabels({
    immigration: ['サービス', '移民ニュース'], solicitor: ['取扱分野', '法律コラム'], finance: ['サービス', '金融コラム'],
    education: ['コース', '学習リソース'], job: ['求人', 'キャリアのヒント'], beauty: ['施術メニュー', '美容のヒント'],
    doctor: ['診療内容', '健康アドバイス'], services: ['サービス', 'ニュース'], realestate: ['物件', '市場ニュース'],
    construction: ['施工事例', '建築ニュース'], software: ['製品', 'ブログ'], marketing: ['サービス', 'マーケティングコラム'],
    consulting: ['サービス', 'インサイト'], automotive: ['車両', '自動車ニュース'], hospitality: ['プラン', '旅のヒント'],
    retail: ['ショップ', 'ジャーナル'], healthcare: ['サービス', '健康ニュース'], transportation: ['サービス', '物流ニュース'],
    technology: ['ソリューション', 'テックブログ'], platform: ['機能', 'アップデート'], general: ['製品', 'ブログ'],
  }),
};

const pl: Labels = {
  // Breadcrumb words for the product's own routes (an organisation's pages take their slug).
  'route_login': 'Logowanie', 'route_register': 'Utwórz konto', 'route_signup': 'Rejestracja', 'route_reset-password': 'Resetowanie hasła', 'route_account': 'Konto', 'route_profile': 'Profil', 'route_tickets': 'Zgłoszenia', 'route_edupro': 'Moje plany', 'route_admin': 'Administracja', 'route_outbox': 'Skrzynka nadawcza', 'route_basket': 'Koszyk', 'route_help-center': 'Centrum pomocy', 'route_privacy-policy': 'Polityka prywatności', 'route_cookie-policy': 'Polityka plików cookie', route_detail: 'Szczegóły',
  openMenu: 'Otwórz menu', closeMenu: 'Zamknij menu', overview: 'Przegląd',
  options_one: '{n} opcja', options_few: '{n} opcje', options_many: '{n} opcji', options_other: '{n} opcji',
  basket: 'Koszyk',
  basketCount_one: 'Koszyk, {n} produkt', basketCount_few: 'Koszyk, {n} produkty', basketCount_many: 'Koszyk, {n} produktów', basketCount_other: 'Koszyk, {n} produktu',
  signIn: 'Zaloguj się', register: 'Załóż konto', account: 'Konto', accountMenu: 'Menu konta', contact: 'Kontakt', logout: 'Wyloguj się',
  dashboard: 'Panel', tickets: 'Zgłoszenia', meetings: 'Spotkania', aiAgents: 'Agenci AI', signedInAs: 'Zalogowano jako {name}', adminHeading: 'Administracja',
  changeLanguage: 'Zmień język', defaultLanguage: 'domyślny',
  suggestTitle: 'Wyświetlić stronę w języku {language}?',
  suggestBody: 'Ta strona jest dostępna także w języku {language}, który preferuje Twoja przeglądarka.',
  suggestSwitch: 'Przełącz na {language}', suggestKeep: 'Pozostaw: {language}',
  breadcrumbs: 'Ścieżka nawigacji', quickLinks: 'Szybkie linki', yourAccount: 'Twoje konto',
  headerStyle_default: 'Domyślny', headerStyle_transparent: 'Przezroczysty', headerStyle_fixed: 'Stały', headerStyle_mini: 'Mini', headerStyle_ring_card_mini: 'Ring Card',
  ...typeLabels({
    immigration: ['Usługi', 'Migracja na bieżąco'], solicitor: ['Specjalizacje', 'Porady prawne'], finance: ['Usługi', 'Wiedza finansowa'],
    education: ['Kursy', 'Materiały'], job: ['Oferty pracy', 'Porady zawodowe'], beauty: ['Zabiegi', 'Porady urodowe'],
    doctor: ['Leczenie', 'Porady zdrowotne'], services: ['Usługi', 'Aktualności'], realestate: ['Nieruchomości', 'Wieści z rynku'],
    construction: ['Realizacje', 'Wieści z budowy'], software: ['Produkty', 'Blog'], marketing: ['Usługi', 'Wiedza marketingowa'],
    consulting: ['Usługi', 'Analizy'], automotive: ['Pojazdy', 'Wieści motoryzacyjne'], hospitality: ['Oferty', 'Porady podróżne'],
    retail: ['Sklep', 'Magazyn'], healthcare: ['Usługi', 'Wieści o zdrowiu'], transportation: ['Usługi', 'Wieści logistyczne'],
    technology: ['Rozwiązania', 'Blog technologiczny'], platform: ['Funkcje', 'Nowości'], general: ['Produkty', 'Blog'],
  }),
};

export const chromeLabels = defineLabels({ en, es, fr, de, ru, it, pt, zh, ja, pl });
export type ChromeLabels = Labels;
