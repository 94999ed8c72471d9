'use client';
// The page's sections as a sortable list (dnd-kit: pointer, touch and keyboard, each move
// announced, as the section editor's cards are): a badge for its kind, its title, its place '#n'
// and, for a section of cards, its type.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { labelText } from '@/lib/i18n/island-labels';
import type { EditorLabels, PlainEditorKey } from '@/lib/i18n/editor-labels';
import type { LayoutKind, PageLayoutSection } from '@/schemas/page-layout';
import { useEditorContext } from '../editor-labels';
import { TYPE_LABELS } from '../shared/section-type-labels';
import { useSortableAnnouncements } from '../kit/sortable-announcements';

const KIND_LABELS: Record<LayoutKind, PlainEditorKey> = { hero: 'layoutKindHero', template_section: 'layoutKindTemplate', heading_section: 'layoutKindHeading' };
const KIND_COLOURS: Record<LayoutKind, string> = {
  hero: 'bg-violet-100 text-violet-900',
  template_section: 'bg-sky-100 text-sky-900',
  heading_section: 'bg-amber-100 text-amber-900',
};

export const sectionName = (section: PageLayoutSection | undefined, labels: EditorLabels) => section?.title.trim() || labels.untitledSection;

type Props = {
  order: string[];
  sections: ReadonlyMap<string, PageLayoutSection>;
  onOrder: (order: string[]) => void;
};

export function LayoutList({ order, sections, onOrder }: Props) {
  const { editor: labels } = useEditorContext();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const name = (key: unknown) => sectionName(sections.get(String(key)), labels);
  const position = (key: unknown) => order.indexOf(String(key)) + 1;
  const words = { pickedUp: labels.layoutPickedUp, movedTo: labels.layoutMovedTo, droppedAt: labels.layoutDroppedAt, moveCancelled: labels.layoutMoveCancelled };
  const announcements = useSortableAnnouncements(words, name, position, order.length);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onOrder(arrayMove(order, position(active.id) - 1, position(over.id) - 1));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: labels.layoutDragInstructions } }}>
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2" aria-label={labels.layoutOrderField}>
          {order.map((key, index) => {
            const section = sections.get(key);
            return section ? <LayoutRow key={key} sortKey={key} section={section} position={index + 1} /> : null;
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function LayoutRow({ sortKey, section, position }: { sortKey: string; section: PageLayoutSection; position: number }) {
  const { editor: labels } = useEditorContext();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: sortKey });
  const name = sectionName(section, labels);
  const type = section.type === 'template_section' && section.data.section_type ? labels[TYPE_LABELS[section.data.section_type]] : null;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-3 rounded-xl border bg-white p-3 ${isDragging ? 'relative z-10 border-sky-600 shadow-lg' : 'border-gray-200'}`}
      data-layout-key={sortKey}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={labelText(labels.layoutMove, { title: name })}
        className="inline-flex h-10 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <span className="w-10 shrink-0 text-sm font-semibold text-gray-600 tabular-nums">#{position}</span>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-medium break-words text-gray-900" data-layout-title="">{name}</p>
        {type && <p className="text-xs text-gray-600">{type}</p>}
      </div>
      <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${KIND_COLOURS[section.type]}`}>{labels[KIND_LABELS[section.type]]}</span>
    </li>
  );
}
