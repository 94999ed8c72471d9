// UI labels, read through next-intl. Each language's messages are one file, src/messages/<code>.json,
// in ICU MessageFormat and nested by namespace (the base ones plus one per product area). The
// languages locales.ts lists are loaded once, on the server; each gets one memoised translator.
// Server-only, so that no page ships the catalogue: a client island gets its few labels as props
// (areaLabels, labelTemplate). See docs/decisions/022-i18n-next-intl.md.
import 'server-only';
import compile from 'icu-minify/compile';
import { createTranslator, type MessageKeys, type NestedKeyOf } from 'use-intl/core';
import en from '@/messages/en.json';
import { TIME_ZONE } from './format';
import type { Area, AreaKey, AreaLabels, LabelTemplate } from './island-labels';
import { UI_LOCALES, uiLocale, type Locale, type UiLocale } from './locales';

export type Messages = typeof en;
/** Every label's key, `namespace.name`; a key English does not have is a type error. */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;
export type Translator = ReturnType<typeof createTranslator<Messages>>;

type Compiled = ReturnType<typeof compile>;

/** A language's messages laid over English, so that a key a translation lacks reads in English. */
function overEnglish(messages: Messages): Messages {
  const merged: Record<string, object> = {};
  for (const [namespace, set] of Object.entries(en)) merged[namespace] = { ...set, ...(messages as Record<string, object>)[namespace] };
  return merged as Messages;
}

const CATALOGUE = Object.fromEntries(
  await Promise.all(
    UI_LOCALES.map(async (code) => {
      const file = code === 'en' ? en : ((await import(`../../messages/${code}.json`)) as { default: Messages }).default;
      return [code, overEnglish(file)] as const;
    }),
  ),
) as Record<UiLocale, Messages>;

const translators = new Map<UiLocale, Translator>();

/**
 * The translator for a page's language (one without messages of its own reads English):
 * `t('footer.copyright', { year: 2026, site: 'Acme' })`, `t.rich(...)` for messages with tags.
 */
export function getTranslator(locale: Locale): Translator {
  const ui = uiLocale(locale);
  let t = translators.get(ui);
  if (!t) {
    t = createTranslator({ locale: ui, messages: CATALOGUE[ui], timeZone: TIME_ZONE });
    translators.set(ui, t);
  }
  return t;
}

const compiledNamespaces = new Map<string, Record<string, Compiled>>();

/** One namespace compiled for the browser, once per language: plain text stays a string. */
function compiledNamespace(ui: UiLocale, namespace: string): Record<string, Compiled> {
  const id = `${ui}:${namespace}`;
  let set = compiledNamespaces.get(id);
  if (!set) {
    const messages = (CATALOGUE[ui] as Record<string, Record<string, string>>)[namespace];
    // The compiler keeps plural and select branches in null-prototype objects, which React refuses
    // to pass to a client component; a JSON round trip makes them plain (branch names such as
    // "one" or "=0" never meet Object.prototype's keys).
    set = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, JSON.parse(JSON.stringify(compile(message))) as Compiled]));
    compiledNamespaces.set(id, set);
  }
  return set;
}

/** A message with arguments for a client island to fill in with `formatLabel`. */
export function labelTemplate(key: MessageKey, locale: Locale): LabelTemplate {
  const ui = uiLocale(locale);
  const dot = key.indexOf('.');
  return { locale: ui, message: compiledNamespace(ui, key.slice(0, dot))[key.slice(dot + 1)] };
}

/**
 * One area's labels in one language, to hand to a client island as props (so the island does not
 * ship every message). The keys in `templates` arrive as templates the island fills in; every
 * other key is its finished text.
 */
export function areaLabels<A extends Area, K extends AreaKey<A> = never>(area: A, locale: Locale, templates: readonly K[] = []): AreaLabels<A, NoInfer<K>> {
  const ui = uiLocale(locale);
  const sources = CATALOGUE[ui][area] as Record<string, string>;
  const labels: Record<string, string | LabelTemplate> = {};
  for (const [key, message] of Object.entries(compiledNamespace(ui, area))) {
    if ((templates as readonly string[]).includes(key)) labels[key] = { locale: ui, message };
    else labels[key] = typeof message === 'string' ? message : sources[key];
  }
  return labels as AreaLabels<A, K>;
}
