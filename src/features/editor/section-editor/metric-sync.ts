// Stepping through the section editor's history changes cards that were already saved: this works
// out what the server must be told to match (links to add or remove, fields to write back, the
// order) and tells it.
import { editorApi } from '../editor-api';
import type { OwnWrites } from '../kit/own-writes';
import { CARD_FIELDS as FIELDS, type CardField as Field, type MetricData } from './section-draft';
import type { SaveCard } from './use-card-saves';

export type MetricChanges = {
  add: string[];
  remove: string[];
  patches: { id: string; patch: Partial<Pick<MetricData, Field>> }[];
  /** The order to save, when the server's differs from it after the adds and removes. */
  order: string[] | null;
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
  // Links are added at the end of the section; what the server then holds:
  const server = [...beforeIds.filter((id) => !remove.includes(id)), ...add];
  const order = server.join() === afterIds.join() ? null : afterIds;
  return { add, remove, patches, order };
}

/**
 * Tells the server what a step through the history changed. A card's fields go through the same
 * queue as the typing and toggles they undo, with the card's version (decision 064): sent directly,
 * they could be overtaken by a keystroke's save still in flight, and the server would keep the text
 * just undone, or overwrite a change someone else made meanwhile.
 */
export async function syncMetrics(sectionId: string, before: readonly MetricData[], after: readonly MetricData[], saveCard: SaveCard, track: OwnWrites['track'] = (write) => write): Promise<void> {
  const { add, remove, patches, order } = metricChanges(before, after);
  const base = `/api/template-sections/${sectionId}/metrics`;
  // Each answers the section with its new version: the editor's own change (kit/own-writes.ts).
  for (const id of remove) await track(editorApi('DELETE', `${base}?metric_id=${encodeURIComponent(id)}`));
  for (const id of add) await track(editorApi('POST', base, { metric_id: id }));
  // A card loaded without a map gets one back empty: every translation typed since is undone.
  const cards = patches.map(({ id, patch }) =>
    saveCard(id, {
      ...patch,
      ...('title_translation' in patch && { title_translation: patch.title_translation ?? {} }),
      ...('description_translation' in patch && { description_translation: patch.description_translation ?? {} }),
    }),
  );
  if (order) await track(editorApi('PUT', base, { metric_ids: order }));
  await Promise.all(cards);
}
