'use client';
// The breadcrumb trail at the bottom of every page but home. The layout does not re-render per page,
// so the trail reads the path itself; the labels come from the server in the page's language. For
// staff React keeps it current across client-side navigations. An anonymous visitor's page is
// rendered for its own path and moves on by ordinary navigations, so there it is server HTML with
// plain links and no island: nothing of it is in the islands runtime.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ChevronRight } from 'lucide-react';
import { buildBreadcrumbs, type CrumbLabels } from '@/lib/breadcrumbs';

type Props = { labels: CrumbLabels; navLabel: string };

export function Breadcrumbs({ labels, navLabel }: Props) {
  const crumbs = buildBreadcrumbs(usePathname() ?? '/', labels);
  if (!crumbs) return null;
  return (
    // A "page not found" marks itself with data-not-found: a trail to a page that does not exist is hidden.
    <nav aria-label={navLabel} className="border-t border-gray-200 bg-gray-50 [body:has([data-not-found])_&]:hidden">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-1 px-4 py-4 text-sm text-gray-600 sm:px-6">
        {crumbs.map((crumb, index) => (
          <li key={crumb.href} className="flex items-center gap-1">
            {index > 0 && <ChevronRight className="size-4 text-gray-400" aria-hidden="true" />}
            {crumb.current ? (
              <span aria-current="page" className="font-medium text-gray-900">{crumb.label}</span>
            ) : (
              <Link href={crumb.href} className="rounded hover:text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
