// The booking reminders in every UI language (docs/decisions/083): "your meeting starts in 24 hours"
// (or 10 minutes) to the guest and the host, each with the time in their own language and zone, the
// zone named, and the join link; no calendar invitation, which came with the booking's own message.
import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '@/lib/i18n/locales';
import { reminderLead } from './booking-template';
import { renderMail, type Brand, type BookingMail } from './templates';

const brand: Brand = { name: 'Harbour & Finch', logoUrl: null, color: { family: 'indigo', shade: '700' }, accountUrl: 'https://harbour.example/account' };
const JOIN = 'https://harbour.example/de/account/meetings/5b0c6a57-8d5e-4a8e-9f8e-2d7c5c1b9e10';
const booking: BookingMail = {
  title: 'Erstberatung',
  start: '2027-03-01T09:00:00.000Z',
  end: '2027-03-01T10:00:00.000Z',
  timeZone: 'Europe/Dublin',
  joinUrl: JOIN,
  guestName: 'Ada Lovelace',
  hostName: 'Grace Hopper',
  startsInMinutes: 24 * 60,
};
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** Written with Intl directly, so the test does not lean on the helper it checks. */
function range(locale: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone });
  return format.formatRange(new Date(booking.start), new Date(booking.end));
}

describe('booking reminders', () => {
  it.each(UI_LOCALES)('are written in %s with how soon, when in the reader’s zone, and the join link', (locale) => {
    const english = renderMail('booking_reminder_guest', { locale: 'en', brand, data: { booking: { ...booking, timeZone: 'America/New_York' } } });
    for (const [template, zone] of [
      ['booking_reminder_guest', 'America/New_York'],
      ['booking_reminder_host', 'Europe/Dublin'],
    ] as const) {
      const mail = renderMail(template, { locale, brand, data: { name: 'Ada Lovelace', booking: { ...booking, timeZone: zone } } });
      expect(mail.locale).toBe(locale);
      expect(mail.subject).toContain('Erstberatung');
      expect(mail.subject).toContain(new Intl.RelativeTimeFormat(locale).format(24, 'hour'));
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(range(locale, zone));
        expect(body).toContain(zone);
        expect(body).toContain(JOIN);
        expect(body).not.toMatch(/mail\.booking|\{(title|site|guest|startsIn)\}/);
      }
      if (locale !== 'en') expect(mail.subject.split(':')[0]).not.toBe(english.subject.split(':')[0]);
    }
  });

  it('say how soon the meeting starts, and bring no invitation', () => {
    const guest = renderMail('booking_reminder_guest', { locale: 'en', brand, data: { name: 'Ada Lovelace', booking: { ...booking, timeZone: 'America/New_York', startsInMinutes: 10 } } });
    expect(guest.subject).toBe('Reminder: Erstberatung starts in 10 minutes');
    expect(guest.text).toContain('Your meeting starts in 10 minutes\n\nHello Ada Lovelace,');
    expect(guest.text).toContain('A reminder of your meeting with Harbour & Finch.');
    expect(plain(guest.text)).toContain('When: Monday, March 1, 2027, 4:00 – 5:00 AM EST');
    expect(guest.text).toContain('With: Grace Hopper');
    expect(guest.text).toContain(`Join the meeting:\n${JOIN}`);
    expect(guest.text).not.toContain('invitation');
    const host = renderMail('booking_reminder_host', { locale: 'de', brand, data: { name: 'Grace Hopper', booking } });
    expect(host.subject).toBe('Erinnerung: Erstberatung beginnt in 24 Stunden');
    expect(host.text).toContain('Eine Erinnerung an Ihren Termin mit Ada Lovelace.');
    expect(host.text).toMatch(/09:00–10:00 Uhr/);
  });

  it('count whole hours in hours and anything shorter in minutes', () => {
    expect(reminderLead(24 * 60, 'en')).toBe('in 24 hours');
    expect(reminderLead(10, 'en')).toBe('in 10 minutes');
    expect(reminderLead(90, 'en')).toBe('in 90 minutes');
    expect(reminderLead(10, 'ru')).toBe('через 10 минут');
  });

  it('refuse to write a reminder without its booking', () => {
    expect(() => renderMail('booking_reminder_guest', { locale: 'en', brand, data: {} })).toThrow();
  });
});
