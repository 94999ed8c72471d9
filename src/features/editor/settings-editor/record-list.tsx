'use client';
// A tab's records as cards: each opens to its fields and closes to its name, is deleted with its
// button, and, in a list with an order of its own, moves by dragging its handle or from the keyboard
// (dnd-kit, each move announced, as the page layout's sections are).
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, GripVertical, Trash2 } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { labelText } from '@/lib/i18n/island-labels';
import { useEditorContext } from '../editor-labels';
import { useSortableAnnouncements } from '../kit/sortable-announcements';
import { useSettings } from './settings-context';
import type { Collection } from './settings-draft';

type Props = {
  collection: Collection;
  keys: string[];
  /** A record's name on its card, and in what a screen reader hears. */
  name: (key: string) => string;
  /** Small notes beside the name (hidden, promotion...). */
  badges?: (key: string) => ReactNode;
  children: (key: string) => ReactNode;
  sortable?: boolean;
  /** The list's name for assistive technology. */
  label: string;
  /** Said when the list is empty. */
  empty: string;
};

export function RecordList({ collection, keys, name, badges, children, sortable = false, label, empty }: Props) {
  const { editor: labels } = useEditorContext();
  const { move } = useSettings();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const position = (key: unknown) => keys.indexOf(String(key)) + 1;
  const named = (key: unknown) => name(String(key));
  const words = { pickedUp: labels.gsPickedUp, movedTo: labels.gsMovedTo, droppedAt: labels.gsDroppedAt, moveCancelled: labels.gsMoveCancelled };
  const announcements = useSortableAnnouncements(words, named, position, keys.length);
  if (!keys.length) return <p className="rounded-xl border border-dashed border-gray-300 p-4 text-center text-sm text-gray-600">{empty}</p>;
  const list = (
    <ul className="space-y-2" aria-label={label}>
      {keys.map((key) => (
        <RecordCard key={key} collection={collection} recordKey={key} name={name(key)} badges={badges?.(key)} sortable={sortable}>
          {children(key)}
        </RecordCard>
      ))}
    </ul>
  );
  if (!sortable) return list;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(collection, String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: labels.gsDragInstructions } }}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        {list}
      </SortableContext>
    </DndContext>
  );
}

type CardProps = { collection: Collection; recordKey: string; name: string; badges: ReactNode; sortable: boolean; children: ReactNode };

function RecordCard(props: CardProps) {
  return props.sortable ? <SortableCard {...props} /> : <Card {...props} />;
}

function SortableCard(props: CardProps) {
  const { editor: labels } = useEditorContext();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: props.recordKey });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={labelText(labels.gsMove, { title: props.name || labels.gsUntitled })}
      className="inline-flex h-10 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
  return <Card {...props} handle={handle} nodeRef={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} dragging={isDragging} />;
}

type Placed = { handle?: ReactNode; nodeRef?: (element: HTMLElement | null) => void; style?: CSSProperties; dragging?: boolean };

function Card({ collection, recordKey, name, badges, children, handle, nodeRef, style, dragging = false }: CardProps & Placed) {
  const { editor: labels } = useEditorContext();
  const { isOpen, setOpen, remove, fieldId } = useSettings();
  const path = `${collection}.${recordKey}`;
  const open = isOpen(path);
  const bodyId = `${fieldId(path)}-body`;
  const shown = name || labels.gsUntitled;
  const deleteLabel = labelText(labels.gsDeleteNamed, { title: shown });
  return (
    <li ref={nodeRef} style={style} className={cx('rounded-xl border bg-white', dragging ? 'relative z-10 border-sky-600 shadow-lg' : 'border-gray-200')} data-settings-record={path}>
      <div className="flex items-center gap-1 p-1.5">
        {handle}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(path, !open)}
          className="flex min-h-10 min-w-0 flex-1 items-center gap-2 rounded-lg px-2 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <ChevronDown className={cx('size-4 shrink-0 text-gray-500 transition-transform motion-reduce:transition-none', open && 'rotate-180')} aria-hidden="true" />
          <span className={cx('min-w-0 flex-1 truncate text-sm font-medium', name ? 'text-gray-900' : 'text-gray-600 italic')}>{shown}</span>
          {badges}
        </button>
        <button
          type="button"
          onClick={() => remove(collection, recordKey)}
          aria-label={deleteLabel}
          title={deleteLabel}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-rose-700 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div id={bodyId} hidden={!open} className="space-y-4 border-t border-gray-100 p-4">
        {open && children}
      </div>
    </li>
  );
}

/** A small note on a card: hidden, disabled, promotion. */
export function Badge({ children, tone = 'gray' }: { children: ReactNode; tone?: 'gray' | 'amber' | 'emerald' }) {
  const tones = { gray: 'bg-gray-100 text-gray-800', amber: 'bg-amber-100 text-amber-900', emerald: 'bg-emerald-100 text-emerald-900' };
  return <span className={cx('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', tones[tone])}>{children}</span>;
}
