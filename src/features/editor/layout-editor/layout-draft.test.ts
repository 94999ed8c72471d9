import { describe, expect, it } from 'vitest';
import { countKinds, layoutPayload, reconcile } from './layout-draft';

describe('the page layout sent', () => {
  it('numbers the sections in steps of 10 from 0', () => {
    expect(layoutPayload(['heading_section:b', 'hero:a', 'template_section:c'])).toEqual([
      { id: 'b', type: 'heading_section', order: 0 },
      { id: 'a', type: 'hero', order: 10 },
      { id: 'c', type: 'template_section', order: 20 },
    ]);
  });

  it('leaves out a section removed meanwhile and keeps one added meanwhile after the others', () => {
    expect(reconcile(['hero:a', 'template_section:c', 'template_section:b'], ['hero:a', 'template_section:b', 'heading_section:d'])).toEqual([
      'hero:a',
      'template_section:b',
      'heading_section:d',
    ]);
    expect(reconcile(['template_section:b', 'hero:a'], ['hero:a', 'template_section:b'])).toEqual(['template_section:b', 'hero:a']);
  });

  it('counts the sections of each kind', () => {
    expect(countKinds([{ type: 'hero' }, { type: 'template_section' }, { type: 'template_section' }])).toEqual({ hero: 1, template_section: 2, heading_section: 0 });
  });
});
