// The account area's labels in one language, as pages hand them to their components and islands.
import type { AreaKey, AreaLabels } from '@/lib/i18n/island-labels';

export type AccountLabels = AreaLabels<'account'>;
export type AccountLabelKey = AreaKey<'account'>;

/** Just the labels an island needs, so a page does not ship the whole set to the browser. */
export function pick<K extends AccountLabelKey>(labels: AccountLabels, keys: readonly K[]): Pick<AccountLabels, K> {
  return Object.fromEntries(keys.map((key) => [key, labels[key]])) as Pick<AccountLabels, K>;
}
