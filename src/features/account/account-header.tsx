// The title band of every account and admin page, with the tabs between the area's pages.
import Link from 'next/link';
import type { AccentClasses } from '@/lib/accent';
import { PageIntro } from '@/features/posts/page-intro';

export type Tab = { href: string; label: string; current: boolean };

type Props = { title: string; intro: string; eyebrow?: string; tabs: Tab[]; navLabel: string; accent: AccentClasses };

export function AccountHeader({ title, intro, eyebrow, tabs, navLabel, accent }: Props) {
  return (
    <PageIntro title={title} intro={intro} eyebrow={eyebrow} accentText={accent.text}>
      <nav aria-label={navLabel} className="-mb-12 mt-10">
        {/* Wraps on a phone rather than hiding the current tab off-screen. */}
        <ul className="flex flex-wrap gap-x-1 border-b border-gray-200">
          {tabs.map((tab) => (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={tab.current ? 'page' : undefined}
                className={`inline-block border-b-2 px-3 py-3 sm:px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 ${
                  tab.current ? `${accent.border} ${accent.text}` : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageIntro>
  );
}
