// Pieces shared by the outbox pages: the status badge, the 403 view and the title band.
import type { ReactNode } from 'react';
import type { MailLabels } from '@/server/mail/admin-page';
import type { AccentClasses } from '@/lib/accent';
import { PageIntro } from '@/features/posts/page-intro';

const STATUS_STYLES: Record<string, string> = {
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-rose-50 text-rose-800 ring-rose-200',
  queued: 'bg-amber-50 text-amber-900 ring-amber-200',
};

export function statusLabel(labels: MailLabels, status: string): string {
  return status === 'sent' ? labels.status_sent : status === 'failed' ? labels.status_failed : labels.status_queued;
}

export function templateLabel(labels: MailLabels, template: string): string {
  if (template === 'welcome') return labels.template_welcome;
  if (template === 'free_trial') return labels.template_free_trial;
  if (template === 'password_reset') return labels.template_password_reset;
  if (template === 'order_confirmation') return labels.template_order_confirmation;
  if (template === 'booking_guest') return labels.template_booking_guest;
  if (template === 'booking_host') return labels.template_booking_host;
  if (template === 'booking_reminder_guest') return labels.template_booking_reminder_guest;
  if (template === 'booking_reminder_host') return labels.template_booking_reminder_host;
  return template;
}

export function StatusBadge({ status, labels }: { status: string; labels: MailLabels }) {
  return (
    <span className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLES[status] ?? STATUS_STYLES.queued}`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {statusLabel(labels, status)}
    </span>
  );
}

export function OutboxIntro({ labels, accent, intro, children }: { labels: MailLabels; accent: AccentClasses; intro: string; children?: ReactNode }) {
  return (
    <PageIntro title={labels.outboxTitle} eyebrow={labels.outboxEyebrow} intro={intro} accentText={accent.text}>
      {children}
    </PageIntro>
  );
}

export function DeliveryNote({ labels, configured }: { labels: MailLabels; configured: boolean }) {
  return (
    <p className={`mt-6 inline-flex items-start gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-inset ${configured ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`} data-testid="delivery-note">
      {configured ? labels.deliverySmtp : labels.deliveryOutbox}
    </p>
  );
}

