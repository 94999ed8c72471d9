'use client';
// The heading editor's working copy and history; typing in its text fields groups into bursts.
import { createFormHistoryStore } from '../form-history-store';
import type { HeadingDraft } from './heading-draft';

const TEXT_FIELDS: readonly (keyof HeadingDraft)[] = [
  'name', 'name_part_2', 'name_part_3', 'description_text', 'button_text', 'url', 'url_page',
  'name_translation', 'name_part_2_translation', 'name_part_3_translation', 'description_text_translation', 'button_text_translation',
];

export const createHeadingStore = (initial: HeadingDraft) => createFormHistoryStore(initial, TEXT_FIELDS);

export type HeadingStore = ReturnType<typeof createHeadingStore>;
