// The admin's list of consent decisions: when, who (an anonymous visitor or a signed-in user, by a
// short id), what (given or refused, and the categories it covered), under which policy revision and
// in which language. Server-rendered; the page passes the texts and formatted dates.
import type { ConsentLedgerEntry } from '@/schemas/consent';

export type LedgerLabels = {
  colTime: string;
  colWho: string;
  colDecision: string;
  colCategories: string;
  colRevision: string;
  colLanguage: string;
  whoVisitor: string;
  whoUser: string;
  decisionGiven: string;
  decisionRefused: string;
  removedCategory: string;
};

type Props = { labelledBy: string; records: ConsentLedgerEntry[]; labels: LedgerLabels; categoryNames: Record<string, string>; formatTime: (iso: string) => string };

const shortId = (id: string | null) => (id ? id.slice(0, 8) : '');

export function LedgerTable({ labelledBy, records, labels, categoryNames, formatTime }: Props) {
  return (
    // On a phone the table scrolls sideways: the region takes focus so the keyboard can scroll it too.
    <div className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-sky-600" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="w-full min-w-[44rem] text-left text-sm" data-testid="consent-ledger">
        <thead className="bg-gray-50 text-xs font-semibold tracking-wider text-gray-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5">{labels.colTime}</th>
            <th scope="col" className="px-4 py-2.5">{labels.colWho}</th>
            <th scope="col" className="px-4 py-2.5">{labels.colDecision}</th>
            <th scope="col" className="px-4 py-2.5">{labels.colCategories}</th>
            <th scope="col" className="px-4 py-2.5">{labels.colRevision}</th>
            <th scope="col" className="px-4 py-2.5">{labels.colLanguage}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {records.map((record) => (
            <tr key={record.id} data-testid="consent-ledger-row">
              <td className="px-4 py-3 whitespace-nowrap text-gray-800">
                <time dateTime={record.created_at}>{formatTime(record.created_at)}</time>
              </td>
              <td className="px-4 py-3 text-gray-800">
                {record.user_id ? labels.whoUser : labels.whoVisitor}
                <span className="ml-1.5 font-mono text-xs text-gray-600">{shortId(record.user_id ?? record.visitor_id)}</span>
              </td>
              <td className="px-4 py-3">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${record.consent_given ? 'bg-emerald-50 text-emerald-800' : 'bg-gray-100 text-gray-800'}`}>
                  {record.consent_given ? labels.decisionGiven : labels.decisionRefused}
                </span>
              </td>
              <td className="px-4 py-3 text-gray-800">{record.categories.map((id) => categoryNames[id] ?? labels.removedCategory).join(', ')}</td>
              <td className="px-4 py-3 font-mono text-xs text-gray-700">{record.policy_revision}</td>
              <td className="px-4 py-3 text-gray-800 uppercase">{record.locale}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
