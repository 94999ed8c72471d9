// The order confirmation e-mail's own parts: what was ordered as a table (HTML) or as lines (text),
// the total, and how to pay. Plan names are the snapshots stored with the order; they are text
// from the organisation's editors, so they are escaped like every other value in a message.
import { getFormatter } from '@/lib/i18n/format';
import { formatPrice } from '@/lib/i18n/money';
import type { Translator } from '@/lib/i18n/messages';
import type { UiLocale } from '@/lib/i18n/locales';

/** One ordered line as stored with the order (minor units). */
export type OrderMailLine = { name: string; quantity: number; unitPrice: number; currencySymbol: string };

/** What the order confirmation is written from. */
export type OrderMail = { number: string; currency: string; total: number; dueDays: number; lines: OrderMailLine[] };

/** The ordered lines, formatted in the recipient's language, with the column titles. */
export type OrderTableBlock = {
  kind: 'order';
  columns: { plan: string; quantity: string; unitPrice: string; amount: string };
  rows: { name: string; quantity: string; unitPrice: string; amount: string; text: string }[];
  totalLabel: string;
  total: string;
};

/** Plan names are one line in a table cell; a stored name could hold anything. */
function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
}

export function orderTable(order: OrderMail, t: Translator, locale: UiLocale): OrderTableBlock {
  const money = (minor: number, symbol?: string) => formatPrice(minor, order.currency, locale, symbol);
  const format = getFormatter(locale);
  return {
    kind: 'order',
    columns: { plan: t('mail.orderColPlan'), quantity: t('mail.orderColQuantity'), unitPrice: t('mail.orderColUnitPrice'), amount: t('mail.orderColAmount') },
    rows: order.lines.map((line) => {
      const row = {
        name: oneLine(line.name),
        quantity: format.number(line.quantity),
        unitPrice: money(line.unitPrice, line.currencySymbol),
        amount: money(line.unitPrice * line.quantity, line.currencySymbol),
      };
      return { ...row, text: t('mail.orderLineText', row) };
    }),
    totalLabel: t('mail.orderTotal'),
    total: money(order.total, order.lines[0]?.currencySymbol),
  };
}

type Escape = (value: string) => string;

/** A real data table (column headers with scope), inline styles only, as mail clients need. */
export function orderTableHtml(block: OrderTableBlock, font: string, escape: Escape): string {
  const cell = (align: 'left' | 'right', extra = '') =>
    `align="${align}" style="padding:8px 6px;font-family:${font};font-size:14px;line-height:20px;color:#374151;text-align:${align};${extra}"`;
  // The first and last columns line up with the paragraphs above and below the table.
  const EDGE = { left: 'padding-left:0;', right: 'padding-right:0;', none: '' } as const;
  const head = (label: string, align: 'left' | 'right', edge: keyof typeof EDGE) =>
    `<th scope="col" ${cell(align, `${EDGE[edge]}font-size:12px;font-weight:600;color:#6b7280;border-bottom:1px solid #e5e7eb;`)}>${escape(label)}</th>`;
  const rows = block.rows
    .map(
      (row) =>
        `<tr><td ${cell('left', 'padding-left:0;border-bottom:1px solid #f3f4f6;')}>${escape(row.name)}</td><td ${cell('right', 'border-bottom:1px solid #f3f4f6;white-space:nowrap;')}>${escape(row.quantity)}</td><td ${cell('right', 'border-bottom:1px solid #f3f4f6;white-space:nowrap;')}>${escape(row.unitPrice)}</td><td ${cell('right', 'padding-right:0;border-bottom:1px solid #f3f4f6;white-space:nowrap;')}>${escape(row.amount)}</td></tr>`,
    )
    .join('');
  return `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-collapse:collapse;">
<thead><tr>${head(block.columns.plan, 'left', 'left')}${head(block.columns.quantity, 'right', 'none')}${head(block.columns.unitPrice, 'right', 'none')}${head(block.columns.amount, 'right', 'right')}</tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row" colspan="3" ${cell('left', 'padding-left:0;font-size:16px;font-weight:700;color:#111827;')}>${escape(block.totalLabel)}</th><td ${cell('right', 'padding-right:0;font-size:16px;font-weight:700;color:#111827;white-space:nowrap;')}>${escape(block.total)}</td></tr></tfoot>
</table>`;
}

export function orderTableText(block: OrderTableBlock): string {
  return [...block.rows.map((row) => `- ${row.text}`), '', `${block.totalLabel}: ${block.total}`].join('\n');
}
