import 'server-only';
// The site's own cookies and storage keys (lib/site-storage.ts) in one language, for the privacy
// dialog's Services tab and the cookie policy page (docs/decisions/054).
import { getTranslator, type Translator } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { SITE_STORAGE, type StorageKind, type StorageLifetime } from '@/lib/site-storage';
import type { SiteStorageResponse } from '@/schemas/consent';

const KIND_KEYS = {
  cookie: 'consent.storeKindCookie',
  localStorage: 'consent.storeKindLocalStorage',
  sessionStorage: 'consent.storeKindSessionStorage',
  indexedDB: 'consent.storeKindIndexedDb',
} as const satisfies Record<StorageKind, string>;

function lifetimeText(t: Translator, lifetime: StorageLifetime): string {
  if (lifetime === 'tab') return t('consent.storeLifetimeTab');
  if (lifetime === 'kept') return t('consent.storeLifetimeKept');
  return t('consent.storeLifetimeDays', { days: lifetime.days });
}

export function siteStorage(locale: Locale): SiteStorageResponse[] {
  const t = getTranslator(locale);
  return SITE_STORAGE.map((item) => ({
    name: item.name,
    kind: item.kind,
    kind_label: t(KIND_KEYS[item.kind]),
    lifetime: lifetimeText(t, item.lifetime),
    purpose: t(`consent.storePurpose${item.id}`),
    reason: t(`consent.storeReason${item.id}`),
    staff_only: item.staffOnly === true,
  }));
}
