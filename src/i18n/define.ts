// Declares one area's UI labels in all ten UI languages; the compiler insists every language has
// every key the English set has.
import type { UiLocale } from '@/lib/i18n/locales';

export type LabelSet<K extends string> = { en: Record<K, string> } & Record<Exclude<UiLocale, 'en'>, Record<K, string>>;

export function defineLabels<K extends string>(labels: LabelSet<K>): LabelSet<K> {
  return labels;
}
