'use client';
// The help centre's articles, linked, with a search box that narrows them as the visitor types (the
// same matching as the help-centre page: every word, any case, accents ignored).
import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import type { HelpWidgetResponse } from '@/schemas/help-widget';
import { normalizeForSearch } from '@/features/help-center/search';
import { formatLabel } from '@/lib/i18n/island-labels';
import type { WidgetLabels } from '../labels';

type Article = HelpWidgetResponse['articles'][number];

export function matchArticles(articles: Article[], query: string): Article[] {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return articles;
  return articles.filter((article) => {
    const haystack = normalizeForSearch(`${article.title} ${article.excerpt}`);
    return words.every((word) => haystack.includes(word));
  });
}

export function KnowledgeView({ articles, labels }: { articles: Article[]; labels: WidgetLabels }) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  if (articles.length === 0) return <p className="text-sm text-gray-700">{labels.articlesEmpty}</p>;
  const shown = matchArticles(articles, query);
  return (
    <div className="space-y-3">
      <div className="relative">
        <label htmlFor={inputId} className="sr-only">
          {labels.articlesSearch}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden="true" />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={labels.articlesSearch}
          className="w-full rounded-full border border-gray-300 py-2 pr-3 pl-9 text-sm focus-visible:border-[var(--accent)] focus-visible:outline-2 focus-visible:outline-[var(--accent)]"
        />
      </div>
      <p role="status" className="sr-only">
        {query ? formatLabel(labels.articlesCount, { count: shown.length }) : ''}
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-gray-700">{labels.articlesNoMatch}</p>
      ) : (
        <ul className="space-y-2">
          {shown.map((article) => (
            <li key={article.id}>
              <a href={article.href} className="block rounded-xl border border-gray-200 px-3 py-2 hover:border-[var(--accent)] hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-[var(--accent)]">
                <span className="block text-sm font-semibold text-gray-900">{article.title}</span>
                {article.excerpt && <span className="mt-0.5 block text-sm text-gray-700">{article.excerpt}</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
