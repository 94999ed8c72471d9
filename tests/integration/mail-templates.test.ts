// The e-mail templates: each language, the organisation's name, escaping of hostile values, safe
// links, and the reset link both as a button and as plain text.
import { describe, expect, it } from 'vitest';
import { brandColor, escapeHtml, redactResetLinks, renderMail, type Brand } from '@/server/mail/templates';

const brand: Brand = { name: 'Harbour & Finch', logoUrl: 'https://harbour.example/logo.svg', color: { family: 'emerald', shade: '600' }, accountUrl: 'https://harbour.example/account' };

describe('mail templates', () => {
  it.each([
    ['en', 'Welcome to Harbour & Finch', 'Hello Ada,'],
    ['de', 'Willkommen bei Harbour & Finch', 'Hallo Ada,'],
    ['es', 'Bienvenido a Harbour & Finch', 'Hola, Ada:'],
    ['ja', 'Harbour & Finch へようこそ', 'Ada 様'],
    ['pl', 'Witamy w Harbour & Finch', 'Dzień dobry, Ada,'],
  ])('writes the welcome e-mail in %s with the organisation’s name', (locale, subject, greeting) => {
    const mail = renderMail('welcome', { locale, brand, data: { name: 'Ada' } });
    expect(mail.locale).toBe(locale);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(greeting);
    expect(mail.text).toContain('Harbour & Finch');
    expect(mail.html).toContain('Harbour &amp; Finch');
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain('src="https://harbour.example/logo.svg"');
    expect(mail.html).toContain('href="https://harbour.example/account"');
  });

  it('falls back to English for a language without texts', () => {
    expect(renderMail('welcome', { locale: 'nl', brand, data: {} }).subject).toBe('Welcome to Harbour & Finch');
    expect(renderMail('welcome', { locale: 'xx', brand, data: {} }).locale).toBe('en');
  });

  it('escapes a hostile name and site name everywhere in the HTML and keeps the subject on one line', () => {
    const hostile = '<script>alert(1)</script>"onload="x';
    const mail = renderMail('welcome', { locale: 'en', brand: { ...brand, name: 'Evil <img src=x onerror=alert(1)>\r\nBcc: victim@example.com' }, data: { name: hostile } });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;onload=&quot;x');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    // The plain-text version is text: it carries the name as written, which is harmless there.
    expect(mail.text).toContain('Hello <script>');
  });

  it('puts the reset link in a button and as plain text, and only http(s) links', () => {
    const resetUrl = 'https://harbour.example/reset-password?token=abc&x="1"';
    const mail = renderMail('password_reset', { locale: 'fr', brand, data: { name: 'Ada', resetUrl } });
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Harbour & Finch');
    expect(mail.html).toContain('href="https://harbour.example/reset-password?token=abc&amp;x=%221%22"');
    expect(mail.html.match(/reset-password\?token=abc/g)?.length).toBe(3);
    expect(mail.text).toContain('https://harbour.example/reset-password?token=abc&x=%221%22');
    const evil = renderMail('password_reset', { locale: 'en', brand, data: { resetUrl: 'javascript:alert(1)' } });
    expect(evil.html).not.toContain('javascript:');
    expect(evil.text).not.toContain('javascript:');
  });

  it('writes the trial end date in the recipient’s language', () => {
    const end = new Date('2026-12-06T10:00:00Z');
    expect(renderMail('free_trial', { locale: 'en', brand, data: { trialEndsAt: end } }).text).toContain('December 6, 2026');
    expect(renderMail('free_trial', { locale: 'de', brand, data: { trialEndsAt: end.toISOString() } }).text).toContain('6. Dezember 2026');
    expect(renderMail('free_trial', { locale: 'ru', brand, data: {} }).subject).toBe('Ваш бесплатный пробный период на Harbour & Finch начался');
  });

  it('uses the brand colour from the closed palette only, never stored text', () => {
    expect(brandColor({ family: 'emerald', shade: '600' })).toBe('#047857');
    expect(brandColor({ family: 'emerald', shade: '900' })).toBe('#064e3b');
    expect(brandColor({ family: 'red;background:url(x)', shade: '700' })).toBe('#0369a1');
    const mail = renderMail('welcome', { locale: 'en', brand: { ...brand, logoUrl: 'javascript:alert(1)', color: { family: '"><script>' } }, data: {} });
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('"><script>');
  });

  it('hides reset tokens in stored copies', () => {
    expect(redactResetLinks('<a href="https://h.example/reset-password?token=s3cr3t">x</a> https://h.example/reset-password?a=1&amp;token=s3cr3t')).not.toContain('s3cr3t');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
