import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { formatLabel } from './island-labels';
import { UI_LOCALES, type UiLocale } from './locales';
import { areaLabels, getTranslator, labelTemplate, type Translator } from './messages';

const DIR = path.resolve('src/messages');
type Catalogue = Record<string, Record<string, unknown>>;
const fileOf = (locale: string): Catalogue => JSON.parse(readFileSync(path.join(DIR, `${locale}.json`), 'utf8')) as Catalogue;
const files = Object.fromEntries(UI_LOCALES.map((locale) => [locale, fileOf(locale)])) as Record<UiLocale, Catalogue>;
const keysOf = (catalogue: Catalogue) => Object.entries(catalogue).flatMap(([ns, set]) => Object.keys(set).map((key) => `${ns}.${key}`)).sort();
const entriesOf = (catalogue: Catalogue) => Object.entries(catalogue).flatMap(([ns, set]) => Object.entries(set).map(([key, value]) => [`${ns}.${key}`, value] as const));

/** The parsed message, or null when it does not parse (the parse test reports those). */
function tryParse(message: unknown): MessageFormatElement[] | null {
  if (typeof message !== 'string') return null;
  try {
    return parse(message);
  } catch {
    return null;
  }
}

/** Argument and tag names anywhere in a message, plural and select branches included. */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (isArgumentElement(el) || isNumberElement(el) || isDateElement(el) || isTimeElement(el)) into.add(el.value);
    if (isPluralElement(el) || isSelectElement(el)) {
      into.add(el.value);
      for (const option of Object.values(el.options)) argumentNames(option.value, into);
    }
    if (isTagElement(el)) {
      into.add(`<${el.value}>`);
      argumentNames(el.children, into);
    }
  }
  return into;
}

/** Every plural in a message, with the categories it spells out (exact matches like =0 aside). */
function plurals(elements: MessageFormatElement[], into: { name: string; categories: string[] }[] = []) {
  for (const el of elements) {
    if (isPluralElement(el)) into.push({ name: el.value, categories: Object.keys(el.options).filter((key) => !key.startsWith('=')) });
    if (isPluralElement(el) || isSelectElement(el)) for (const option of Object.values(el.options)) plurals(option.value, into);
    if (isTagElement(el)) plurals(el.children, into);
  }
  return into;
}

describe('message files', () => {
  it('are exactly the UI languages locales.ts lists', () => {
    const onDisk = readdirSync(DIR).filter((name) => name.endsWith('.json')).map((name) => name.replace(/\.json$/, ''));
    expect(onDisk.sort()).toEqual([...UI_LOCALES].sort());
  });

  it.each(UI_LOCALES)('%s has every English key and no other', (locale) => {
    expect(keysOf(files[locale])).toEqual(keysOf(files.en));
  });

  it.each(UI_LOCALES)('%s: every message is ICU MessageFormat that parses', (locale) => {
    const broken: string[] = [];
    for (const [key, message] of entriesOf(files[locale])) {
      if (typeof message !== 'string' || message.trim() === '') broken.push(`${key}: not a non-empty string`);
      else {
        try {
          parse(message);
        } catch (error) {
          broken.push(`${key}: ${(error as Error).message}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it.each(UI_LOCALES)('%s uses the same arguments as English in every message', (locale) => {
    const english = new Map(entriesOf(files.en));
    const differing: string[] = [];
    for (const [key, message] of entriesOf(files[locale])) {
      const [mineParsed, theirsParsed] = [tryParse(message), tryParse(english.get(key))];
      if (!mineParsed || !theirsParsed) continue;
      const mine = [...argumentNames(mineParsed)].sort();
      const theirs = [...argumentNames(theirsParsed)].sort();
      if (mine.join() !== theirs.join()) differing.push(`${key}: ${mine.join(', ')} ≠ ${theirs.join(', ')}`);
    }
    expect(differing).toEqual([]);
  });

  it.each(UI_LOCALES)('%s spells out exactly the plural categories the language has', (locale) => {
    const needed = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
    const wrong: string[] = [];
    for (const [key, message] of entriesOf(files[locale])) {
      for (const plural of plurals(tryParse(message) ?? [])) {
        if (plural.categories.sort().join() !== needed.join()) wrong.push(`${key} {${plural.name}}: ${plural.categories.join(', ')} (needs ${needed.join(', ')})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('translator', () => {
  it('fills in arguments, and a language without messages reads English', () => {
    expect(getTranslator('de')('footer.copyright', { year: 2026, site: 'Acme' })).toBe('© 2026 Acme. Alle Rechte vorbehalten.');
    expect(getTranslator('nl')('nav.home')).toBe('Home');
    expect(getTranslator('en')('chrome.signedInAs', { name: 'Ada' })).toBe('Signed in as Ada');
  });

  it('keeps apostrophes and typographic quotes as written', () => {
    expect(getTranslator('fr')('auth.username')).toBe("Nom d'utilisateur");
    expect(getTranslator('en')('auth.noAccount')).toBe("Don't have an account?");
    expect(getTranslator('it')('auth.backToSignIn')).toBe("Torna all'accesso");
  });

  it('picks the plural form with each language’s rules and writes the number its way', () => {
    const options = (locale: UiLocale, counts: number[]) => counts.map((count) => getTranslator(locale)('chrome.options', { count }));
    expect(options('en', [1, 3])).toEqual(['1 option', '3 options']);
    expect(options('ru', [1, 3, 5, 21])).toEqual(['1 вариант', '3 варианта', '5 вариантов', '21 вариант']);
    expect(options('pl', [1, 2, 5])).toEqual(['1 opcja', '2 opcje', '5 opcji']);
    expect(options('de', [1200])).toEqual(['1.200 Optionen']);
  });

  it('formats rich text with tags', () => {
    const rendered = getTranslator('ja').markup('content.policyContact', { email: 'a@b.c', link: (chunks) => `[${chunks}]` });
    expect(rendered).toBe('ご質問は [a@b.c] までお寄せください。');
  });

  it('rejects a key English does not have, at compile time', () => {
    const misuse = (t: Translator) =>
      // @ts-expect-error -- not a message key
      t('chrome.unknownKey');
    expect(typeof misuse).toBe('function');
  });
});

describe('island labels', () => {
  it('hand over finished texts, and templates only where asked', () => {
    const labels = areaLabels('chrome', 'es', ['basketCount']);
    expect(labels.signIn).toBe('Iniciar sesión');
    expect(formatLabel(labels.basketCount, { count: 1 })).toBe('Cesta, 1 artículo');
    expect(formatLabel(labels.basketCount, { count: 4 })).toBe('Cesta, 4 artículos');
  });

  it('are plain data, which is all React passes from a server component to a client one', () => {
    const prototypes = new Set<unknown>();
    const walk = (value: unknown) => {
      if (value === null || typeof value !== 'object') return;
      prototypes.add(Object.getPrototypeOf(value));
      Object.values(value).forEach(walk);
    };
    walk(areaLabels('chrome', 'ru', ['basketCount', 'options']));
    expect([...prototypes].every((proto) => proto === Object.prototype || proto === Array.prototype)).toBe(true);
  });

  it('format templates in the browser as the server would', () => {
    for (const locale of UI_LOCALES) {
      const t = getTranslator(locale);
      for (const count of [0, 1, 2, 5, 21, 1000]) {
        expect(formatLabel(labelTemplate('chrome.basketCount', locale), { count })).toBe(t('chrome.basketCount', { count }));
      }
      expect(formatLabel(labelTemplate('auth.joinTitle', locale), { email: 'ada@example.com', site: 'Acme' })).toBe(
        t('auth.joinTitle', { email: 'ada@example.com', site: 'Acme' }),
      );
    }
  });
});
