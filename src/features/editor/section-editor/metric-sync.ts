// Stepping through the section editor's history changes cards that were already saved: this works
// out what the server must be told to match (links to add or remove, fields to write back) and
// writes the fields back. The links and the order go through the section's list (use-card-list.ts).
import { CARD_FIELDS as FIELDS, type CardField as Field, type MetricData } from './section-draft';
import type { SaveCard } from './use-card-saves';

export type MetricChanges = {
  add: string[];
  remove: string[];
  patches: { id: string; patch: Partial<Pick<MetricData, Field>> }[];
};

export function metricChanges(before: readonly MetricData[], after: readonly MetricData[]): MetricChanges {
  const beforeIds = before.map((metric) => metric.id);
  const afterIds = after.map((metric) => metric.id);
  const add = afterIds.filter((id) => !beforeIds.includes(id));
  const remove = beforeIds.filter((id) => !afterIds.includes(id));
  const patches = after.flatMap((metric) => {
    const old = before.find((candidate) => candidate.id === metric.id);
    if (!old) return [];
    const patch: Partial<Pick<MetricData, Field>> = {};
    for (const field of FIELDS) if (old[field] !== metric[field]) Object.assign(patch, { [field]: metric[field] });
    return Object.keys(patch).length ? [{ id: metric.id, patch }] : [];
  });
  return { add, remove, patches };
}

/**
 * Writes back the fields a step through the history changed. A card's fields go through the same
 * queue as the typing and toggles they undo, with the card's version (decision 064): sent directly,
 * they could be overtaken by a keystroke's save still in flight, and the server would keep the text
 * just undone, or overwrite a change someone else made meanwhile.
 */
export async function writeBackCards(before: readonly MetricData[], after: readonly MetricData[], saveCard: SaveCard): Promise<void> {
  // A card loaded without a map gets one back empty: every translation typed since is undone.
  await Promise.all(
    metricChanges(before, after).patches.map(({ id, patch }) =>
      saveCard(id, {
        ...patch,
        ...('title_translation' in patch && { title_translation: patch.title_translation ?? {} }),
        ...('description_translation' in patch && { description_translation: patch.description_translation ?? {} }),
      }),
    ),
  );
}
