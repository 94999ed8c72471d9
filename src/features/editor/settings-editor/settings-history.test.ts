// A tab's History, record by record: what a save added, deleted or changed, field by field.
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { settingsHistoryFields } from './settings-history';

const labels = en.editor as unknown as EditorLabels;
const fields = settingsHistoryFields('en');

describe('a settings tab in History', () => {
  it('names its lists by the tab, and nothing else', () => {
    expect(fields.label('faqs', labels)).toBe('FAQs');
    expect(fields.label('version', labels)).toBeNull();
  });

  it('reads a save record by record: changed fields before and after, a record added or deleted whole', () => {
    const before = [
      { id: 'a', question: 'Parking?', answer: 'Yes', order: 0, updated_at: '1' },
      { id: 'b', question: 'Pets?', answer: 'No', order: 10, updated_at: '1' },
    ];
    const after = [
      { id: 'a', question: 'Parking?', answer: 'Behind the building', order: 0, updated_at: '2' },
      { id: 'c', question: 'Wi-Fi?', answer: 'Free', order: 20, updated_at: '2' },
    ];
    expect(fields.rows([{ field: 'faqs', before, after }], labels)).toEqual([
      { key: 'faqs.a', label: 'FAQs · «Parking?»', mine: 'Answer: Yes', theirs: 'Answer: Behind the building' },
      { key: 'faqs.b', label: 'FAQs · «Pets?»', mine: 'Question: Pets?\nAnswer: No\nPosition: 10', theirs: '' },
      { key: 'faqs.c', label: 'FAQs · «Wi-Fi?»', mine: '', theirs: 'Question: Wi-Fi?\nAnswer: Free\nPosition: 20' },
    ]);
  });

  it('writes prices as visitors read them', () => {
    const plan = { id: 'p', name: 'Pro', price: 1250, currency: 'EUR' };
    const [row] = fields.rows([{ field: 'pricing_plans', before: [plan], after: [{ ...plan, price: 1500 }] }], labels);
    expect(row).toMatchObject({ mine: 'Price: €12.50', theirs: 'Price: €15.00' });
  });
});
