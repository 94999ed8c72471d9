// The three-way merge of a stale save over the working copy's flat fields: different records, or
// different fields of one, merge without a question; the same field changed both ways is asked
// about, named by its tab, record and control; a record deleted on one side says so.
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { mergeDrafts } from '../kit/merge';
import { addRecord, moveRecord, newRecords, patchRecord, removeRecord } from './draft-edits';
import { draftFromData, type SettingsDraft } from './settings-draft';
import { draftFromFields, settingsConflictRows, settingsFields } from './settings-fields';
import { IDS, organizationData } from './settings-fixture';

const labels = en.editor as unknown as EditorLabels;
const base = draftFromData(organizationData(), 'en');
const edit = (draft: SettingsDraft, patch: Partial<SettingsDraft>) => ({ ...draft, ...patch });
const merge = (mine: SettingsDraft, theirs: SettingsDraft) => mergeDrafts(settingsFields(base), settingsFields(mine), settingsFields(theirs));

describe('settings as flat fields', () => {
  it('comes back as the same working copy', () => {
    expect(draftFromFields(settingsFields(base))).toEqual(base);
    const withNew = edit(base, addRecord(base, 'faqs', newRecords.faq()));
    expect(draftFromFields(settingsFields(withNew))).toEqual(withNew);
  });

  it('merges changes to different records, and to different fields of one record, without asking', () => {
    const mine = edit(base, patchRecord(base, 'faqs', IDS.faqA, { question: 'When are you open?' }));
    let theirs = edit(base, patchRecord(base, 'faqs', IDS.faqA, { answer: 'Eight to six' }));
    theirs = edit(theirs, patchRecord(theirs, 'faqs', IDS.faqB, { is_displayed: false }));
    const result = merge(mine, theirs);
    expect(result.conflicts).toEqual([]);
    const merged = draftFromFields(result.merged);
    expect(merged.faqs.find((faq) => faq.key === IDS.faqA)).toMatchObject({ question: 'When are you open?', answer: 'Eight to six' });
    expect(merged.faqs.find((faq) => faq.key === IDS.faqB)?.is_displayed).toBe(false);
  });

  it('keeps a record someone else added beside a reorder of mine', () => {
    const mine = edit(base, moveRecord(base, 'faqs', IDS.faqB, IDS.faqA));
    const added = { ...newRecords.faq(), key: '00000000-0000-4000-8000-0000000000ff', id: '00000000-0000-4000-8000-0000000000ff', question: 'New?', answer: 'Yes' };
    const theirs = edit(base, addRecord(base, 'faqs', added));
    const result = merge(mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(draftFromFields(result.merged).faqs.map((faq) => faq.question)).toEqual(['Parking?', 'Opening hours?', 'New?']);
  });

  it('asks about a field both changed, named by tab, record and control', () => {
    const mine = edit(base, patchRecord(base, 'faqs', IDS.faqA, { answer: 'Nine to six' }));
    const theirs = edit(base, patchRecord(base, 'faqs', IDS.faqA, { answer: 'Ten to five' }));
    const result = merge(mine, theirs);
    expect(result.conflicts).toEqual([`faqs.${IDS.faqA}.answer`]);
    const [row] = settingsConflictRows(result.conflicts, settingsFields(mine), settingsFields(theirs), labels);
    expect(row).toEqual({ key: `faqs.${IDS.faqA}.answer`, label: 'FAQs · «Opening hours?» · Answer', mine: 'Nine to six', theirs: 'Ten to five' });
  });

  it('says when the record of a conflicting field was deleted by someone else, and leaves it deleted', () => {
    const mine = edit(base, patchRecord(base, 'faqs', IDS.faqA, { answer: 'Nine to six' }));
    const theirs = edit(base, removeRecord(base, 'faqs', IDS.faqA));
    const result = merge(mine, theirs);
    expect(result.conflicts).toEqual([`faqs.${IDS.faqA}.answer`]);
    const [row] = settingsConflictRows(result.conflicts, settingsFields(mine), settingsFields(theirs), labels);
    expect(row.label).toBe('FAQs · «Opening hours?» · Answer (deleted by someone else)');
    expect(draftFromFields(result.merged).faqs.map((faq) => faq.key)).toEqual([IDS.faqB]);
  });

  it('reads general settings and lists side by side as people read them', () => {
    const mine = edit(base, { general: { ...base.general, supported_locales: ['en', 'de', 'fr'] } });
    const theirs = edit(base, { general: { ...base.general, supported_locales: ['en'] } });
    const result = merge(mine, theirs);
    expect(settingsConflictRows(result.conflicts, settingsFields(mine), settingsFields(theirs), labels)).toEqual([
      { key: 'general.supported_locales', label: 'General · Languages offered', mine: 'en, de, fr', theirs: 'en' },
    ]);
  });

  it('merges the time zone as a general field of its own, named by its control', () => {
    const zone = edit(base, { general: { ...base.general, time_zone: 'Europe/Berlin' } });
    const renamed = edit(base, { general: { ...base.general, name: 'Brightstack Ltd' } });
    const merged = merge(zone, renamed);
    expect(merged.conflicts).toEqual([]);
    expect(draftFromFields(merged.merged).general).toMatchObject({ time_zone: 'Europe/Berlin', name: 'Brightstack Ltd' });
    const theirs = edit(base, { general: { ...base.general, time_zone: 'Asia/Tokyo' } });
    const result = merge(zone, theirs);
    expect(settingsConflictRows(result.conflicts, settingsFields(zone), settingsFields(theirs), labels)).toEqual([
      { key: 'general.time_zone', label: 'General · Time zone', mine: 'Europe/Berlin', theirs: 'Asia/Tokyo' },
    ]);
  });
});
