'use client';
// The basket icon in the header, with a badge counting the items once the basket holds any. The
// count comes from this browser's storage after load, so the server HTML never shows one.
import Link from 'next/link';
import { ShoppingBag } from 'lucide-react';
import { useBasket } from '@/features/basket/basket-provider';
import { formatLabel, type LabelTemplate } from '@/lib/i18n/island-labels';

type Props = { href: string; label: string; countLabel: LabelTemplate; badge: string };

export function BasketLink({ href, label, countLabel, badge }: Props) {
  const { count } = useBasket();
  return (
    <Link
      href={href}
      aria-label={count > 0 ? formatLabel(countLabel, { count }) : label}
      className="relative inline-flex size-10 items-center justify-center rounded-full hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
    >
      <ShoppingBag className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          data-testid="basket-count"
          aria-hidden="true"
          className={`absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[11px] font-bold text-white ring-2 ring-white ${badge}`}
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
