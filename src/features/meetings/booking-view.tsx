'use client';
// The booking page's island (issue 23 item 1; decision 079): the same HTML for every visitor, filled
// in here. The visitor picks a kind of meeting, then a free time in a week at a time, shown in their
// own time zone (the server offers slots in UTC from the meeting type's hours in the organisation's
// zone), and books it. A guest is asked to sign in first and comes back; a time someone else took
// meanwhile is said, and the week read again.
import { useEffect, useMemo, useState } from 'react';
import { CalendarCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import { useMe } from '@/features/site-chrome/use-me';
import { labelText } from '@/lib/i18n/island-labels';
import type { SlotsView } from '@/schemas/meetings';
import type { BookingViewProps } from '@/schemas/meeting-page';

export type { BookingViewProps };

const DAY_MS = 86_400_000;
/** How far ahead a visitor can page: eight weeks. */
const WEEKS_AHEAD = 8;

/** What was read for one kind of meeting and week (`key`); another key means the week is loading. */
type Week = { key: string; status: 'failed' } | { key: string; status: 'ready'; slots: string[] };
type Phase = { kind: 'choosing' } | { kind: 'booking' } | { kind: 'booked'; title: string; when: string } | { kind: 'failed'; message: string };

/** Midnight today in the visitor's own zone. */
function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

export function BookingView({ locale, labels, types, initialType, links, accent }: BookingViewProps) {
  const me = useMe();
  const bookable = types.filter((type) => type.bookable);
  const [typeId, setTypeId] = useState<string | null>(initialType ?? (bookable.length === 1 ? bookable[0]!.id : null));
  const [weekIndex, setWeekIndex] = useState(0);
  const [read, setRead] = useState<Week | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const [reload, setReload] = useState(0);
  const zone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const format = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }),
      time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }),
      week: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }),
    }),
    [locale],
  );
  const from = useMemo(() => new Date(startOfToday().getTime() + weekIndex * 7 * DAY_MS), [weekIndex]);
  const type = types.find((candidate) => candidate.id === typeId) ?? null;

  const key = `${typeId}:${weekIndex}:${reload}`;
  useEffect(() => {
    if (!typeId) return;
    let live = true;
    const to = new Date(from.getTime() + 7 * DAY_MS);
    const query = `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
    void fetch(`/api/meetings/meeting-types/${typeId}/slots?${query}`, { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => (response.ok ? ((await response.json()) as SlotsView) : null))
      .catch(() => null)
      .then((view) => {
        if (live) setRead(view ? { key, status: 'ready', slots: view.slots } : { key, status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [typeId, from, key]);
  const week: Week | { status: 'loading' } = read && read.key === key ? read : { status: 'loading' };

  // The visitor's days of this week, each with its free times.
  const days = useMemo(() => {
    if (!read || read.key !== key || read.status !== 'ready') return [];
    const byDay = new Map<string, string[]>();
    for (const slot of read.slots) {
      const day = format.day.format(new Date(slot));
      byDay.set(day, [...(byDay.get(day) ?? []), slot]);
    }
    return [...byDay.entries()];
  }, [read, key, format]);

  async function book() {
    if (!type || !chosen) return;
    setPhase({ kind: 'booking' });
    const response = await fetch('/api/meetings/bookings', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ meeting_type_id: type.id, scheduled_at: chosen, time_zone: zone, ...(notes.trim() ? { notes: notes.trim() } : {}) }),
    }).catch(() => null);
    if (response?.status === 401) return window.location.assign(links.login);
    if (response?.status === 403) return window.location.assign(links.join);
    if (response?.status === 201) return setPhase({ kind: 'booked', title: type.name, when: format.full.format(new Date(chosen)) });
    if (response?.status === 409 || response?.status === 400) {
      setChosen(null);
      setReload((count) => count + 1);
      return setPhase({ kind: 'failed', message: labels.taken });
    }
    setPhase({ kind: 'failed', message: labels.failed });
  }

  const button = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${accent.button}`;
  const linkClass = `text-sm font-semibold underline-offset-4 hover:underline ${accent.link}`;

  if (phase.kind === 'booked') {
    return (
      <section className="mx-auto max-w-xl rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm" role="status" data-booking-done="">
        <CalendarCheck className="mx-auto size-10 text-emerald-600" aria-hidden="true" />
        <h2 className="mt-4 text-xl font-semibold text-gray-900">{labels.bookedTitle}</h2>
        <p className="mt-2 text-gray-700">{labelText(labels.bookedBody, { title: phase.title, when: phase.when })}</p>
        <a href={links.account} className={`mt-6 ${button}`}>
          {labels.viewBookings}
        </a>
      </section>
    );
  }

  if (types.length === 0 || bookable.length === 0) {
    return <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-gray-700">{labels.noTypes}</p>;
  }

  return (
    <div className="grid gap-8 lg:grid-cols-3" data-booking="">
      <fieldset className="space-y-3">
        <legend className="mb-3 text-lg font-semibold text-gray-900">{labels.typeHeading}</legend>
        {types.map((candidate) => (
          // Only classes the site's pages have already: every class a public island uses is in every page's stylesheet.
          <label key={candidate.id} className={`flex cursor-pointer gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm hover:border-gray-300 has-checked:border-gray-900 ${candidate.bookable ? '' : 'opacity-70'}`}>
            <input
              type="radio"
              name="meeting-type"
              className="mt-1 size-4 shrink-0"
              value={candidate.id}
              checked={candidate.id === typeId}
              disabled={!candidate.bookable}
              onChange={() => {
                setTypeId(candidate.id);
                setChosen(null);
                setWeekIndex(0);
                setPhase({ kind: 'choosing' });
              }}
            />
            <span className="block min-w-0 flex-1">
              <span className="flex items-start justify-between gap-3">
                <span className="font-semibold text-gray-900">{candidate.name}</span>
                <span className="shrink-0 text-sm font-semibold text-gray-900">{candidate.price}</span>
              </span>
              {candidate.description && <span className="mt-1 block text-sm text-gray-700">{candidate.description}</span>}
              <span className="mt-2 block text-xs text-gray-600">{[candidate.duration, candidate.host].filter(Boolean).join(' · ')}</span>
              {!candidate.bookable && <span className="mt-1 block text-xs text-gray-600">{labels.notBookable}</span>}
            </span>
          </label>
        ))}
      </fieldset>

      <section aria-labelledby="booking-times" className="min-w-0 space-y-4 lg:col-span-2">
        <h2 id="booking-times" className="text-lg font-semibold text-gray-900">
          {labels.timeHeading}
        </h2>
        {type && (
          <>
            <p className="text-sm text-gray-700">{labelText(labels.timesIn, { zone })}</p>
            <div className="flex items-center justify-between gap-2">
              <button type="button" className="inline-flex size-10 items-center justify-center rounded-lg text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-40" disabled={weekIndex === 0} onClick={() => setWeekIndex((index) => index - 1)} aria-label={labels.previousWeek}>
                <ChevronLeft className="size-5" aria-hidden="true" />
              </button>
              <p className="text-sm font-semibold text-gray-900" aria-live="polite">
                {labelText(labels.weekOf, { date: format.week.format(from) })}
              </p>
              <button type="button" className="inline-flex size-10 items-center justify-center rounded-lg text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-40" disabled={weekIndex >= WEEKS_AHEAD - 1} onClick={() => setWeekIndex((index) => index + 1)} aria-label={labels.nextWeek}>
                <ChevronRight className="size-5" aria-hidden="true" />
              </button>
            </div>
            {week.status === 'loading' && (
              <p role="status" className="py-6 text-sm text-gray-700">
                {labels.loadingTimes}
              </p>
            )}
            {week.status === 'failed' && (
              <p role="alert" className="flex flex-wrap items-center gap-3 py-6 text-sm text-rose-800">
                {labels.loadFailed}
                <button type="button" className={linkClass} onClick={() => setReload((count) => count + 1)}>
                  {labels.retry}
                </button>
              </p>
            )}
            {week.status === 'ready' && days.length === 0 && <p className="py-6 text-sm text-gray-700">{labels.noTimesThisWeek}</p>}
            {days.length > 0 && (
              <ul className="space-y-4" data-booking-days="">
                {days.map(([day, slots]) => (
                  <li key={day}>
                    <h3 className="mb-3 text-sm font-semibold text-gray-900">{day}</h3>
                    <ul className="flex flex-wrap gap-2">
                      {slots.map((slot) => (
                        <li key={slot}>
                          <button
                            type="button"
                            aria-pressed={chosen === slot}
                            aria-label={labelText(labels.chooseWhen, { when: format.full.format(new Date(slot)) })}
                            data-slot-time={slot}
                            onClick={() => {
                              setChosen(slot);
                              setPhase({ kind: 'choosing' });
                            }}
                            className={`min-h-11 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${chosen === slot ? accent.button : 'bg-white text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50'}`}
                          >
                            {format.time.format(new Date(slot))}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        {phase.kind === 'failed' && (
          <p role="alert" className="rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
            {phase.message}
          </p>
        )}
        {type && chosen && (
          <div className="space-y-4 rounded-xl border border-gray-200 bg-gray-50 p-5" data-booking-summary="">
            <h3 className="font-semibold text-gray-900">{labels.summaryHeading}</h3>
            <p className="text-sm text-gray-800">
              {type.name} · {format.full.format(new Date(chosen))} · {type.duration}
            </p>
            <div>
              <label htmlFor="booking-notes" className="block text-sm font-medium text-gray-800">
                {labels.notesLabel}
              </label>
              <textarea id="booking-notes" rows={3} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900" />
            </div>
            {me && !me.user ? (
              <div className="space-y-2">
                <p className="text-sm text-gray-700">{labels.guestNote}</p>
                <div className="flex flex-wrap items-center gap-4">
                  <a href={links.login} className={button}>
                    {labels.signInToBook}
                  </a>
                  <a href={links.join} className={linkClass}>
                    {labels.createAccount}
                  </a>
                </div>
              </div>
            ) : (
              <button type="button" className={button} disabled={phase.kind === 'booking' || me === null} onClick={() => void book()}>
                {phase.kind === 'booking' ? labels.booking : labels.confirm}
              </button>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
