// The account area's labels in one language, as pages hand them to their components and islands.
import type { accountLabels } from '@/i18n/account';

export type AccountLabels = (typeof accountLabels)['en'];
export type AccountLabelKey = keyof AccountLabels;

/** Just the labels an island needs, so a page does not ship the whole set to the browser. */
export function pick<K extends AccountLabelKey>(labels: AccountLabels, keys: readonly K[]): Pick<AccountLabels, K> {
  return Object.fromEntries(keys.map((key) => [key, labels[key]])) as Pick<AccountLabels, K>;
}

export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
