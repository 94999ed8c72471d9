// Picks the plural form of a label for a count ('{n} option' / '{n} options'; Russian and Polish
// have more forms) with the language's own rules, and writes the number the language's way.

export type PluralForms = { one: string; few: string; many: string; other: string };

export function pluralLabel(locale: string, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(locale).select(count);
  const template = category in forms ? forms[category as keyof PluralForms] : forms.other;
  return template.replace('{n}', new Intl.NumberFormat(locale).format(count));
}

/** The four forms of one chrome label (`options_one`, `options_few`, ...). */
export function formsOf<P extends string>(labels: Record<`${P}_${keyof PluralForms}`, string>, prefix: P): PluralForms {
  return { one: labels[`${prefix}_one`], few: labels[`${prefix}_few`], many: labels[`${prefix}_many`], other: labels[`${prefix}_other`] };
}
