// Keyboard movement inside menus: arrow keys walk the links and buttons of a container.

const FOCUSABLE = 'a[href], button:not([disabled])';

export function focusables(container: HTMLElement | null): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]')) : [];
}

/** Moves focus within `container`: by a step (wrapping), or to the first or last entry. */
export function moveFocus(container: HTMLElement | null, to: 1 | -1 | 'first' | 'last'): void {
  const items = focusables(container);
  if (items.length === 0) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next =
    to === 'first' ? 0 : to === 'last' ? items.length - 1 : index < 0 ? 0 : (index + to + items.length) % items.length;
  items[next].focus();
}

/** Arrow/Home/End handling for a vertical list; returns true when the key was used. */
export function handleListKeys(event: { key: string; preventDefault: () => void }, container: HTMLElement | null): boolean {
  const moves: Record<string, 1 | -1 | 'first' | 'last'> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
  const move = moves[event.key];
  if (!move) return false;
  event.preventDefault();
  moveFocus(container, move);
  return true;
}
