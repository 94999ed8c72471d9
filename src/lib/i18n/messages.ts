// UI labels per language. Every visible label goes through here; a missing key falls back to
// English so that a new label never shows a raw key.
import de from '@/i18n/de.json';
import en from '@/i18n/en.json';
import es from '@/i18n/es.json';
import fr from '@/i18n/fr.json';
import it from '@/i18n/it.json';
import ja from '@/i18n/ja.json';
import pl from '@/i18n/pl.json';
import pt from '@/i18n/pt.json';
import ru from '@/i18n/ru.json';
import zh from '@/i18n/zh.json';
import { uiLocale, type Locale, type UiLocale } from './locales';

export type Messages = typeof en;
type Namespace = keyof Messages;
export type MessageKey = { [N in Namespace]: `${N}.${keyof Messages[N] & string}` }[Namespace];

const DICTIONARIES: Record<UiLocale, Messages> = { en, es, fr, de, ru, it, pt, zh, ja, pl };

export type Translator = (key: MessageKey, vars?: Record<string, string | number>) => string;

function lookup(dictionary: Messages, key: MessageKey): string | undefined {
  const [namespace, name] = key.split('.') as [Namespace, string];
  const value = (dictionary[namespace] as Record<string, string> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A translator for one language: `t('footer.copyright', { year: 2026, site: 'Acme' })`. */
export function getTranslator(locale: Locale): Translator {
  const dictionary = DICTIONARIES[uiLocale(locale)];
  return (key, vars) => {
    const template = lookup(dictionary, key) ?? lookup(en, key) ?? key;
    return vars ? template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match)) : template;
  };
}

export const MESSAGE_LOCALES = Object.keys(DICTIONARIES) as UiLocale[];
export function dictionaryFor(locale: UiLocale): Messages {
  return DICTIONARIES[locale];
}
