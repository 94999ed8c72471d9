import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { heroHistoryFields } from './hero-conflicts';

const labels = en.editor as unknown as EditorLabels;

describe("the hero's fields in its History panel", () => {
  it('compare its styles setting by setting, as its conflict view does', () => {
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
