import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { heroConflictRows, heroFields, heroFromFields } from './hero-conflicts';
import { newHero } from './hero-draft';

const labels = en.editor as unknown as EditorLabels;

describe("the hero's conflict rows", () => {
  it('name each setting by its panel and control, and its values as the controls show them', () => {
    const mine = heroFields({ ...newHero(), title_style: { ...newHero().title_style, alignment: 'left' }, image_style: { position: 'background' } });
    const theirs = heroFields({ ...newHero(), title_style: { ...newHero().title_style, alignment: 'right' }, image_style: { position: 'inline' } });
    const rows = heroConflictRows(['title_style.alignment', 'image_style.position', 'title_translation', 'background_style.color'], mine, theirs, labels);
    expect(rows.map((row) => row.label)).toEqual(['Title: Alignment', 'Image Style: Image position', 'Hero title (other languages)', 'Layout: Background colour']);
    expect(rows[0]).toMatchObject({ mine: 'Left', theirs: 'Right' });
    expect(rows[1]).toMatchObject({ mine: 'Background', theirs: 'Inline' });
  });

  it('leave out what a loaded record carries besides the fields, and give the draft back whole', () => {
    const draft = newHero();
    const fields = heroFields({ ...draft, id: 'h1', version: 3 } as typeof draft);
    expect(fields).not.toHaveProperty('id');
    expect(fields).not.toHaveProperty('version');
    expect(heroFromFields(fields)).toEqual(draft);
  });
});
