// The site's own cookies and storage keys in the dialog's Services tab, under the essential
// category: name, kind and lifetime, what each is for and why it needs no consent (decision 054).
import type { ConsentLabels } from '@/lib/consent-config';
import type { SiteStorageResponse } from '@/schemas/consent';

type Props = { items: SiteStorageResponse[]; labels: ConsentLabels; headingId: string };

export function SiteStorageList({ items, labels, headingId }: Props) {
  return (
    <div className="mt-2 rounded-lg bg-gray-50 px-3 py-2" data-testid="site-storage">
      <h4 id={headingId} className="text-sm font-semibold text-gray-900">
        {labels.storageHeading}
      </h4>
      <ul aria-labelledby={headingId} className="divide-y divide-gray-200">
        {items.map((item) => (
          <li key={`${item.kind}:${item.name}`} className="py-2 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <code className="font-mono text-[0.8125rem] font-semibold break-all text-gray-900" data-testid="site-storage-name">
                {item.name}
              </code>
              <span className="text-gray-700">{item.kind_label}</span>
              {item.staff_only && <span className="rounded bg-gray-200 px-1.5 text-xs font-medium text-gray-800">{labels.storageStaffOnly}</span>}
            </p>
            <p className="mt-0.5 text-gray-700">{item.purpose}</p>
            <p className="mt-0.5 text-gray-700">
              <span className="font-medium text-gray-900">{labels.storageLifetime}:</span> {item.lifetime}
            </p>
            <p className="mt-0.5 text-gray-700">
              <span className="font-medium text-gray-900">{labels.storageWhyEssential}:</span> {item.reason}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
