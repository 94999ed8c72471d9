// The label of each choice the section editor offers from a closed list: section types, text
// styles and image heights, each a key of the editor's labels.
import type { TextStyleVariant } from '@/lib/enums';
import type { PlainEditorKey } from '@/lib/i18n/editor-labels';
import type { ImageHeight } from '@/lib/tokens';

/** Section types are named in the section editor and in the page layout manager alike. */
export { TYPE_LABELS } from '../shared/section-type-labels';

export const STYLE_LABELS: Record<TextStyleVariant, PlainEditorKey> = {
  default: 'styleDefault',
  apple: 'styleApple',
  codedharmony: 'styleCodedharmony',
  magazine: 'styleMagazine',
  startup: 'styleStartup',
  elegant: 'styleElegant',
  brutalist: 'styleBrutalist',
  modern: 'styleModern',
  playful: 'stylePlayful',
};

export const HEIGHT_LABELS: Record<ImageHeight, PlainEditorKey> = {
  'h-32': 'heightSmall',
  'h-40': 'heightMedium',
  'h-48': 'heightDefault',
  'h-56': 'heightLarge',
  'h-64': 'heightXLarge',
  'h-72': 'heightXXLarge',
  'h-80': 'heightHuge',
  'h-96': 'heightMaximum',
};
