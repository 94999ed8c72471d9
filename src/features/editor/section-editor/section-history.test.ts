import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { sectionHistoryFields } from './section-conflicts';

const labels = en.editor as unknown as EditorLabels;

describe("the section's fields in its History panel", () => {
  it('are named by the controls that edit them; bookkeeping and fields no control edits are left out', () => {
    const names = ['section_title', 'section_title_translation', 'text_style_variant', 'metric_ids', 'updated_at', 'version'].map((field) => sectionHistoryFields.label(field, labels));
    expect(names).toEqual(['Title', 'Title (other languages)', 'Text style', 'Cards', null, null]);
  });

  it('show values by the words of the controls, and a list of cards by how many there were', () => {
    const rows = sectionHistoryFields.rows(
      [
        { field: 'metric_ids', before: ['a', 'b'], after: ['a', 'b', 'c'] },
        { field: 'section_type', before: 'general', after: 'faq' },
        { field: 'updated_at', before: '2026-01-01', after: '2026-02-01' },
      ],
      labels,
    );
    expect(rows).toEqual([
      { key: 'section_type', label: 'Section type', mine: 'General', theirs: 'FAQ' },
      { key: 'metric_ids', label: 'Cards', mine: '2', theirs: '3' },
    ]);
  });
});
