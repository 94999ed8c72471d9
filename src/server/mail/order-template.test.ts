// The order confirmation e-mail in every UI language: the order number, each line and the total in
// the language's own money format, the payment terms, no invented bank details, the account link,
// and plan names kept as text however they are written.
import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '@/lib/i18n/locales';
import { renderMail, type Brand, type OrderMail } from './templates';

const brand: Brand = { name: 'Harbour & Finch', logoUrl: null, color: { family: 'sky', shade: '700' }, accountUrl: 'https://harbour.example/de/account' };
const HOSTILE = '<img src=x onerror=alert(1)>';
const order: OrderMail = {
  number: '1A2B3C4D',
  currency: 'EUR',
  total: 4900 * 3 + 7950 + 1900 * 2,
  dueDays: 14,
  lines: [
    { name: 'Team', quantity: 3, unitPrice: 4900, currencySymbol: '€' },
    { name: HOSTILE, quantity: 1, unitPrice: 7950, currencySymbol: '€' },
    { name: 'Starter', quantity: 2, unitPrice: 1900, currencySymbol: '€' },
  ],
};

/** Written here with Intl directly, so the test does not lean on the helper it checks. */
function euros(locale: string, minor: number): string {
  const amount = minor / 100;
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

const english = renderMail('order_confirmation', { locale: 'en', brand, data: { name: 'Ada', order } });

describe('order confirmation e-mail', () => {
  it.each(UI_LOCALES)('is written in %s with the number, the lines and the total in that language', (locale) => {
    const mail = renderMail('order_confirmation', { locale, brand, data: { name: 'Ada', order } });
    expect(mail.locale).toBe(locale);
    expect(mail.subject).toContain('1A2B3C4D');
    expect(mail.subject).toContain('Harbour & Finch');
    if (locale !== 'en') {
      // A real translation, not English left in place.
      expect(mail.subject).not.toBe(english.subject);
      expect(mail.text).not.toContain(english.text.split('\n')[0]);
    }
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(euros(locale, 26450));
      expect(body).toContain(euros(locale, 4900));
      expect(body).toContain(euros(locale, 14700));
      expect(body).toContain(euros(locale, 7950));
      expect(body).toContain(euros(locale, 3800));
      expect(body).toContain('14');
      expect(body).not.toMatch(/mail\.order|\{(days|number|site|amount)\}/);
      // No bank account is configured, so none is shown: the invoice brings the details.
      expect(body).not.toMatch(/IBAN|BIC/);
    }
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain('href="https://harbour.example/de/account"');
    expect(mail.text).toContain('https://harbour.example/de/account');
  });

  it('keeps a plan name that looks like HTML as text', () => {
    for (const locale of UI_LOCALES) {
      const { html, text } = renderMail('order_confirmation', { locale, brand, data: { order } });
      expect(html).not.toContain('<img');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      // The plain-text part is shown as text by every client: the name stays as written there.
      expect(text).toContain(HOSTILE);
    }
  });

  it('lays the lines out as a table with headed columns and the total in its footer', () => {
    expect(english.subject).toBe('Your order 1A2B3C4D at Harbour & Finch');
    expect(english.html).toMatch(/<th scope="col"[^>]*>Plan<\/th>/);
    expect(english.html).toMatch(/<tfoot><tr><th scope="row" colspan="3"[^>]*>Total<\/th><td[^>]*>€264.50<\/td>/);
    expect(english.text).toContain('- 3 × Team: €49 each, €147');
    expect(english.text).toContain('Total: €264.50');
    expect(english.text).toContain('Please pay within 14 days of receiving the invoice.');
    expect(english.text).toContain('Harbour & Finch will send you the invoice with the bank details');
  });

  it('writes the payment terms with the right plural and the totals in other currencies', () => {
    const one = renderMail('order_confirmation', { locale: 'ru', brand, data: { order: { ...order, dueDays: 21 } } });
    expect(one.text).toContain('21 дня');
    expect(renderMail('order_confirmation', { locale: 'ru', brand, data: { order } }).text).toContain('14 дней');
    const yen = renderMail('order_confirmation', { locale: 'ja', brand, data: { order: { ...order, currency: 'JPY', total: 500000, lines: [{ name: 'Team', quantity: 1, unitPrice: 500000, currencySymbol: '¥' }] } } });
    expect(yen.text).toContain(new Intl.NumberFormat('ja', { style: 'currency', currency: 'JPY', maximumFractionDigits: 0 }).format(5000));
  });

  it('refuses to write a confirmation without its order', () => {
    expect(() => renderMail('order_confirmation', { locale: 'en', brand, data: {} })).toThrow();
  });
});
