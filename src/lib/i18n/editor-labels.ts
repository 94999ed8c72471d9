// The editing layer's labels: staff's editor fetches them once, in the page's language, with the
// section labels its live previews need (GET /api/editor/labels). Visitors never load them.
import type { AreaLabels } from './island-labels';
import type { SectionLabels } from './section-labels';
import type { HeroLabels } from './hero-labels';
import type { AccentColor } from '@/lib/accent';
import type { Locale } from './locales';
import type { FooterLabels, HeaderLabels } from './chrome-labels';
import type { FooterStyleView, HeaderStyleView } from '@/schemas/organization-settings';

export const EDITOR_TEMPLATES = [
  'editSectionNamed', 'comingSoon', 'cmdEditThisSectionHint', 'cmdAddCardHint', 'pixels', 'deleteSectionBody', 'dragHandle',
  'removeDialogTitle', 'deleteMetricConfirm', 'pickedUp', 'movedTo', 'droppedAt', 'moveCancelled', 'metricsAvailable',
  'headingEditNamed', 'headingDeleteBody', 'headingTooLong', 'heroEditNamed', 'languageDefaultName', 'translationHint', 'heroTitleNeededInDefault',
  'historySelect', 'othersSaved', 'othersDeleted', 'cardConflictTitle', 'cardChangedByOthers', 'cardChangedBy',
  'siteMapRemoveRedirect', 'siteMapLeadsTo', 'pageDescriptionCount', 'layoutTotal', 'layoutCountHero', 'layoutCountTemplate', 'layoutCountHeading', 'layoutMove', 'layoutPickedUp', 'layoutMovedTo', 'layoutDroppedAt', 'layoutMoveCancelled', 'postBodyHeading', 'postCharactersLeft', 'postRecentEdit', 'siteMapEdit', 'translationMissing', 'translationStale', 'languageCompleteness', 'siteMapTranslationOf', 'siteMapOrderLeast',
  'gsAddRangeOn', 'gsBannerDismiss', 'gsConsentChoices', 'gsDeleteNamed', 'gsDismissalFallback', 'gsDismissalMeans', 'gsDroppedAt', 'gsEditNamed', 'gsFetchFailed', 'gsMinutes',
  'gsMove', 'gsMoveCancelled', 'gsMovedTo', 'gsOpenEdge', 'gsPickedUp', 'gsPlanFeatureNumber', 'gsRangeNamed', 'gsSectionFetchFailed', 'gsServicesCount',
  'guestWaitingNow', 'menuMove', 'menuHideNamed', 'menuShowNamed', 'menuDeleteNamed', 'menuHistoryNamed', 'menuLinkNamed', 'menuLinkAddress', 'menuItemCreated', 'submenuItemCreated', 'menuItemDeleted', 'submenuItemDeleted', 'menuFieldFailed', 'submenuFieldFailed', 'menuDeleteBody', 'menuConflictTitle', 'submenuListNamed', 'submenuNewNamed',
] as const;

export type EditorLabels = AreaLabels<'editor', (typeof EDITOR_TEMPLATES)[number]>;

export type EditorLabelSet = { editor: EditorLabels; sections: SectionLabels; hero: HeroLabels };

/**
 * What GET /api/editor/labels answers: the labels, the organisation's accent colour, as the
 * stored colour the sections draw with (`siteAccent`) and as a CSS colour for the editors' controls,
 * and the languages the site is offered in (`languages`, the default first), whose texts staff edit.
 */
export type EditorSetup = EditorLabelSet & {
  siteAccent: AccentColor;
  accent: string;
  languages: Locale[];
  defaultLocale: Locale;
  /** The organisation of the site, which the organisation and menu calls name. */
  organizationId: string;
  /** Whether this person may change the organisation's settings (the header and footer styles, Global Settings). */
  mayEditSettings: boolean;
  chrome: { header: HeaderLabels; footer: FooterLabels };
  /** The site as its header and footer show it, for their editors' previews (a person who may not read the settings sees these). */
  site: { name: string; logo: string | null; description: string; withLanguageSwitch: boolean; headerStyle: HeaderStyleView; footerStyle: FooterStyleView };
};

/** A label that is plain text (no values to fill in). */
export type PlainEditorKey = Exclude<keyof EditorLabels, (typeof EDITOR_TEMPLATES)[number]>;
