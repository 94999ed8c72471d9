'use client';
// "On this page": a sticky list beside the article on wide screens and a collapsible one above it
// on small screens. Marks the heading being read (the last one whose top has passed 120 px from
// the top of the window) with aria-current, and scrolls to a heading smoothly unless the visitor
// prefers reduced motion.
import { useEffect, useRef, useState, type MouseEvent } from 'react';

export type TocItem = { id: string; text: string; depth: number };

type Props = {
  items: TocItem[];
  label: string;
  /** Classes of the active link (the organisation's colour). */
  activeClass: string;
  /** Where the collapsible version shows (hidden from some breakpoint up); omitted: none. */
  collapsibleClass?: string;
  /** Where the sticky sidebar version shows, and its grid placement; omitted: none. */
  sidebarClass?: string;
};

const ACTIVE_OFFSET = 120;
const INDENT = ['pl-3', 'pl-6', 'pl-9', 'pl-12', 'pl-14'];

export function TableOfContents({ items, label, activeClass, collapsibleClass, sidebarClass }: Props) {
  const [active, setActive] = useState(items[0]?.id ?? '');
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const headings = items.map((item) => document.getElementById(item.id)).filter((h): h is HTMLElement => h !== null);
    if (headings.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = headings[0].id;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= ACTIVE_OFFSET) current = heading.id;
        else break;
      }
      // A short last section can never reach the offset: at the very bottom it is the one being read.
      const root = document.documentElement;
      if (root.scrollHeight > window.innerHeight && window.scrollY + window.innerHeight >= root.scrollHeight - 2) current = headings[headings.length - 1].id;
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [items]);

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
    // Move keyboard focus with the view, so the next Tab continues from the heading.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    setActive(id);
    details.current?.removeAttribute('open');
  };

  const list = (
    <ol className="space-y-1 border-l border-gray-200 text-sm">
      {items.map((item) => {
        const current = item.id === active;
        return (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => jump(event, item.id)}
              aria-current={current ? 'location' : undefined}
              className={`-ml-px block border-l-2 py-1 pr-2 leading-snug focus-visible:outline-2 focus-visible:outline-offset-2 ${INDENT[Math.min(item.depth, INDENT.length - 1)]} ${
                current ? `${activeClass} font-semibold` : 'border-transparent text-gray-600 hover:border-gray-400 hover:text-gray-900'
              }`}
            >
              {item.text}
            </a>
          </li>
        );
      })}
    </ol>
  );

  return (
    <>
      {collapsibleClass !== undefined && (
        <details ref={details} className={`group rounded-xl border border-gray-200 bg-gray-50 ${collapsibleClass}`}>
          <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold text-gray-900 focus-visible:outline-2 [&::-webkit-details-marker]:hidden">
            {label}
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-gray-500 transition-transform group-open:rotate-180 motion-reduce:transition-none">
              <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </summary>
          <nav aria-label={label} className="px-4 pb-4">
            {list}
          </nav>
        </details>
      )}
      {sidebarClass !== undefined && (
        <nav aria-label={label} className={sidebarClass}>
          <p className="mb-3 text-xs font-semibold uppercase tracking-wider text-gray-500">{label}</p>
          {list}
        </nav>
      )}
    </>
  );
}
