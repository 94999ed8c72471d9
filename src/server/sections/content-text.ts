import 'server-only';
// Text from the editors as it is stored: titles and descriptions are rich text, cut down to the
// spec's allowlist before they are written (they are sanitised again when rendered). Kept on the
// server: the sanitiser is too heavy for the editors' bundles, and only the server's copy counts.
import type { Translations } from '@/server/db/schema/_columns';
import { plainText, sanitizeRichText } from '@/lib/sanitize';

export function richText(value: string): string {
  return sanitizeRichText(value).trim();
}

/** Optional rich text: absent stays absent (unchanged), null or blank clears it. */
export function optionalRichText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : richText(value) || null;
}

/** Titles are plain text (docs/decisions/031): tags dropped, entities read back, shown as text. */
export function titleText(value: string): string {
  return plainText(value);
}

export function optionalTitleText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : titleText(value) || null;
}

export function titleTranslations(map: Translations | undefined): Translations | undefined {
  if (map === undefined) return undefined;
  return Object.fromEntries(Object.entries(map).map(([locale, text]) => [locale, titleText(text ?? '')]));
}

export function richTranslations(map: Translations | undefined): Translations | undefined {
  if (map === undefined) return undefined;
  return Object.fromEntries(Object.entries(map).map(([locale, text]) => [locale, richText(text ?? '')]));
}

