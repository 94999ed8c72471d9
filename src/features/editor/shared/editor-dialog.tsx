'use client';
// The window every editor opens in (section, heading, hero): the product's dialog at the editor's
// width, and what an editor needs on top of it (docs/decisions/060):
// - below the md breakpoint (768 px, where the editors' two columns stack) it fills the screen, so a
//   phone gets the whole height for the form and the preview rather than a card with margins;
// - while it is open, <html data-editor-open> tells the page's own floating things (the help
//   widget's button, the banners at the bottom) to step aside (globals.css), since the editor's
//   actions sit at the bottom of the screen on a phone;
// - toasts move above its footer, clear of its header and its actions (toast-lane.ts).
import { useCallback, useEffect, useRef, useSyncExternalStore, type ComponentProps, type Ref } from 'react';
import { DialogContent } from '@/components/ui/dialog';
import { cx } from '@/components/ui/cx';
import { useToastsClearOf } from '@/components/ui/toast-lane';

const OPEN_ATTRIBUTE = 'data-editor-open';
/** Tailwind's md breakpoint: narrower than this, an editor fills the screen. */
const NARROW = '(width < 48rem)';

let openEditors = 0;

function useOpenMark() {
  useEffect(() => {
    openEditors += 1;
    document.documentElement.setAttribute(OPEN_ATTRIBUTE, '');
    return () => {
      openEditors -= 1;
      if (openEditors === 0) document.documentElement.removeAttribute(OPEN_ATTRIBUTE);
    };
  }, []);
}

type Props = Omit<ComponentProps<typeof DialogContent>, 'size' | 'placement' | 'wide'> & { ref?: Ref<HTMLDivElement> };

export function EditorDialogContent({ ref, className, overlayClassName, ...props }: Props) {
  const own = useRef<HTMLDivElement | null>(null);
  useOpenMark();
  useToastsClearOf(own);
  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return (
    <DialogContent
      {...props}
      ref={setRef}
      size="editor"
      data-editor-dialog=""
      overlayClassName={cx('max-md:p-0', overlayClassName)}
      className={cx('flex flex-col overflow-hidden p-0', className, 'max-md:h-dvh max-md:max-w-none max-md:rounded-none max-md:ring-0')}
    />
  );
}

function subscribeNarrow(change: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
}

/** True below the md breakpoint, where editors fill the screen whatever their own setting. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribeNarrow, () => window.matchMedia(NARROW).matches, () => false);
}
