// One desktop dropdown: a wide grid of sub-items with pictures and descriptions, or a narrow list
// when there is a single sub-item. It exists only while open; the phone menu keeps every sub-item
// link in the page's HTML for crawlers.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { menuEntry, menuSurface, NavigationMenuContent, NavigationMenuLink } from '@/components/ui/navigation-menu';
import type { NavItem } from './menu';

type Props = {
  item: NavItem;
  wide: boolean;
  accent: string;
  overviewLabel: string;
};

/** A link of the panel: arrow keys reach it, and following it closes the panel. */
function PanelLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <NavigationMenuLink asChild>
      <Link href={href} className={className}>
        {children}
      </Link>
    </NavigationMenuLink>
  );
}

export function DropdownPanel({ item, wide, accent, overviewLabel }: Props) {
  // pt-2 bridges the gap under the bar, so the pointer stays "inside" on its way down.
  const frame = wide ? 'absolute inset-x-2 top-full z-50 pt-2 sm:inset-x-4' : 'absolute left-0 top-full z-50 w-80 pt-2';
  return (
    <NavigationMenuContent className={frame} data-panel={wide ? 'wide' : 'narrow'}>
      {wide ? (
        <div className={cx('mx-auto grid max-w-5xl gap-6 p-6 lg:grid-cols-[13rem_1fr]', menuSurface)}>
          <div className="border-gray-100 lg:border-r lg:pr-6">
            <p className="text-base font-semibold">{item.label}</p>
            {item.description && <p className="mt-2 text-sm leading-6 text-gray-600">{item.description}</p>}
            <PanelLink href={item.href} className={cx('mt-4 inline-flex items-center gap-1 rounded text-sm font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent,var(--color-sky-600))]', accent)}>
              {overviewLabel}
              <ArrowRight className="size-4" aria-hidden="true" />
            </PanelLink>
          </div>
          <ul className={`grid gap-2 sm:grid-cols-2 ${item.children.length >= 3 ? 'xl:grid-cols-3' : ''}`}>
            {item.children.map((child) => (
              <li key={child.id}>
                <PanelLink href={child.href} className={cx('flex h-full gap-4 p-3', menuEntry)}>
                  {child.image && (
                    // eslint-disable-next-line @next/next/no-img-element -- stored images of any host, size reserved
                    <img src={child.image} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-lg bg-gray-100 object-cover" />
                  )}
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-gray-900">{child.label}</span>
                    {child.description && <span className="mt-1 block text-sm leading-5 text-gray-600">{child.description}</span>}
                  </span>
                </PanelLink>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className={cx('p-2', menuSurface)}>
          <li>
            <PanelLink href={item.href} className={cx('block px-3 py-2 text-sm font-semibold', menuEntry)}>
              {item.label}
              <span className={`ml-2 text-xs font-medium ${accent}`}>{overviewLabel}</span>
            </PanelLink>
          </li>
          {item.children.map((child) => (
            <li key={child.id}>
              <PanelLink href={child.href} className={cx('block px-3 py-2', menuEntry)}>
                <span className="block text-sm font-medium">{child.label}</span>
                {child.description && <span className="mt-0.5 block text-xs leading-5 text-gray-600">{child.description}</span>}
              </PanelLink>
            </li>
          ))}
        </ul>
      )}
    </NavigationMenuContent>
  );
}
