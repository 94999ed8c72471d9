// The booking e-mails in every UI language: the guest's "your meeting is booked" and the host's "new
// booking", each with the time in the recipient's own language and zone (the zone named), the join
// link as a button and written out, the note that the invitation is attached, and the guest's name
// and notes kept as text however they are written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '@/lib/i18n/locales';
import { renderMail, type Brand, type BookingMail } from './templates';

const brand: Brand = { name: 'Harbour & Finch', logoUrl: null, color: { family: 'indigo', shade: '700' }, accountUrl: 'https://harbour.example/account' };
const HOSTILE = '<img src=x onerror=alert(1)>';
const JOIN = 'https://harbour.example/account/meetings/5b0c6a57-8d5e-4a8e-9f8e-2d7c5c1b9e10';

/** 09:00 to 10:00 in Dublin on a winter Monday (Dublin is on UTC then, New York five hours behind). */
const winter: BookingMail = {
  title: 'Erstberatung',
  start: '2027-03-01T09:00:00.000Z',
  end: '2027-03-01T10:00:00.000Z',
  timeZone: 'Europe/Dublin',
  joinUrl: JOIN,
  guestName: 'Ada Lovelace',
  hostName: 'Grace Hopper',
  notes: 'Bitte über die Verträge sprechen.',
};
/** 09:00 to 10:00 in Dublin on a summer Monday (Irish summer time, UTC+1; New York on UTC−4). */
const summer: BookingMail = { ...winter, start: new Date('2027-07-05T08:00:00.000Z'), end: new Date('2027-07-05T09:00:00.000Z') };

const inZone = (booking: BookingMail, timeZone: string) => ({ booking: { ...booking, timeZone } });
/** Intl puts thin and narrow no-break spaces around a range's dash and before AM; plain ones read easier here. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** Written here with Intl directly, so the test does not lean on the helper it checks. */
function range(locale: string, booking: BookingMail, timeZone: string): string {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone });
  return format.formatRange(new Date(booking.start), new Date(booking.end));
}

const english = {
  guest: renderMail('booking_guest', { locale: 'en', brand, data: { name: 'Ada Lovelace', ...inZone(winter, 'America/New_York') } }),
  host: renderMail('booking_host', { locale: 'en', brand, data: { name: 'Grace Hopper', ...inZone(winter, 'Europe/Dublin') } }),
};

describe('booking e-mails', () => {
  it.each(UI_LOCALES)('are written in %s, with the time in the recipient’s zone and the join link', (locale) => {
    const guest = renderMail('booking_guest', { locale, brand, data: { name: 'Ada Lovelace', ...inZone(winter, 'America/New_York') } });
    const host = renderMail('booking_host', { locale, brand, data: { name: 'Grace Hopper', ...inZone(winter, 'Europe/Dublin') } });
    for (const [mail, zone] of [
      [guest, 'America/New_York'],
      [host, 'Europe/Dublin'],
    ] as const) {
      expect(mail.locale).toBe(locale);
      expect(mail.subject).toContain('Erstberatung');
      expect(mail.html).toContain(`<html lang="${locale}">`);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(range(locale, winter, zone));
        expect(body).toContain(zone);
        expect(body).toContain(JOIN);
        expect(body).not.toMatch(/mail\.booking|\{(title|site|guest)\}/);
      }
      expect(mail.html).toContain(`href="${JOIN}"`);
    }
    expect(host.subject).toContain('Ada Lovelace');
    expect(guest.text).toContain('Grace Hopper');
    if (locale !== 'en') {
      // A real translation, not English left in place.
      expect(guest.subject).not.toBe(english.guest.subject);
      expect(host.subject).not.toBe(english.host.subject);
      expect(guest.text).not.toContain(english.guest.text.split('\n')[0]);
      expect(host.text).not.toContain(english.host.text.split('\n')[0]);
    }
  });

  it('says what the guest booked, when, with whom, and that the invitation is attached', () => {
    expect(english.guest.subject).toBe('Your meeting is booked: Erstberatung');
    expect(english.guest.text).toContain('Your meeting is booked\n\nHello Ada Lovelace,');
    expect(english.guest.text).toContain('Your meeting with Harbour & Finch is booked.');
    expect(english.guest.text).toContain('What: Erstberatung');
    expect(plain(english.guest.text)).toContain('When: Monday, March 1, 2027, 4:00 – 5:00 AM EST');
    expect(english.guest.text).toContain('Time zone: America/New_York');
    expect(english.guest.text).toContain('With: Grace Hopper');
    expect(english.guest.text).toContain(`Join the meeting:\n${JOIN}`);
    expect(english.guest.text).toContain('The calendar invitation is attached');
    expect(english.guest.html).toMatch(/<a href="https:\/\/harbour\.example\/account\/meetings\/[^"]+"[^>]*>Join the meeting<\/a>/);
    // The guest's own notes are for the host; the guest's message leaves them out.
    expect(english.guest.text).not.toContain('Verträge');
    // Without a host, the organisation is who the meeting is with.
    const hostless = renderMail('booking_guest', { locale: 'en', brand, data: { booking: { ...winter, hostName: null } } });
    expect(hostless.text).toContain('With: Harbour & Finch');
  });

  it('tells the host who booked what and when, in the organisation’s zone, with the guest’s notes', () => {
    expect(english.host.subject).toBe('New booking: Erstberatung with Ada Lovelace');
    expect(english.host.text).toContain('New booking\n\nHello Grace Hopper,');
    expect(english.host.text).toContain('Ada Lovelace has booked a meeting with you.');
    expect(plain(english.host.text)).toContain('When: Monday, March 1, 2027, 9:00 – 10:00 AM GMT');
    expect(english.host.text).toContain('Time zone: Europe/Dublin');
    expect(english.host.text).toContain('Guest: Ada Lovelace');
    expect(english.host.text).toContain('Notes from the guest: Bitte über die Verträge sprechen.');
    expect(english.host.text).toContain(JOIN);
  });

  it('reads 09:00 in Dublin for the host and 04:00 in New York for the guest, winter and summer', () => {
    for (const booking of [winter, summer]) {
      const host = renderMail('booking_host', { locale: 'de', brand, data: inZone(booking, 'Europe/Dublin') });
      const guest = renderMail('booking_guest', { locale: 'de', brand, data: inZone(booking, 'America/New_York') });
      expect(host.text).toMatch(/09:00–10:00 Uhr/);
      expect(guest.text).toMatch(/04:00–05:00 Uhr/);
      expect(host.text).not.toContain('04:00');
      expect(guest.text).not.toContain('09:00');
    }
    // The zone is named after the time, with the offset the date has.
    expect(renderMail('booking_guest', { locale: 'de', brand, data: inZone(winter, 'America/New_York') }).text).toContain('GMT-5');
    expect(renderMail('booking_guest', { locale: 'de', brand, data: inZone(summer, 'America/New_York') }).text).toContain('GMT-4');
    expect(plain(renderMail('booking_host', { locale: 'en', brand, data: inZone(summer, 'Europe/Dublin') }).text)).toContain('9:00 – 10:00 AM GMT+1');
    // A zone Intl does not know is not guessed at: the time is written, and named, in UTC.
    const unknown = renderMail('booking_guest', { locale: 'en', brand, data: inZone(winter, 'Mars/Olympus') });
    expect(plain(unknown.text)).toContain('9:00 – 10:00 AM UTC');
    expect(unknown.text).toContain('Time zone: UTC');
  });

  it('keeps the guest’s name and notes as text, and the subject on one line', () => {
    const booking: BookingMail = { ...winter, guestName: `${HOSTILE}\r\nBcc: victim@example.com`, notes: `First line\n${HOSTILE}\n<script>alert(2)</script>` };
    for (const locale of UI_LOCALES) {
      const host = renderMail('booking_host', { locale, brand, data: { booking } });
      expect(host.html).not.toMatch(/<img src=x|<script>/i);
      expect(host.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(host.html).toContain('First line<br>&lt;img src=x onerror=alert(1)&gt;<br>&lt;script&gt;alert(2)&lt;/script&gt;');
      expect(host.subject).not.toMatch(/[\r\n]/);
      // The plain-text part is shown as text by every client: the notes keep their lines there.
      expect(host.text).toContain(`  First line\n  ${HOSTILE}`);
    }
    const guest = renderMail('booking_guest', { locale: 'en', brand, data: { name: HOSTILE, booking: { ...booking, title: '<b>Consultation</b>', hostName: HOSTILE } } });
    expect(guest.html).not.toMatch(/<img src=x|<b>Consultation/i);
    expect(guest.html).toContain('&lt;b&gt;Consultation&lt;/b&gt;');
  });

  it('leaves no English in the German messages', () => {
    const en = (JSON.parse(readFileSync(path.resolve('src/messages/en.json'), 'utf8')) as { mail: Record<string, string> }).mail;
    // Every English booking text, cut at its placeholders, of a length that would not match by chance.
    const phrases = Object.entries(en)
      .filter(([key]) => key.startsWith('booking') || ['greeting', 'greetingAnonymous', 'signature', 'footer', 'linkFallback'].includes(key))
      .flatMap(([, text]) => text.split(/\{[^}]+\}/))
      .map((part) => part.trim())
      .filter((part) => part.length >= 6);
    for (const template of ['booking_guest', 'booking_host'] as const) {
      const mail = renderMail(template, { locale: 'de', brand: { ...brand, name: 'Hafen & Fink' }, data: { name: 'Ada', booking: winter } });
      // The join link's path is an address, not text to translate.
      const words = `${mail.subject}\n${mail.text}\n${mail.html}`.replace(/https?:\/\/\S+/g, '');
      for (const phrase of phrases) expect(words).not.toContain(phrase);
      expect(words).not.toMatch(/\b(meeting|booked|booking|join|calendar|invitation|attached|guest|notes|when|what|time zone|monday|march|hello)\b/i);
      expect(words).toContain('Montag, 1. März 2027');
    }
  });

  it('refuses to write a booking e-mail without its booking', () => {
    expect(() => renderMail('booking_guest', { locale: 'en', brand, data: {} })).toThrow();
    expect(() => renderMail('booking_host', { locale: 'en', brand, data: {} })).toThrow();
  });
});
