// Translation status (issue 22 item 3; docs/decisions/077): for one record, which translatable
// fields each offered language has not translated yet, which translations are stale (the
// default-language text changed after they were written, with no "still right" since), and each
// language's share done. One file for the editors (client) and /api/translations (server). Pure.
import { z } from 'zod';
import { UUID_PATTERN } from '@/lib/patterns';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

export const TRANSLATION_MESSAGES = {
  entityRequired: 'Say which kind of record the status is for (entity)',
  idRequired: 'Send the id of the record',
  fieldRequired: 'Say which field was reviewed (field)',
  fieldUnknown: 'This record has no translatable field of that name',
  localeRequired: 'Say which language was reviewed (locale)',
  localeNotOffered: 'This site does not offer that language besides its default one',
  noPermission: 'You do not have permission to change this kind of record on this site.',
} as const;

/** A field's state in one language: blank translation, translation older than its text, or done. */
export const FIELD_STATES = ['missing', 'stale', 'done'] as const;
export type FieldState = (typeof FIELD_STATES)[number];

/** An id as the database writes it (lower case), so an upper-case copy still names the same row. */
const uuid = (message: string) => z.string(message).regex(UUID_PATTERN, message).transform((id) => id.toLowerCase());
const entity = z.string(TRANSLATION_MESSAGES.entityRequired).trim().min(1, TRANSLATION_MESSAGES.entityRequired).max(100, TRANSLATION_MESSAGES.entityRequired);

/** GET /api/translations?entity=section&id=… (entity: a name of the revision history's records). */
export const translationStatusQuerySchema = z.object({ entity, id: uuid(TRANSLATION_MESSAGES.idRequired) });

/** POST /api/translations/reviews: "still right" for one field of one record in one language. */
export const translationReviewSchema = z.object({
  entity,
  id: uuid(TRANSLATION_MESSAGES.idRequired),
  field: z.string(TRANSLATION_MESSAGES.fieldRequired).trim().min(1, TRANSLATION_MESSAGES.fieldRequired).max(300, TRANSLATION_MESSAGES.fieldUnknown),
  locale: z.enum(LOCALES, TRANSLATION_MESSAGES.localeNotOffered),
});

export type TranslationStatusQuery = z.infer<typeof translationStatusQuerySchema>;
export type TranslationReviewInput = z.infer<typeof translationReviewSchema>;

/**
 * The answer of both: the site's default language, the other languages it offers, each counted
 * field's state per language (a field whose default text is blank is not listed; a row of a list
 * is `<list>.<row id>.<field>`, a card of a section `metrics.<metric id>.<field>`), and per
 * language the share of counted fields that are done, 0–100 rounded down (100 with none counted).
 */
export type TranslationStatus = {
  default_locale: Locale;
  locales: Locale[];
  fields: Record<string, Partial<Record<Locale, FieldState>>>;
  completeness: Partial<Record<Locale, number>>;
};
