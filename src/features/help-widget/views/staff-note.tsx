'use client';
// Whether someone from the team is around, and when they usually reply (the API's words, already
// in the visitor's language).
import type { StaffAvailability } from '@/schemas/help-widget';
import { formatLabel } from '@/lib/i18n/island-labels';
import type { WidgetLabels } from '../labels';

export function StaffNote({ staff, labels }: { staff: StaffAvailability; labels: WidgetLabels }) {
  const text = formatLabel(staff.available ? labels.staffOnline : labels.staffOffline, { expectedReply: staff.expected_reply });
  return (
    <p className="flex items-start gap-2 rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-700" data-staff={staff.available ? 'available' : 'away'}>
      <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${staff.available ? 'bg-green-600' : 'bg-gray-400'}`} />
      <span>{text}</span>
    </p>
  );
}
