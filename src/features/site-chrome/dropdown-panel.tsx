// One desktop dropdown: a wide grid of sub-items with pictures and descriptions, or a narrow list
// when there is a single sub-item. Kept in the page (hidden) when closed so its links are crawlable.
import Link from 'next/link';
import type { KeyboardEvent } from 'react';
import { ArrowRight } from 'lucide-react';
import type { NavItem } from './menu';

type Props = {
  id: string;
  item: NavItem;
  open: boolean;
  wide: boolean;
  accent: string;
  overviewLabel: string;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onNavigate: () => void;
};

const linkFocus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

export function DropdownPanel({ id, item, open, wide, accent, overviewLabel, onKeyDown, onNavigate }: Props) {
  // pt-2 bridges the gap under the bar, so the pointer stays "inside" on its way down.
  const frame = wide ? 'absolute inset-x-2 top-full z-50 pt-2 sm:inset-x-4' : 'absolute left-0 top-full z-50 w-80 pt-2';
  return (
    <div id={id} hidden={!open} className={frame} onKeyDown={onKeyDown} data-panel={wide ? 'wide' : 'narrow'}>
      {wide ? (
        <div className="mx-auto grid max-w-5xl gap-6 rounded-2xl border border-gray-200 bg-white p-6 text-gray-900 shadow-xl lg:grid-cols-[13rem_1fr]">
          <div className="border-gray-100 lg:border-r lg:pr-6">
            <p className="text-base font-semibold">{item.label}</p>
            {item.description && <p className="mt-2 text-sm leading-6 text-gray-600">{item.description}</p>}
            <Link href={item.href} onClick={onNavigate} className={`mt-4 inline-flex items-center gap-1 rounded text-sm font-semibold ${accent} hover:underline ${linkFocus}`}>
              {overviewLabel}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <ul className={`grid gap-2 sm:grid-cols-2 ${item.children.length >= 3 ? 'xl:grid-cols-3' : ''}`}>
            {item.children.map((child) => (
              <li key={child.id}>
                <Link href={child.href} onClick={onNavigate} className={`flex h-full gap-4 rounded-xl p-3 hover:bg-gray-50 ${linkFocus}`}>
                  {child.image && (
                    // eslint-disable-next-line @next/next/no-img-element -- stored images of any host, size reserved
                    <img src={child.image} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-lg bg-gray-100 object-cover" />
                  )}
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-gray-900">{child.label}</span>
                    {child.description && <span className="mt-1 block text-sm leading-5 text-gray-600">{child.description}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="rounded-xl border border-gray-200 bg-white p-2 text-gray-900 shadow-xl">
          <li>
            <Link href={item.href} onClick={onNavigate} className={`block rounded-lg px-3 py-2 text-sm font-semibold hover:bg-gray-50 ${linkFocus}`}>
              {item.label}
              <span className={`ml-2 text-xs font-medium ${accent}`}>{overviewLabel}</span>
            </Link>
          </li>
          {item.children.map((child) => (
            <li key={child.id}>
              <Link href={child.href} onClick={onNavigate} className={`block rounded-lg px-3 py-2 hover:bg-gray-50 ${linkFocus}`}>
                <span className="block text-sm font-medium">{child.label}</span>
                {child.description && <span className="mt-0.5 block text-xs leading-5 text-gray-600">{child.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
