'use client';
// What a screen reader hears while an item of a sortable list (dnd-kit) is picked up, moved,
// dropped or put back, in the editor's words: a section's cards and the page layout say the same
// things about different items.
import { useRef } from 'react';
import type { Announcements } from '@dnd-kit/core';
import { labelText, type LabelTemplate } from '@/lib/i18n/island-labels';

type Words = Record<'pickedUp' | 'movedTo' | 'droppedAt' | 'moveCancelled', LabelTemplate>;

export function useSortableAnnouncements(words: Words, name: (id: unknown) => string, position: (id: unknown) => number, total: number): Announcements {
  const moved = useRef(false);
  return {
    onDragStart: ({ active }) => {
      moved.current = false;
      return labelText(words.pickedUp, { title: name(active.id) });
    },
    // dnd-kit reports the item over itself right after pick-up; say nothing until it really moves.
    onDragOver: ({ active, over }) => {
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return labelText(words.movedTo, { title: name(active.id), position: position(over.id), total });
    },
    onDragEnd: ({ active, over }) => (over ? labelText(words.droppedAt, { title: name(active.id), position: position(over.id), total }) : undefined),
    onDragCancel: ({ active }) => labelText(words.moveCancelled, { title: name(active.id) }),
  };
}
