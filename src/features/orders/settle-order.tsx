'use client';
// The admins' buttons on a pending order: mark it paid once the invoice is settled, or cancel it
// (after a confirmation, since it cannot be undone). The list is read again from the server after.
import { useRouter } from 'next/navigation';
import { useState } from 'react';

export type SettleOrderLabels = { markPaid: string; cancelOrder: string; confirmCancel: string; settleFailed: string };

type Props = { orderId: string; describedBy: string; labels: SettleOrderLabels };

export function SettleOrder({ orderId, describedBy, labels }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function settle(status: 'paid' | 'cancelled') {
    if (status === 'cancelled' && !window.confirm(labels.confirmCancel)) return;
    setBusy(true);
    setFailed(false);
    const response = await fetch(`/api/admin/orders/${orderId}`, {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    }).catch(() => null);
    setBusy(false);
    if (response?.ok) router.refresh();
    else setFailed(true);
  }

  const button = 'rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 disabled:opacity-60';
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <div className="flex gap-2">
        <button type="button" disabled={busy} aria-describedby={describedBy} onClick={() => settle('paid')} className={`${button} bg-emerald-700 text-white hover:bg-emerald-800`}>
          {labels.markPaid}
        </button>
        <button type="button" disabled={busy} aria-describedby={describedBy} onClick={() => settle('cancelled')} className={`${button} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50`}>
          {labels.cancelOrder}
        </button>
      </div>
      {failed && <p role="alert" className="text-sm text-rose-800">{labels.settleFailed}</p>}
    </div>
  );
}
