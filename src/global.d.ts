// use-intl's type registry (its AppConfig): message
// keys are checked against the English file, so `t('chrome.unknownKey')` does not compile, and a
// locale is one of the URL codes.
import type en from './messages/en.json';
import type { Locale } from './lib/i18n/locales';

declare module 'use-intl/core' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
