// The e-mails the product writes, rendered to a subject, an HTML body and a plain-text body in the
// recipient's language. The HTML is a table layout with inline styles only (what mail clients
// render reliably); every value that comes from people or settings is escaped, links must be
// http(s), and the brand colour comes from a closed palette, never from stored text.
import { getFormatter } from '@/lib/i18n/format';
import { getTranslator, type Translator } from '@/lib/i18n/messages';
import { UI_LOCALES, type UiLocale } from '@/lib/i18n/locales';
import { COLOR_FAMILIES } from '@/lib/tokens';
import { readableShade, readAccent } from '@/lib/accent';
import { orderTable, orderTableHtml, orderTableText, type OrderMail, type OrderTableBlock } from './order-template';
import { bookingDetailsHtml, bookingDetailsText, bookingParts, reminderParts, type BookingDetailsBlock, type BookingMail } from './booking-template';

export const MAIL_TEMPLATES = ['welcome', 'free_trial', 'password_reset', 'order_confirmation', 'booking_guest', 'booking_host', 'booking_reminder_guest', 'booking_reminder_host'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** What a message is written from; `name` is the recipient's (the guest's or the host's for bookings). */
export type MailData = { name?: string; resetUrl?: string; trialEndsAt?: Date | string; order?: OrderMail; booking?: BookingMail };
export type { BookingMail, OrderMail };

export type Brand = {
  /** The site's name as visitors know it. */
  name: string;
  /** An absolute http(s) URL of the logo, or null to show the name instead. */
  logoUrl: string | null;
  /** The site's primary colour (family and shade as stored in the settings). */
  color: { family?: string | null; shade?: string | null };
  /** The site's address (origin), for the "go to your account" button; null leaves it out. */
  accountUrl: string | null;
};

export type RenderedMail = { subject: string; html: string; text: string; locale: UiLocale };

/** Tailwind's palette for the shades a button may use: white text stays readable from 700 on. */
const PALETTE: Record<(typeof COLOR_FAMILIES)[number], Record<'50' | '700' | '800' | '900' | '950', string>> = {
  gray: { 50: '#f9fafb', 700: '#374151', 800: '#1f2937', 900: '#111827', 950: '#030712' },
  slate: { 50: '#f8fafc', 700: '#334155', 800: '#1e293b', 900: '#0f172a', 950: '#020617' },
  neutral: { 50: '#fafafa', 700: '#404040', 800: '#262626', 900: '#171717', 950: '#0a0a0a' },
  sky: { 50: '#f0f9ff', 700: '#0369a1', 800: '#075985', 900: '#0c4a6e', 950: '#082f49' },
  blue: { 50: '#eff6ff', 700: '#1d4ed8', 800: '#1e40af', 900: '#1e3a8a', 950: '#172554' },
  emerald: { 50: '#ecfdf5', 700: '#047857', 800: '#065f46', 900: '#064e3b', 950: '#022c22' },
  indigo: { 50: '#eef2ff', 700: '#4338ca', 800: '#3730a3', 900: '#312e81', 950: '#1e1b4b' },
  purple: { 50: '#faf5ff', 700: '#7e22ce', 800: '#6b21a8', 900: '#581c87', 950: '#3b0764' },
  pink: { 50: '#fdf2f8', 700: '#be185d', 800: '#9d174d', 900: '#831843', 950: '#500724' },
  rose: { 50: '#fff1f2', 700: '#be123c', 800: '#9f1239', 900: '#881337', 950: '#4c0519' },
  amber: { 50: '#fffbeb', 700: '#b45309', 800: '#92400e', 900: '#78350f', 950: '#451a03' },
};

/** The brand colour as hex: the site's accent at the shade its buttons use on the site itself. */
export function brandColor(color: Brand['color']): string {
  const accent = readAccent(color.family, color.shade);
  return PALETTE[accent.family][readableShade(accent.shade)];
}

export function mailLocale(locale: string | null | undefined): UiLocale {
  return (UI_LOCALES as readonly string[]).includes(locale ?? '') ? (locale as UiLocale) : 'en';
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/** Control characters (line breaks included) removed and length bounded: safe in a subject line. */
export function plainLine(value: string | null | undefined, max = 120): string {
  return (value ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** An absolute http(s) URL, or null for anything else (javascript:, data:, relative, malformed). */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function trialDate(value: Date | string | undefined, locale: UiLocale): string | null {
  if (value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return getFormatter(locale).dateTime(date, { dateStyle: 'long', timeZone: 'UTC' });
}

type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string; fallback: boolean }
  | { kind: 'note'; text: string }
  | OrderTableBlock
  | BookingDetailsBlock;

type Content = { subject: string; heading: string; blocks: Block[] };

function contentFor(template: MailTemplate, t: Translator, site: string, data: MailData, brand: Brand, locale: UiLocale): Content {
  const accountButton: Block[] = brand.accountUrl ? [{ kind: 'button', label: t('mail.accountAction'), url: brand.accountUrl, fallback: false }] : [];
  if (template === 'welcome') {
    return {
      subject: t('mail.welcomeSubject', { site }),
      heading: t('mail.welcomeHeading', { site }),
      blocks: [{ kind: 'paragraph', text: t('mail.welcomeBody', { site }) }, ...accountButton],
    };
  }
  if (template === 'free_trial') {
    const date = trialDate(data.trialEndsAt, locale);
    return {
      subject: t('mail.trialSubject', { site }),
      heading: t('mail.trialHeading'),
      blocks: [{ kind: 'paragraph', text: date ? t('mail.trialBody', { date, site }) : t('mail.trialBodyNoDate', { site }) }, ...accountButton],
    };
  }
  if (template === 'order_confirmation') {
    if (!data.order) throw new Error('The order confirmation needs its order');
    const { number, dueDays } = data.order;
    return {
      subject: t('mail.orderSubject', { number, site }),
      heading: t('mail.orderHeading'),
      blocks: [
        { kind: 'paragraph', text: t('mail.orderIntro', { number }) },
        orderTable(data.order, t, locale),
        // Settings hold no bank details today, so the message says they come with the invoice
        // rather than show an account number nobody configured (docs/decisions/043).
        { kind: 'paragraph', text: t('mail.orderPayment', { days: dueDays }) },
        { kind: 'paragraph', text: t('mail.orderInvoiceFollows', { site, number }) },
        { kind: 'note', text: t('mail.orderPending') },
        ...accountButton,
      ],
    };
  }
  if (template === 'booking_guest' || template === 'booking_host') {
    if (!data.booking) throw new Error('A booking e-mail needs its booking');
    const audience = template === 'booking_guest' ? 'guest' : 'host';
    const parts = bookingParts(data.booking, audience, t, locale, site);
    const joinUrl = safeUrl(data.booking.joinUrl);
    return {
      subject: parts.subject,
      heading: parts.heading,
      blocks: [
        { kind: 'paragraph', text: parts.intro },
        parts.details,
        // The join link is shown written out too: it is what the guest and host come back to.
        ...(joinUrl ? [{ kind: 'button', label: t('mail.bookingJoin'), url: joinUrl, fallback: true } as const] : []),
        { kind: 'note', text: t('mail.bookingInvitation') },
      ],
    };
  }
  if (template === 'booking_reminder_guest' || template === 'booking_reminder_host') {
    if (!data.booking) throw new Error('A booking reminder needs its booking');
    const parts = reminderParts(data.booking, template === 'booking_reminder_guest' ? 'guest' : 'host', t, locale, site);
    const joinUrl = safeUrl(data.booking.joinUrl);
    // No invitation this time: the booking's own message brought it.
    return {
      subject: parts.subject,
      heading: parts.heading,
      blocks: [{ kind: 'paragraph', text: parts.intro }, parts.details, ...(joinUrl ? [{ kind: 'button', label: t('mail.bookingJoin'), url: joinUrl, fallback: true } as const] : [])],
    };
  }
  const resetUrl = safeUrl(data.resetUrl);
  return {
    subject: t('mail.resetSubject', { site }),
    heading: t('mail.resetHeading'),
    blocks: [
      { kind: 'paragraph', text: t('mail.resetBody') },
      ...(resetUrl ? [{ kind: 'button', label: t('mail.resetAction'), url: resetUrl, fallback: true } as const] : []),
      { kind: 'note', text: t('mail.resetExpiry') },
      { kind: 'note', text: t('mail.resetIgnore') },
    ],
  };
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function htmlBlock(block: Block, color: string, t: Translator): string {
  if (block.kind === 'order') return orderTableHtml(block, FONT, escapeHtml);
  if (block.kind === 'details') return bookingDetailsHtml(block, FONT, escapeHtml);
  if (block.kind === 'paragraph') {
    return `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:#374151;">${escapeHtml(block.text)}</p>`;
  }
  if (block.kind === 'note') {
    return `<p style="margin:0 0 12px;font-family:${FONT};font-size:14px;line-height:21px;color:#4b5563;">${escapeHtml(block.text)}</p>`;
  }
  const href = escapeHtml(block.url);
  const button = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td align="center" bgcolor="${color}" style="border-radius:6px;background-color:${color};"><a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:600;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a></td></tr></table>`;
  if (!block.fallback) return button;
  return `${button}<p style="margin:0 0 4px;font-family:${FONT};font-size:13px;line-height:20px;color:#4b5563;">${escapeHtml(t('mail.linkFallback'))}</p><p style="margin:0 0 20px;font-family:${FONT};font-size:13px;line-height:20px;word-break:break-all;"><a href="${href}" target="_blank" rel="noopener" style="color:${color};text-decoration:underline;">${escapeHtml(block.url)}</a></p>`;
}

function textBlock(block: Block): string {
  if (block.kind === 'order') return orderTableText(block);
  if (block.kind === 'details') return bookingDetailsText(block);
  if (block.kind === 'button') return block.fallback ? `${block.label}:\n${block.url}` : `${block.label}: ${block.url}`;
  return block.text;
}

/** Renders one e-mail. Unknown languages fall back to English. */
export function renderMail(template: MailTemplate, input: { locale: string; brand: Brand; data: MailData }): RenderedMail {
  const locale = mailLocale(input.locale);
  const t = getTranslator(locale);
  const site = plainLine(input.brand.name, 120) || 'Sitewright';
  const name = plainLine(input.data.name, 100);
  const color = brandColor(input.brand.color);
  const logoUrl = safeUrl(input.brand.logoUrl);
  const content = contentFor(template, t, site, input.data, input.brand, locale);
  const greeting = name ? t('mail.greeting', { name }) : t('mail.greetingAnonymous');
  const signature = t('mail.signature', { site });
  const footer = t('mail.footer', { site });
  const subject = plainLine(content.subject, 200);

  const logo = logoUrl
    ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(site)}" height="40" style="display:block;height:40px;width:auto;max-width:240px;border:0;outline:none;text-decoration:none;">`
    : `<span style="font-family:${FONT};font-size:20px;font-weight:700;line-height:28px;color:${color};">${escapeHtml(site)}</span>`;

  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(content.heading)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f3f4f6" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="max-width:560px;background-color:#ffffff;border:1px solid #e5e7eb;border-radius:8px;">
<tr><td height="6" bgcolor="${color}" style="height:6px;background-color:${color};border-radius:8px 8px 0 0;font-size:0;line-height:0;">&nbsp;</td></tr>
<tr><td style="padding:28px 32px 4px;">${logo}</td></tr>
<tr><td style="padding:16px 32px 8px;">
<h1 style="margin:0 0 20px;font-family:${FONT};font-size:24px;font-weight:700;line-height:32px;color:#111827;">${escapeHtml(content.heading)}</h1>
<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:#374151;">${escapeHtml(greeting)}</p>
${content.blocks.map((block) => htmlBlock(block, color, t)).join('\n')}
<p style="margin:8px 0 24px;font-family:${FONT};font-size:16px;line-height:24px;color:#374151;">${escapeHtml(signature)}</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;">
<p style="margin:0;font-family:${FONT};font-size:12px;line-height:18px;color:#6b7280;">${escapeHtml(footer)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [content.heading, '', greeting, '', ...content.blocks.flatMap((block) => [textBlock(block), '']), signature, '', '--', footer, ''].join('\n');
  return { subject, html, text, locale };
}

/** Replaces the token of a password-reset link, so a stored copy cannot be used to take over an account. */
export function redactResetLinks(body: string): string {
  return body.replace(/([?&](?:amp;)?token=)[^&"'<>\s]+/g, '$1REDACTED');
}
