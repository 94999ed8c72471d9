// The labels a client island receives as props, and the one way it fills in a message that needs
// values only the browser knows (a basket count, the address someone just typed). Such a message
// arrives as a LabelTemplate: compiled on the server by next-intl's ICU compiler (icu-minify) and
// formatted here by its runtime, which is under a kilobyte. An island never loads the ICU parser
// nor any message it was not handed. See docs/decisions/022-i18n-next-intl.md.
import format, { type CompiledMessage } from 'icu-minify/format';
import type en from '@/messages/en.json';

type Catalogue = typeof en;

/** The namespaces that hold one product area's labels. */
export type Area = 'chrome' | 'hero' | 'blocks' | 'content' | 'basket' | 'orders' | 'auth' | 'account' | 'mail' | 'editor' | 'banners' | 'widget' | 'meetings';
export type AreaKey<A extends Area> = keyof Catalogue[A] & string;

/** An ICU message compiled for the browser, with the language whose plural rules it follows. */
export type LabelTemplate = { readonly locale: string; readonly message: CompiledMessage };

/**
 * One area's labels in one language. Every key is its finished text, except the keys in K, which
 * arrive as templates. A message with arguments that is not in K holds its ICU source: format it on
 * the server with the translator instead.
 */
export type AreaLabels<A extends Area, K extends AreaKey<A> = never> = { [P in Exclude<AreaKey<A>, K>]: string } & { [P in K]: LabelTemplate };

export type LabelValues = Record<string, string | number>;

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

/** `formatLabel(labels.basketCount, { count: 3 })` → "Basket, 3 items". */
export function formatLabel(template: LabelTemplate, values: LabelValues = {}): string {
  return String(format(template.message, template.locale, values, { formatters }));
}

/** A label that may be either: text as it is, a template filled in with `values`. */
export function labelText(label: string | LabelTemplate, values?: LabelValues): string {
  return typeof label === 'string' ? label : formatLabel(label, values);
}
