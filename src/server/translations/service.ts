import 'server-only';
// Translation status of one record (issue 22 item 3; docs/decisions/077): GET /api/translations and
// POST /api/translations/reviews. A record is named as the revision history names it (entity and
// id, src/server/revisions/registry.ts) and needs the permission that writes it; its states come
// from its kept revisions and the record as it now is, so nothing beside the history is kept but
// the "still right" reviews. A section counts its cards too (`metrics.<id>.title`), each read from
// the card's own history, as the section editor shows them.
import type { DbOrTx } from '@/server/db/client';
import { ApiError } from '@/server/http/api';
import { historyEntity } from '@/server/revisions/registry';
import { keptStates, type KeptState } from '@/server/revisions/queries';
import type { RevisionEntityType } from '@/server/revisions/record';
import { allows } from '@/lib/permissions';
import type { Role } from '@/lib/enums';
import type { Locale } from '@/lib/i18n/locales';
import { TRANSLATION_MESSAGES, type FieldState, type TranslationReviewInput, type TranslationStatus, type TranslationStatusQuery } from '@/schemas/translations';
import { completeness, textStates, translatableFields, type History, type TextField } from './field-history';
import { reviewsOf, saveReview } from './reviews';

export type TranslationCaller = { organizationId: string; role: Role; defaultLocale: Locale; locales: readonly Locale[] };

/** One record whose texts are counted: the record asked for, or a card of that section (`metrics.<id>.`). */
type Part = { prefix: string; type: RevisionEntityType; id: string; history: History };

type State = Record<string, unknown>;

/** The records kept inside another's view that have a history of their own: a section's cards. */
const CARDS: Partial<Record<RevisionEntityType, { list: string; type: RevisionEntityType; prefix: string }>> = {
  template_section: { list: 'website_metric', type: 'metric', prefix: 'metrics' },
};

function historyOf(kept: KeptState[], current: State): History {
  return { states: [...kept.map((state) => state.data), current], replacedAt: kept.map((state) => BigInt(state.replacedAt)) };
}

/** The offered languages besides the default one, in the site's order. */
const otherLocales = (caller: TranslationCaller) => caller.locales.filter((locale) => locale !== caller.defaultLocale);

/** The record (404 when this organisation has none with this id) and its cards, each with its history. */
async function partsOf(db: DbOrTx, caller: TranslationCaller, query: TranslationStatusQuery): Promise<Part[]> {
  const { organizationId } = caller;
  const { entity } = historyEntity(query.entity);
  if (!allows(caller.role, entity.permission)) throw new ApiError(403, TRANSLATION_MESSAGES.noPermission);
  const current = await entity.load(db, { organizationId, id: query.id });
  if (!current) throw new ApiError(404, entity.notFound);
  const ownStates = await keptStates(db, { organizationId, entityType: entity.type, entityIds: [query.id] });
  const own: Part = { prefix: '', type: entity.type, id: query.id, history: historyOf(ownStates, current.state) };
  const cards = CARDS[entity.type];
  const rows = cards && Array.isArray(current.record[cards.list]) ? (current.record[cards.list] as (State & { id: string })[]) : [];
  if (!cards || rows.length === 0) return [own];
  const kept = await keptStates(db, { organizationId, entityType: cards.type, entityIds: rows.map((row) => row.id) });
  return [
    own,
    ...rows.map((row) => ({ prefix: `${cards.prefix}.${row.id}.`, type: cards.type, id: row.id, history: historyOf(kept.filter((state) => state.entityId === row.id), row) })),
  ];
}

/** Every translatable text of the parts by the key the API names it with. */
function textsOf(parts: Part[]): Map<string, { part: Part; text: TextField }> {
  const texts = new Map<string, { part: Part; text: TextField }>();
  for (const part of parts) {
    for (const text of translatableFields(part.history.states[part.history.states.length - 1]!)) texts.set(`${part.prefix}${text.key}`, { part, text });
  }
  return texts;
}

async function statusOf(db: DbOrTx, caller: TranslationCaller, parts: Part[]): Promise<TranslationStatus> {
  const locales = otherLocales(caller);
  const reviews = await reviewsOf(db, { organizationId: caller.organizationId, records: parts });
  const fields: Record<string, Partial<Record<Locale, FieldState>>> = {};
  for (const [key, { part, text }] of textsOf(parts)) {
    const reviewedAt = (locale: string) =>
      reviews.find((review) => review.type === part.type && review.id === part.id && review.field === text.key && review.locale === locale)?.reviewedAt;
    const states = textStates(part.history, text, locales, reviewedAt);
    if (states) fields[key] = states;
  }
  return { default_locale: caller.defaultLocale, locales, fields, completeness: completeness(fields, locales) };
}

/** GET /api/translations: each counted field's state per offered language, and each language's share done. */
export async function translationStatus(db: DbOrTx, caller: TranslationCaller, query: TranslationStatusQuery): Promise<TranslationStatus> {
  return statusOf(db, caller, await partsOf(db, caller, query));
}

/**
 * POST /api/translations/reviews: the translation of one field in one language is still right,
 * however its default text changed before now. Answers the record's status as GET does.
 */
export async function reviewTranslation(
  db: DbOrTx,
  caller: TranslationCaller & { userId: string },
  input: TranslationReviewInput,
): Promise<TranslationStatus> {
  const parts = await partsOf(db, caller, input);
  if (!otherLocales(caller).includes(input.locale)) {
    throw new ApiError(400, TRANSLATION_MESSAGES.localeNotOffered, { locale: [TRANSLATION_MESSAGES.localeNotOffered] });
  }
  const found = textsOf(parts).get(input.field);
  if (!found) throw new ApiError(400, TRANSLATION_MESSAGES.fieldUnknown, { field: [TRANSLATION_MESSAGES.fieldUnknown] });
  await saveReview(db, { organizationId: caller.organizationId, record: found.part, field: found.text.key, locale: input.locale, userId: caller.userId });
  return statusOf(db, caller, parts);
}
