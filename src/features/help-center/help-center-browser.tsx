'use client';
// The help centre's search box and article groups. The server renders it with the query from the
// address (?q=), so it works without JavaScript as a plain GET form; with JavaScript it filters as
// the visitor types and keeps the address in step.
import Link from 'next/link';
import { useId, useMemo, useState } from 'react';
import { formatLabel, type LabelTemplate } from '@/lib/i18n/island-labels';
import { countArticles, filterGroups, type HelpGroup } from './search';

export type HelpCenterLabels = {
  searchLabel: string;
  searchPlaceholder: string;
  searchSubmit: string;
  searchClear: string;
  searchNoResults: LabelTemplate;
  searchResults: LabelTemplate;
};

type Props = { groups: HelpGroup[]; initialQuery: string; labels: HelpCenterLabels; accentText: string; accentBg: string };

export function HelpCenterBrowser({ groups, initialQuery, labels, accentText, accentBg }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const inputId = useId();
  const shown = useMemo(() => filterGroups(groups, query), [groups, query]);
  const total = countArticles(groups);
  const count = countArticles(shown);

  const change = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  };

  return (
    <>
      <form role="search" method="get" onSubmit={(event) => event.preventDefault()} className="relative z-10 mx-auto -mt-7 max-w-2xl px-4 sm:px-6">
        <label htmlFor={inputId} className="sr-only">
          {labels.searchLabel}
        </label>
        <div className="flex items-center gap-2 rounded-2xl border border-gray-200 bg-white p-2 shadow-lg shadow-gray-200/60 focus-within:border-gray-400">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="ml-2 h-5 w-5 shrink-0 text-gray-400">
            <path fill="currentColor" fillRule="evenodd" d="M9 3.5a5.5 5.5 0 1 0 3.4 9.8l3.4 3.4a1 1 0 0 0 1.4-1.4l-3.4-3.4A5.5 5.5 0 0 0 9 3.5ZM5.5 9a3.5 3.5 0 1 1 7 0 3.5 3.5 0 0 1-7 0Z" clipRule="evenodd" />
          </svg>
          <input
            id={inputId}
            name="q"
            type="search"
            value={query}
            onChange={(event) => change(event.target.value)}
            placeholder={labels.searchPlaceholder}
            autoComplete="off"
            className="min-w-0 flex-1 bg-transparent px-1 py-2 text-base text-gray-900 placeholder:text-gray-500 focus:outline-none"
          />
          {query && (
            <button type="button" onClick={() => change('')} className="rounded-lg px-3 py-2 text-sm font-medium text-gray-600 hover:bg-gray-100 focus-visible:outline-2">
              {labels.searchClear}
            </button>
          )}
          <button type="submit" className={`rounded-xl px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 ${accentBg}`}>
            {labels.searchSubmit}
          </button>
        </div>
        <p role="status" className="mt-3 text-center text-sm text-gray-600">
          {query.trim() ? (count === 0 ? formatLabel(labels.searchNoResults, { query: query.trim() }) : formatLabel(labels.searchResults, { count, total })) : ''}
        </p>
      </form>

      <div className="mx-auto max-w-7xl space-y-14 px-4 pb-20 pt-8 sm:px-6">
        {shown.map((group) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`} className="flex items-baseline gap-3 text-2xl font-bold tracking-tight text-gray-900">
              {group.title}
              <span aria-hidden="true" className="text-base font-normal text-gray-500">
                {group.articles.length}
              </span>
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {group.articles.map((article) => (
                <li key={article.id}>
                  <Link
                    href={article.href}
                    className="group flex h-full flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-5 transition-colors hover:border-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 motion-reduce:transition-none"
                  >
                    <div className="flex items-start justify-between gap-4">
                      <h3 className="text-lg font-semibold text-gray-900">{article.title}</h3>
                      <span aria-hidden="true" className={`mt-1 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none ${accentText}`}>
                        →
                      </span>
                    </div>
                    {article.description && <span className="leading-7 text-gray-600">{article.description}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
