import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { headingHistoryFields } from './heading-conflicts';

const labels = en.editor as unknown as EditorLabels;

describe("the heading's fields in its History panel", () => {
  it('are named and shown as its controls name and show them; fields no control edits are left out', () => {
    expect(headingHistoryFields.label('title_alignment', labels)).toBe('Title alignment');
    expect(headingHistoryFields.label('created_at', labels)).toBeNull();
    const rows = headingHistoryFields.rows([{ field: 'title_alignment', before: 'left', after: 'right' }, { field: 'created_at', before: 1, after: 2 }], labels);
    expect(rows).toEqual([{ key: 'title_alignment', label: 'Title alignment', mine: 'Left', theirs: 'Right' }]);
  });
});
