// The editing layer's labels: staff's editor fetches them once, in the page's language, with the
// section labels its live previews need (GET /api/editor/labels). Visitors never load them.
import type { AreaLabels } from './island-labels';
import type { SectionLabels } from './section-labels';
import type { HeroLabels } from './hero-labels';
import type { AccentColor } from '@/lib/accent';
import type { Locale } from './locales';

export const EDITOR_TEMPLATES = [
  'editSectionNamed', 'comingSoon', 'cmdEditThisSectionHint', 'cmdAddCardHint', 'pixels', 'deleteSectionBody', 'dragHandle',
  'removeDialogTitle', 'deleteMetricConfirm', 'pickedUp', 'movedTo', 'droppedAt', 'moveCancelled', 'metricsAvailable',
  'headingEditNamed', 'headingDeleteBody', 'headingTooLong', 'heroEditNamed', 'languageDefaultName', 'translationHint', 'heroTitleNeededInDefault',
  'historySelect', 'othersSaved', 'othersDeleted', 'cardConflictTitle', 'cardChangedByOthers', 'cardChangedBy',
  'siteMapRemoveRedirect', 'siteMapLeadsTo', 'pageDescriptionCount', 'layoutTotal', 'layoutCountHero', 'layoutCountTemplate', 'layoutCountHeading', 'layoutMove', 'layoutPickedUp', 'layoutMovedTo', 'layoutDroppedAt', 'layoutMoveCancelled', 'postBodyHeading', 'postCharactersLeft', 'postRecentEdit', 'siteMapEdit',
] as const;

export type EditorLabels = AreaLabels<'editor', (typeof EDITOR_TEMPLATES)[number]>;

export type EditorLabelSet = { editor: EditorLabels; sections: SectionLabels; hero: HeroLabels };

/**
 * What GET /api/editor/labels answers: the labels, the organisation's accent colour, as the
 * stored colour the sections draw with (`siteAccent`) and as a CSS colour for the editors' controls,
 * and the languages the site is offered in (`languages`, the default first), whose texts staff edit.
 */
export type EditorSetup = EditorLabelSet & { siteAccent: AccentColor; accent: string; languages: Locale[]; defaultLocale: Locale };

/** A label that is plain text (no values to fill in). */
export type PlainEditorKey = Exclude<keyof EditorLabels, (typeof EDITOR_TEMPLATES)[number]>;
