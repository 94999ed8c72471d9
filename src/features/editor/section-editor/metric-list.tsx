'use client';
// The cards of a saved section: reordered by dragging or from the keyboard (dnd-kit, each move
// announced), edited in place, and added from the library or created new. Every change is sent at
// once; the new order is saved on drop with PUT /api/template-sections/{id}/metrics, through the
// section's list queue (use-card-list.ts).
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Library, Plus } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { useEditorContext } from '../editor-labels';
import { useSortableAnnouncements } from '../kit/sortable-announcements';
import { useEditedLanguage } from '../edited-language';
import { isDefaultLanguage, withTranslation } from '../translations';
import { CreateMetricDialog, MetricLibraryDialog, RemoveMetricDialog } from './metric-dialogs';
import { MetricCardEditor } from './metric-card-editor';
import type { MediaAsset } from '../media/media-types';
import type { CardPatch, MetricData } from './section-draft';
import type { CardSaves } from './use-card-saves';
import type { CardList } from './use-card-list';

type Props = { sectionId: string; metrics: MetricData[]; onChange: (metrics: MetricData[], typing?: boolean) => void; saves: CardSaves; list: CardList; startWithCreate?: boolean; onAsset?: (asset: MediaAsset) => void };

const ACTION = 'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600';

export function MetricList({ sectionId, metrics, onChange, saves, list, startWithCreate = false, onAsset }: Props) {
  const { editor: labels } = useEditorContext();
  const language = useEditedLanguage();
  const { toast } = useToast();
  // The queues belong to the editor, so that undo writes a card back through them too.
  const { save, state } = saves;
  const [creating, setCreating] = useState(startWithCreate);
  const [browsing, setBrowsing] = useState(false);
  const [removing, setRemoving] = useState<MetricData | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const name = (id: unknown) => metrics.find((metric) => metric.id === id)?.title || labels.untitledSection;
  const position = (id: unknown) => metrics.findIndex((metric) => metric.id === id) + 1;
  const words = { pickedUp: labels.pickedUp, movedTo: labels.movedTo, droppedAt: labels.droppedAt, moveCancelled: labels.moveCancelled };
  const announcements = useSortableAnnouncements(words, name, position, metrics.length);

  const update = (id: string, patch: Partial<MetricData>) => onChange(metrics.map((metric) => (metric.id === id ? { ...metric, ...patch } : metric)));

  // Sent through the card's queue with its version; a refusal puts the server's value back and says so.
  const toggle = async (metric: MetricData, patch: CardPatch) => {
    update(metric.id, patch);
    if ((await save(metric.id, patch)) && 'image' in patch) toast({ type: 'success', message: patch.image ? labels.urlUpdated : labels.mediaRemoved });
  };

  // Shown at once; saved on the list's turn, or put back (and said) when it could not be.
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    void list.move(arrayMove(metrics, position(active.id) - 1, position(over.id) - 1));
  };

  return (
    <section aria-labelledby={`${sectionId}-cards`} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${sectionId}-cards`} className="text-sm font-semibold text-gray-900">
          {labels.metrics}
        </h3>
        <p aria-live="polite" className="text-xs text-gray-600">
          {state === 'saving' ? labels.saveSaving : state === 'saved' ? labels.saveSaved : state === 'failed' ? labels.saveFailed : ''}
        </p>
      </div>
      {metrics.length === 0 && <p className="text-sm text-gray-600">{labels.noMetrics}</p>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: labels.dragInstructions } }}>
        <SortableContext items={metrics.map((metric) => metric.id)} strategy={verticalListSortingStrategy}>
          <ul className="space-y-2">
            {metrics.map((metric) => (
              <MetricCardEditor
                key={metric.id}
                metric={metric}
                onText={(field, value) => {
                  // The default language writes the card's text; another writes its entry in the map.
                  if (isDefaultLanguage(language)) {
                    onChange(metrics.map((entry) => (entry.id === metric.id ? { ...entry, [field]: value } : entry)), true);
                    void save(metric.id, { [field]: value });
                    return;
                  }
                  const mapField = field === 'title' ? 'title_translation' : 'description_translation';
                  const map = withTranslation(metric[mapField], language.locale, value);
                  onChange(metrics.map((entry) => (entry.id === metric.id ? { ...entry, [mapField]: map } : entry)), true);
                  void save(metric.id, { [mapField]: map });
                }}
                onToggle={(patch) => void toggle(metric, patch)}
                onRemove={() => setRemoving(metric)}
                onAsset={onAsset}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={ACTION} onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" />
          {labels.createMetric}
        </button>
        <button type="button" className={ACTION} onClick={() => setBrowsing(true)}>
          <Library className="size-4" aria-hidden="true" />
          {labels.addExistingMetric}
        </button>
      </div>
      <CreateMetricDialog open={creating} onOpenChange={setCreating} list={list} />
      <MetricLibraryDialog open={browsing} onOpenChange={setBrowsing} list={list} inSection={metrics} />
      <RemoveMetricDialog metric={removing} list={list} onClose={() => setRemoving(null)} />
    </section>
  );
}
