// UI labels per language. Every visible label goes through here; a missing key falls back to
// English so that a new label never shows a raw key. Base labels live in src/i18n/<locale>.json;
// each product area keeps its own set in src/i18n/<area>.ts.
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
import { accountLabels } from '@/i18n/account';
import { authLabels } from '@/i18n/auth';
import { basketLabels } from '@/i18n/basket';
import { blocksLabels } from '@/i18n/blocks';
import { chromeLabels } from '@/i18n/chrome';
import { contentLabels } from '@/i18n/content';
import { heroLabels } from '@/i18n/hero';
import { mailLabels } from '@/i18n/mail';
import { uiLocale, type Locale, type UiLocale } from './locales';

export type Messages = typeof en;
type BaseNamespace = keyof Messages;
type BaseKey = { [N in BaseNamespace]: `${N}.${keyof Messages[N] & string}` }[BaseNamespace];

const AREAS = {
  chrome: chromeLabels,
  hero: heroLabels,
  blocks: blocksLabels,
  content: contentLabels,
  basket: basketLabels,
  auth: authLabels,
  account: accountLabels,
  mail: mailLabels,
};
type Areas = typeof AREAS;
type AreaKey = { [N in keyof Areas]: `${N}.${keyof Areas[N]['en'] & string}` }[keyof Areas];

export type MessageKey = BaseKey | AreaKey;

const DICTIONARIES: Record<UiLocale, Messages> = { en, es, fr, de, ru, it, pt, zh, ja, pl };

export type Translator = (key: MessageKey, vars?: Record<string, string | number>) => string;

function lookup(locale: UiLocale, key: MessageKey): string | undefined {
  const dot = key.indexOf('.');
  const namespace = key.slice(0, dot);
  const name = key.slice(dot + 1);
  const set =
    namespace in AREAS
      ? (AREAS[namespace as keyof Areas][locale] as Record<string, string>)
      : (DICTIONARIES[locale][namespace as BaseNamespace] as Record<string, string> | undefined);
  const value = set?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function format(template: string, vars?: Record<string, string | number>): string {
  return vars ? template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match)) : template;
}

/** A translator for one language: `t('footer.copyright', { year: 2026, site: 'Acme' })`. */
export function getTranslator(locale: Locale): Translator {
  const ui = uiLocale(locale);
  return (key, vars) => format(lookup(ui, key) ?? lookup('en', key) ?? key, vars);
}

/**
 * The labels of one area in one language, to hand to a client island as a prop (so the island does
 * not ship every language's dictionary).
 */
export function areaLabels<N extends keyof Areas>(area: N, locale: Locale): Areas[N]['en'] {
  const ui = uiLocale(locale);
  return { ...AREAS[area].en, ...stripEmpty(AREAS[area][ui] as Record<string, string>) } as Areas[N]['en'];
}

function stripEmpty(set: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(set).filter(([, value]) => value !== ''));
}

export const MESSAGE_LOCALES = Object.keys(DICTIONARIES) as UiLocale[];
export function dictionaryFor(locale: UiLocale): Messages {
  return DICTIONARIES[locale];
}
