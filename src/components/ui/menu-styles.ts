// The look shared by the navigation menu, the dropdown menus and the desktop bar's stand-in, kept
// apart from the Radix code so that the stand-in can use it without loading the menu.

/** The card every popup menu sits on (navigation panels and dropdown menus look alike). */
export const menuSurface = 'rounded-xl border border-gray-200 bg-white text-gray-900 shadow-xl';
/** One entry of a popup menu: tinted when hovered or highlighted, ringed in the accent for the keyboard. */
export const menuEntry =
  'rounded-lg hover:bg-gray-50 data-highlighted:bg-gray-50 focus-visible:outline-2 focus-visible:outline-[var(--accent,var(--color-sky-600))]';
/** A top-level entry of the bar (link or trigger); the caller adds the header's text colours. */
export const barEntry =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current lg:px-3';
