'use client';
// The hero editor's working copy and history; typing in its text fields groups into bursts.
import { createFormHistoryStore } from '../form-history-store';
import type { HeroDraft } from './hero-draft';

const TEXT_FIELDS: readonly (keyof HeroDraft)[] = ['title', 'description', 'button', 'title_translation', 'description_translation', 'button_translation'];

export const createHeroStore = (initial: HeroDraft) => createFormHistoryStore(initial, TEXT_FIELDS);

export type HeroStore = ReturnType<typeof createHeroStore>;
