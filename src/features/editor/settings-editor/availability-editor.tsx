'use client';
// When a meeting can be booked, day by day: each weekday's time ranges, added and taken away, each
// from a start to an end time. A range that ends before it starts, or overlaps another of its day,
// is said under it at once (availability.ts), and again by a save.
import { Plus, X } from 'lucide-react';
import { useMemo } from 'react';
import { labelText } from '@/lib/i18n/island-labels';
import { RECORD_LIMITS } from '@/schemas/organization-records';
import { useEditorContext } from '../editor-labels';
import { INPUT } from '../shared/field';
import { dayProblems, nextRange } from './availability';
import { useSettings } from './settings-context';
import { WEEKDAYS, type Availability, type TimeRange, type Weekday } from './settings-types';

/** The server's limit of ranges a day (schemas/organization-records.ts). */
const MAX_RANGES = RECORD_LIMITS.rangesPerDay;

type Props = { path: string; week: Availability; onChange: (week: Availability) => void };

/** Weekday names in the editor's language, Monday first (1 January 2024 was a Monday). */
function useDayNames(locale: string): Record<Weekday, string> {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    return Object.fromEntries(WEEKDAYS.map((day, index) => [day, format.format(new Date(Date.UTC(2024, 0, 1 + index)))])) as Record<Weekday, string>;
  }, [locale]);
}

export function AvailabilityEditor({ path, week, onChange }: Props) {
  const { editor: labels, locale } = useEditorContext();
  const { problems, fieldId } = useSettings();
  const days = useDayNames(locale);
  const words = { time: labels.gsRangeTime, order: labels.gsRangeOrder, overlap: labels.gsRangeOverlap };
  const setDay = (day: Weekday, ranges: TimeRange[]) => {
    const next = { ...week };
    if (ranges.length) next[day] = ranges;
    else delete next[day];
    onChange(next);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-gray-800">{labels.gsAvailability}</legend>
      <p className="text-xs text-gray-600">{labels.gsAvailabilityHint}</p>
      {WEEKDAYS.map((day) => {
        const ranges = week[day] ?? [];
        // What is wrong now, before a save says it too (and what the last save's check said).
        const live = dayProblems(ranges);
        return (
          <div key={day} className="rounded-lg border border-gray-200 p-3" data-weekday={day}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-semibold text-gray-900 first-letter:uppercase">{days[day]}</span>
              {!ranges.length && <span className="text-xs text-gray-600">{labels.gsUnavailable}</span>}
              <button
                type="button"
                className="ml-auto inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium text-sky-800 ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-50"
                disabled={ranges.length >= MAX_RANGES}
                onClick={() => setDay(day, [...ranges, nextRange(ranges)])}
                aria-label={labelText(labels.gsAddRangeOn, { day: days[day] })}
              >
                <Plus className="size-4" aria-hidden="true" />
                {labels.gsAddRange}
              </button>
            </div>
            {ranges.map((range, index) => {
              const at = `${path}.${day}.${index}`;
              const id = fieldId(at);
              const problem = live[index] ? words[live[index]] : problems[at];
              const name = labelText(labels.gsRangeNamed, { day: days[day], number: index + 1 });
              const set = (change: Partial<TimeRange>) => setDay(day, ranges.map((item, place) => (place === index ? { ...item, ...change } : item)));
              return (
                <div key={index} role="group" aria-label={name} className="mt-2">
                  <div className="flex flex-wrap items-end gap-2">
                    <label className="grid gap-1 text-xs font-medium text-gray-700">
                      {labels.gsFrom}
                      <input id={id} type="time" className={`${INPUT} w-32`} value={range.start} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-error` : undefined} onChange={(event) => set({ start: event.target.value })} />
                    </label>
                    <label className="grid gap-1 text-xs font-medium text-gray-700">
                      {labels.gsUntil}
                      <input type="time" className={`${INPUT} w-32`} value={range.end} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-error` : undefined} onChange={(event) => set({ end: event.target.value })} />
                    </label>
                    <button
                      type="button"
                      className="inline-flex size-10 items-center justify-center rounded-lg text-rose-700 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-sky-600"
                      aria-label={labelText(labels.gsDeleteNamed, { title: name })}
                      onClick={() => setDay(day, ranges.filter((_, place) => place !== index))}
                    >
                      <X className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                  {problem && (
                    <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-rose-700">
                      {problem}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        );
      })}
    </fieldset>
  );
}
