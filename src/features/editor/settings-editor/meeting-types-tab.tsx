'use client';
// The Meeting Types tab: the meetings visitors can book, in the order dragged, each with its name
// and description (in every language offered), length in minutes, price (in the currency's major
// units, shown as visitors read it), whether it can be booked, its host among the organisation's
// staff, and when in the week it can be booked (availability-editor.tsx).
import { Plus } from 'lucide-react';
import { labelText } from '@/lib/i18n/island-labels';
import { useEditorContext } from '../editor-labels';
import { plainText } from '../translations';
import { AvailabilityEditor } from './availability-editor';
import { newRecords } from './draft-edits';
import { retypePrice } from './money';
import { useCurrencyOptions, usePriceWords } from './plan-fields';
import { Badge, RecordList } from './record-list';
import { ADD_BUTTON, LocalizedField, SelectField, SwitchField, TabHeading, TextField } from './settings-controls';
import { useSettings } from './settings-context';
import type { MeetingTypeDraft } from './settings-draft';

export function MeetingTypesTab() {
  const { editor: labels } = useEditorContext();
  const { draft, add, hosts } = useSettings();
  const byKey = new Map(draft.meeting_types.map((meeting) => [meeting.key, meeting]));
  return (
    <div>
      <TabHeading title={labels.gsTabMeetingTypes} subtitle={labels.gsMeetingTypesSubtitle}>
        <button type="button" className={ADD_BUTTON} onClick={() => add('meeting_types', newRecords.meetingType(hosts?.[0]?.id ?? null, draft.meeting_types[0]?.currency))}>
          <Plus className="size-4" aria-hidden="true" />
          {labels.gsAddMeetingType}
        </button>
      </TabHeading>
      <RecordList
        collection="meeting_types"
        sortable
        label={labels.gsTabMeetingTypes}
        empty={labels.gsMeetingTypesEmpty}
        keys={draft.meeting_types.map((meeting) => meeting.key)}
        name={(key) => plainText(byKey.get(key)?.name)}
        badges={(key) => <MeetingBadges meeting={byKey.get(key)!} />}
      >
        {(key) => <MeetingFields meeting={byKey.get(key)!} />}
      </RecordList>
    </div>
  );
}

function MeetingBadges({ meeting }: { meeting: MeetingTypeDraft }) {
  const { editor: labels } = useEditorContext();
  const minutes = Number(meeting.duration_minutes);
  return (
    <>
      {Number.isInteger(minutes) && minutes > 0 && <span className="shrink-0 text-xs text-gray-700">{labelText(labels.gsMinutes, { count: minutes })}</span>}
      {!meeting.is_active && <Badge>{labels.gsInactive}</Badge>}
    </>
  );
}

function MeetingFields({ meeting }: { meeting: MeetingTypeDraft }) {
  const { editor: labels, locale } = useEditorContext();
  const { record, hosts } = useSettings();
  const priceWords = usePriceWords();
  const currencies = useCurrencyOptions(meeting.currency);
  const at = `meeting_types.${meeting.key}`;
  const patch = (next: Partial<MeetingTypeDraft>, typing = false) => record('meeting_types', meeting.key, next, typing);
  const known = hosts ?? [];
  const hostOptions = [
    { value: '', label: labels.gsNoHost },
    ...known.map((host) => ({ value: host.id, label: host.name })),
    // A host the list does not hold (not loaded yet, or no longer staff) stays choosable as it is.
    ...(meeting.host_user_id && !known.some((host) => host.id === meeting.host_user_id) ? [{ value: meeting.host_user_id, label: labels.gsUnknownHost }] : []),
  ];
  return (
    <>
      <LocalizedField path={`${at}.name`} label={labels.gsName} base={meeting.name} translations={meeting.name_translation} onChange={(c) => patch('base' in c ? { name: c.base } : { name_translation: c.translations }, true)} />
      <LocalizedField
        path={`${at}.description`}
        label={labels.gsDescription}
        multiline
        base={meeting.description}
        translations={meeting.description_translation}
        onChange={(c) => patch('base' in c ? { description: c.base } : { description_translation: c.translations }, true)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField path={`${at}.duration_minutes`} label={labels.gsDuration} inputMode="numeric" value={meeting.duration_minutes} onChange={(duration_minutes) => patch({ duration_minutes }, true)} />
        <TextField path={`${at}.price`} label={labels.gsPrice} hint={priceWords(meeting.price, meeting.currency) ?? labels.gsFreeHint} inputMode="decimal" value={meeting.price} onChange={(price) => patch({ price }, true)} />
        <SelectField path={`${at}.currency`} label={labels.gsCurrency} value={meeting.currency} options={currencies} onChange={(currency) => patch({ currency, price: retypePrice(meeting.price, meeting.currency, currency, locale) })} />
      </div>
      <SelectField path={`${at}.host_user_id`} label={labels.gsHost} value={meeting.host_user_id ?? ''} options={hostOptions} onChange={(host) => patch({ host_user_id: host || null })} />
      <SwitchField path={`${at}.is_active`} label={labels.gsBookable} checked={meeting.is_active} onChange={(is_active) => patch({ is_active })} />
      <AvailabilityEditor path={`${at}.availability`} week={meeting.availability} onChange={(availability) => patch({ availability })} />
    </>
  );
}
