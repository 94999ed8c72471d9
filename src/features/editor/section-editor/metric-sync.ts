// Stepping through the section editor's history changes cards that were already saved: this works
// out what the server must be told to match (links to add or remove, fields to write back, the
// order) and tells it.
import { editorApi } from '../editor-api';
import type { OwnWrites } from '../kit/own-writes';
import type { MetricData } from './section-draft';
import type { SaveText } from './use-metric-saves';

const FIELDS = ['title', 'description', 'title_translation', 'description_translation', 'image', 'is_title_displayed', 'is_image_rounded_full', 'is_card_type', 'background_color'] as const;
type Field = (typeof FIELDS)[number];

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
 * Tells the server what a step through the history changed. A title or description (or its map of
 * translations) goes through the same save queue as the typing it undoes: sent directly, it could be
 * overtaken by a keystroke's save still in flight, and the server would keep the text just undone.
 */
export async function syncMetrics(sectionId: string, before: readonly MetricData[], after: readonly MetricData[], saveText: SaveText, track: OwnWrites['track'] = (write) => write): Promise<void> {
  const { add, remove, patches, order } = metricChanges(before, after);
  const base = `/api/template-sections/${sectionId}/metrics`;
  // Each answers the section with its new version: the editor's own change (kit/own-writes.ts).
  for (const id of remove) await track(editorApi('DELETE', `${base}?metric_id=${encodeURIComponent(id)}`));
  for (const id of add) await track(editorApi('POST', base, { metric_id: id }));
  for (const { id, patch } of patches) {
    const { title, description, title_translation, description_translation, ...rest } = patch;
    if (title !== undefined) saveText(id, 'title', title);
    if (description !== undefined) saveText(id, 'description', description);
    // A card loaded without a map gets one back empty: every translation typed since is undone.
    if ('title_translation' in patch) saveText(id, 'title_translation', title_translation ?? {});
    if ('description_translation' in patch) saveText(id, 'description_translation', description_translation ?? {});
    if (Object.keys(rest).length) await editorApi('PATCH', `/api/metrics/${id}`, rest);
  }
  if (order) await track(editorApi('PUT', base, { metric_ids: order }));
}
