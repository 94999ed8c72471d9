import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { sectionHistoryFields } from '../section-editor/section-conflicts';
import { headingHistoryFields } from '../heading-editor/heading-conflicts';
import { heroHistoryFields } from '../hero-editor/hero-conflicts';

const labels = en.editor as unknown as EditorLabels;

describe("an editor's fields in its History panel", () => {
  it('are named by the controls that edit them; bookkeeping and fields no control edits are left out', () => {
    const names = ['section_title', 'section_title_translation', 'text_style_variant', 'metric_ids', 'updated_at', 'version'].map((field) => sectionHistoryFields.label(field, labels));
    expect(names).toEqual(['Title', 'Title (other languages)', 'Text style', 'Cards', null, null]);
    expect(headingHistoryFields.label('title_alignment', labels)).toBe('Title alignment');
    expect(headingHistoryFields.label('created_at', labels)).toBeNull();
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

  it("compare the hero's styles setting by setting, as its conflict view does", () => {
    const rows = heroHistoryFields.rows(
      [{ field: 'title_style', before: { color: '#111827', alignment: 'left', size: { desktop: 48, mobile: 32 } }, after: { color: '#111827', alignment: 'center', size: { desktop: 56, mobile: 32 } } }],
      labels,
    );
    expect(rows.map((row) => [row.label, row.mine, row.theirs])).toEqual([
      ['Title: Alignment', 'Left', 'Centre'],
      ['Title: Size on desktop', '48', '56'],
    ]);
    expect(heroHistoryFields.label('title_style', labels)).toBe('Title');
    expect(heroHistoryFields.label('organization_id', labels)).toBeNull();
  });
});
