import { describe, expect, it } from 'vitest';
import { metricChanges } from './metric-sync';
import type { MetricData } from './section-draft';

const card = (id: string, extra: Partial<MetricData> = {}): MetricData => ({
  id,
  title: id,
  description: '',
  image: null,
  is_card_type: false,
  is_title_displayed: true,
  is_image_rounded_full: false,
  background_color: null,
  is_gradient: false,
  gradient: null,
  ...extra,
});

describe('writing cards back on undo and redo', () => {
  it('writes back only the fields that differ', () => {
    expect(metricChanges([card('a', { title: 'New' })], [card('a', { title: 'Old', is_card_type: true })])).toEqual({
      add: [],
      remove: [],
      patches: [{ id: 'a', patch: { title: 'Old', is_card_type: true } }],
    });
  });

  it('puts a removed card back', () => {
    const changes = metricChanges([card('a'), card('c')], [card('a'), card('b'), card('c')]);
    expect(changes).toMatchObject({ add: ['b'], remove: [] });
  });

  it('takes an added card out; a move alone adds and removes nothing', () => {
    expect(metricChanges([card('a'), card('b'), card('n')], [card('a'), card('b')])).toMatchObject({ add: [], remove: ['n'] });
    expect(metricChanges([card('b'), card('a')], [card('a'), card('b')])).toEqual({ add: [], remove: [], patches: [] });
  });
});

describe('writing translations back on undo and redo', () => {
  it("sends a card's translation map back whole when a step changed it", () => {
    const typed = card('a', { title_translation: { es: 'Hola', de: 'Hallo' } });
    const before = card('a', { title_translation: { de: 'Hallo' } });
    expect(metricChanges([typed], [before]).patches).toEqual([{ id: 'a', patch: { title_translation: { de: 'Hallo' } } }]);
  });

  it('leaves a map alone when the step did not touch it', () => {
    const map = { es: 'Hola' };
    expect(metricChanges([card('a', { title_translation: map, title: 'New' })], [card('a', { title_translation: map, title: 'Old' })]).patches).toEqual([{ id: 'a', patch: { title: 'Old' } }]);
  });
});
