// The checks a save runs first, and the server's refusals put on the same fields.
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { SETTINGS_MESSAGES } from '@/schemas/organization-settings';
import { addRecord, newRecords, patchRecord } from './draft-edits';
import { draftFromData, type SettingsDraft } from './settings-draft';
import { IDS, organizationData } from './settings-fixture';
import { recordOf, serverProblems, settingsProblems, tabOf } from './settings-validation';

const labels = en.editor as unknown as EditorLabels;
const base = draftFromData(organizationData(), 'en');
const edit = (draft: SettingsDraft, patch: Partial<SettingsDraft>) => ({ ...draft, ...patch });

describe('checks before a save', () => {
  it('finds nothing wrong with the data as loaded', () => {
    expect(settingsProblems(base, labels, 'en')).toEqual({});
  });

  it('says what is missing or wrong, on the field', () => {
    let draft = edit(base, { general: { ...base.general, name: ' ', contact_email: 'nobody', language: 'fr' } });
    const faq = newRecords.faq();
    draft = edit(draft, addRecord(draft, 'faqs', faq));
    draft = edit(draft, patchRecord(draft, 'pricing_plans', IDS.plan, { is_promotion: true, promotion_price: '20.00' }));
    draft = edit(draft, patchRecord(draft, 'meeting_types', IDS.meeting, { duration_minutes: '3', availability: { mon: [{ start: '12:00', end: '09:00' }] } }));
    draft = edit(draft, patchRecord(draft, 'banners', IDS.banner, { page_paths: 'pricing', link_url: 'javascript:alert(1)' }));
    expect(settingsProblems(draft, labels, 'en')).toEqual({
      'general.name': 'This field is required.',
      'general.contact_email': 'Please enter a valid e-mail address',
      'general.language': 'The default language must be one of the languages offered',
      [`pricing_plans.${IDS.plan}.promotion_price`]: 'The promotion price must be lower than the price',
      [`faqs.${faq.key}.question`]: 'This field is required.',
      [`faqs.${faq.key}.answer`]: 'This field is required.',
      [`banners.${IDS.banner}.link_url`]: 'Enter an address starting with /, http:// or https://',
      [`banners.${IDS.banner}.link_label`]: 'This field is required.',
      [`banners.${IDS.banner}.page_paths`]: 'Each page path starts with /',
      [`meeting_types.${IDS.meeting}.duration_minutes`]: 'Enter a whole number of minutes from 5 to 1,440',
      [`meeting_types.${IDS.meeting}.availability.mon.0`]: 'The start must be before the end',
    });
  });

  it('takes a time zone Intl knows by name, and refuses an offset or a made-up one as the server does', () => {
    for (const zone of ['UTC', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires']) {
      expect(settingsProblems(edit(base, { general: { ...base.general, time_zone: zone } }), labels, 'en'), zone).toEqual({});
    }
    for (const zone of ['Mars/Olympus', '+01:00', '', 'Europe/Dublin'.padEnd(80, 'x')]) {
      expect(settingsProblems(edit(base, { general: { ...base.general, time_zone: zone } }), labels, 'en'), zone).toEqual({ 'general.time_zone': SETTINGS_MESSAGES.timeZoneInvalid });
    }
    expect(serverProblems({ 'settings.time_zone': [SETTINGS_MESSAGES.timeZoneInvalid] }, {})).toEqual({ 'general.time_zone': SETTINGS_MESSAGES.timeZoneInvalid });
    expect(tabOf('general.time_zone')).toBe('general');
  });

  it('refuses two products at one address', () => {
    const product = { ...newRecords.product(), name: 'Cloud 2', slug: 'cloud' };
    const draft = edit(base, addRecord(base, 'products', product));
    expect(settingsProblems(draft, labels, 'en')).toEqual({ [`products.${product.key}.slug`]: 'Another product has this address' });
  });
});

describe('the server\'s refusals', () => {
  it('finds the field of `faqs.1.question` among the records sent, and maps the API\'s names to the fields', () => {
    const refs = { faqs: [IDS.faqA, 'new-1'], banners: [IDS.banner], meeting_types: [IDS.meeting] };
    expect(
      serverProblems(
        { 'faqs.1.question': ['Too long'], 'banners.0.content.link.url': ['Unsafe'], 'meeting_types.0.availability.tue.1.start': ['Bad'], 'settings.name': ['Taken'], 'pricing_plans.4.price': ['?'] },
        refs,
      ),
    ).toEqual({
      'faqs.new-1.question': 'Too long',
      [`banners.${IDS.banner}.link_url`]: 'Unsafe',
      [`meeting_types.${IDS.meeting}.availability.tue.1`]: 'Bad',
      'general.name': 'Taken',
      '': '?',
    });
  });

  it('reads zod\'s flattened details too: a path on its field, a whole list for the panel', () => {
    expect(serverProblems({ formErrors: [], fieldErrors: { 'faqs.0.question': ['Please enter the question'] } }, { faqs: [IDS.faqA] })).toEqual({ [`faqs.${IDS.faqA}.question`]: 'Please enter the question' });
    expect(serverProblems({ formErrors: [], fieldErrors: { faqs: ['Send the records as a list'] } }, { faqs: [IDS.faqA] })).toEqual({ '': 'Send the records as a list' });
  });

  it('names the tab and the card of a problem', () => {
    expect(tabOf(`pricing_plans.${IDS.plan}.price`)).toBe('products');
    expect(tabOf(`cookie_services.${IDS.service}.name`)).toBe('cookies');
    expect(tabOf(`meeting_types.${IDS.meeting}.availability.mon.0`)).toBe('meeting-types');
    expect(tabOf('general.name')).toBe('general');
    expect(recordOf(`faqs.${IDS.faqA}.question`)).toBe(`faqs.${IDS.faqA}`);
  });
});
