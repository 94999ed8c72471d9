'use client';
// The consent decisions recorded on the site, newest first, a page at a time ("Load more" asks for
// the page after the last one shown, `?before=`): when, what was chosen, under which policy
// revision, and whether the visitor was signed in. Never who or from where; nothing here changes.
import { useState } from 'react';
import { getFormatter } from '@/lib/i18n/format';
import { labelText } from '@/lib/i18n/island-labels';
import type { ConsentRecordSummary } from '@/schemas/organization-settings';
import { editorApi, reason } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import { plainText } from '../translations';
import { ADD_BUTTON } from './settings-controls';
import { useSettings } from './settings-context';

type Page = { cookie_consent_records: ConsentRecordSummary[]; cookie_consent_records_next_before: string | null };

export function ConsentRecords() {
  const { editor: labels, locale, organizationId } = useEditorContext();
  const { data, draft } = useSettings();
  // Later pages, for the first page as loaded (a reload starts again from the newest).
  const [more, setMore] = useState<{ first: ConsentRecordSummary[]; records: ConsentRecordSummary[]; next: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const current = more?.first === data.cookie_consent_records ? more : null;
  const records = [...data.cookie_consent_records, ...(current?.records ?? [])];
  const next = current ? current.next : data.cookie_consent_records_next_before;
  const categoryName = new Map(draft.cookie_categories.flatMap((category) => (category.id ? [[category.id, plainText(category.name)] as const] : [])));
  const format = getFormatter(locale);

  const loadMore = async () => {
    if (!next) return;
    setBusy(true);
    setFailed(null);
    try {
      const page = await editorApi<Page>('GET', `/api/organizations/${organizationId}/sections/cookies?before=${encodeURIComponent(next)}`);
      setMore({ first: data.cookie_consent_records, records: [...(current?.records ?? []), ...page.cookie_consent_records], next: page.cookie_consent_records_next_before });
    } catch (error) {
      setFailed(labelText(labels.gsSectionFetchFailed, { section: labels.gsTabCookies, status: reason(error) ?? '' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="settings-consent-records" className="space-y-3">
      <div>
        <h4 id="settings-consent-records" className="text-sm font-semibold text-gray-900">
          {labels.gsConsentRecords}
        </h4>
        <p className="text-sm text-gray-600">{labels.gsConsentRecordsHint}</p>
      </div>
      {records.length === 0 ? (
        <p className="text-sm text-gray-600">{labels.gsConsentRecordsEmpty}</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200" data-consent-records="">
          {records.map((record) => (
            <li key={record.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-3 text-sm">
              <time dateTime={record.created_at} className="font-medium text-gray-900 tabular-nums">
                {format.dateTime(new Date(record.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
              <span className="min-w-0 flex-1 text-gray-800">
                {record.consent_given
                  ? labelText(labels.gsConsentChoices, {
                      categories: record.categories.map((id) => categoryName.get(id) || labels.gsCategoryGone).join(', ') || labels.gsConsentEssentialOnly,
                      services: record.services.length,
                    })
                  : labels.gsConsentRefused}
              </span>
              <span className="text-xs text-gray-600">
                {labels.gsConsentRevision} <code className="font-mono">{record.policy_revision.slice(0, 12)}</code>
              </span>
              {record.signed_in && <span className="text-xs text-gray-600">{labels.gsConsentSignedIn}</span>}
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className="text-sm text-rose-700">
          {failed}
        </p>
      )}
      {next && (
        <button type="button" className={ADD_BUTTON} disabled={busy} onClick={() => void loadMore()} data-consent-more="">
          {busy ? labels.loading : labels.gsLoadMore}
        </button>
      )}
    </section>
  );
}
