// Every command of the palette and the Create New menu (editing-layer spec §2, §4). A command is
// 'ready' when its editor exists; 'soon' ones say so when run; Products are shown but disabled.
import type { PlainEditorKey } from '@/lib/i18n/editor-labels';

export const CATEGORIES = ['content', 'navigation', 'pages', 'products', 'interactive', 'general'] as const;
export type Category = (typeof CATEGORIES)[number];

export type CommandId =
  | 'heading-section' | 'section' | 'hero-section' | 'header' | 'footer' | 'menu-item' | 'submenu' | 'empty-page' | 'blog-post'
  | 'product-page' | 'pricing-plan' | 'faq' | 'feature' | 'banner' | 'global-settings' | 'page-layout' | 'site-map';

type LabelKey = PlainEditorKey;

export type Command = {
  id: CommandId;
  label: LabelKey;
  description: LabelKey;
  category: Category;
  keywords: string[];
  /** The key pressed with Cmd/Ctrl+Shift while edit mode is on. */
  shortcut?: 'S' | 'H' | 'P';
  status: 'ready' | 'soon' | 'disabled';
};

export const CATEGORY_LABELS: Record<Category, LabelKey> = {
  content: 'groupContent',
  navigation: 'groupNavigation',
  pages: 'groupPages',
  products: 'groupProducts',
  interactive: 'groupInteractive',
  general: 'groupGeneral',
};

export const COMMANDS: readonly Command[] = [
  { id: 'heading-section', label: 'cmdHeadingSection', description: 'cmdHeadingSectionHint', category: 'content', keywords: ['headline', 'title'], shortcut: 'H', status: 'ready' },
  { id: 'section', label: 'cmdSection', description: 'cmdSectionHint', category: 'content', keywords: ['cards', 'metrics', 'template', 'block'], shortcut: 'S', status: 'ready' },
  { id: 'hero-section', label: 'cmdHeroSection', description: 'cmdHeroSectionHint', category: 'content', keywords: ['banner', 'top'], status: 'ready' },
  { id: 'header', label: 'cmdHeader', description: 'cmdHeaderHint', category: 'navigation', keywords: ['menu', 'navigation'], status: 'ready' },
  { id: 'footer', label: 'cmdFooter', description: 'cmdFooterHint', category: 'navigation', keywords: ['links', 'bottom'], status: 'ready' },
  { id: 'menu-item', label: 'cmdMenuItem', description: 'cmdMenuItemHint', category: 'navigation', keywords: ['link', 'navigation'], status: 'ready' },
  { id: 'submenu', label: 'cmdSubmenu', description: 'cmdSubmenuHint', category: 'navigation', keywords: ['dropdown', 'link'], status: 'ready' },
  { id: 'empty-page', label: 'cmdEmptyPage', description: 'cmdEmptyPageHint', category: 'pages', keywords: ['page', 'new', 'create'], status: 'ready' },
  { id: 'blog-post', label: 'cmdBlogPost', description: 'cmdBlogPostHint', category: 'pages', keywords: ['article', 'post', 'news'], shortcut: 'P', status: 'ready' },
  { id: 'product-page', label: 'cmdProductPage', description: 'cmdProductPageHint', category: 'products', keywords: ['product', 'shop'], status: 'disabled' },
  { id: 'pricing-plan', label: 'cmdPricingPlan', description: 'cmdPricingPlanHint', category: 'products', keywords: ['price', 'plan'], status: 'disabled' },
  { id: 'faq', label: 'cmdFaq', description: 'cmdFaqHint', category: 'interactive', keywords: ['question', 'answer'], status: 'ready' },
  { id: 'feature', label: 'cmdFeature', description: 'cmdFeatureHint', category: 'interactive', keywords: ['benefit'], status: 'ready' },
  { id: 'banner', label: 'cmdBanner', description: 'cmdBannerHint', category: 'interactive', keywords: ['announcement', 'promotion'], status: 'ready' },
  { id: 'global-settings', label: 'cmdGlobalSettings', description: 'cmdGlobalSettingsHint', category: 'general', keywords: ['settings', 'language', 'font'], status: 'ready' },
  { id: 'page-layout', label: 'cmdPageLayout', description: 'cmdPageLayoutHint', category: 'general', keywords: ['order', 'reorder', 'sections'], status: 'ready' },
  { id: 'site-map', label: 'cmdSiteMap', description: 'cmdSiteMapHint', category: 'general', keywords: ['pages', 'structure', 'links', 'menu'], status: 'ready' },
];

export function commandById(id: string): Command | undefined {
  return COMMANDS.find((command) => command.id === id);
}

/** The shortcut as the user's keyboard writes it: ⌘⇧S on a Mac, Ctrl+Shift+S elsewhere. */
export function shortcutText(key: string, mac: boolean): string {
  return mac ? `⌘⇧${key}` : `Ctrl+Shift+${key}`;
}

export const RECENT_LIMIT = 5;

/** The recent list after running `id`: most recent first, no repeats, at most five. */
export function pushRecent(recent: readonly string[], id: string): string[] {
  return [id, ...recent.filter((entry) => entry !== id)].slice(0, RECENT_LIMIT);
}
