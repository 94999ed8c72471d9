// The cookie policy's table of the cookies and storage keys the site itself sets: the same list the
// privacy dialog shows under the essential category (decision 054), with texts given by the page.
import type { SiteStorageResponse } from '@/schemas/consent';

export type SiteStorageTableLabels = {
  heading: string;
  intro: string;
  name: string;
  type: string;
  purpose: string;
  lifetime: string;
  whyEssential: string;
  staffOnly: string;
};

export function SiteStorageTable({ items, labels }: { items: SiteStorageResponse[]; labels: SiteStorageTableLabels }) {
  return (
    <section aria-labelledby="site-storage" className="mt-14" data-testid="site-storage-table">
      <h2 id="site-storage" className="text-2xl font-bold tracking-tight text-gray-900">
        {labels.heading}
      </h2>
      <p className="mt-3 text-gray-600">{labels.intro}</p>
      <div className="mt-8 overflow-x-auto rounded-2xl border border-gray-200">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{labels.heading}</caption>
          <thead className="bg-gray-50">
            <tr className="border-b border-gray-200 text-gray-900">
              <th scope="col" className="px-4 py-3 font-semibold">{labels.name}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{labels.type}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{labels.purpose}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{labels.lifetime}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{labels.whyEssential}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 align-top">
            {items.map((item) => (
              <tr key={`${item.kind}:${item.name}`}>
                <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                  <code className="font-mono text-[0.8125rem] break-all" data-testid="site-storage-name">{item.name}</code>
                  {item.staff_only && <span className="mt-1 block text-xs font-medium text-gray-600">{labels.staffOnly}</span>}
                </th>
                <td className="px-4 py-3 text-gray-700">{item.kind_label}</td>
                <td className="px-4 py-3 text-gray-700">{item.purpose}</td>
                <td className="px-4 py-3 text-gray-700">{item.lifetime}</td>
                <td className="px-4 py-3 text-gray-700">{item.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
