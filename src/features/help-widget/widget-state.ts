// The help widget's state machine as pure functions: which sizes it takes on a phone and on a
// larger screen, what the size button does next, and which saved state (kept across a language
// switch) may be restored. Shared by the launcher island and its tests; no React, no DOM.

export const SIZES = ['initial', 'half', 'fullscreen'] as const;
export type WidgetSize = (typeof SIZES)[number];

/** The three tabs of the panel's navigation. */
export const TABS = ['home', 'help', 'chat'] as const;
export type WidgetTab = (typeof TABS)[number];

/** The views the spec names; `conversation` is live support once a message has been sent. */
export const VIEWS = ['welcome', 'faq', 'knowledge-base', 'features', 'ai', 'live-support', 'conversation'] as const;
export type WidgetView = (typeof VIEWS)[number];

/** Below this width (px) the widget is on a phone: half and fullscreen only. */
export const MOBILE_BREAKPOINT = 640;
export const INITIAL_WIDTH = 400;
export const INITIAL_HEIGHT = 750;
/** A saved state older than this (ms) is not restored. */
export const RESTORE_WINDOW_MS = 5000;
export const STORAGE_KEY = 'sitewright:help-widget';

export type WidgetState = { isOpen: boolean; size: WidgetSize; activeTab: WidgetTab; currentView: WidgetView };
export type SavedWidgetState = WidgetState & { timestamp: number };

export const CLOSED: WidgetState = { isOpen: false, size: 'initial', activeTab: 'home', currentView: 'welcome' };

/** The tab a view belongs to. */
export function tabOf(view: WidgetView): WidgetTab {
  if (view === 'welcome') return 'home';
  if (view === 'faq' || view === 'knowledge-base' || view === 'features') return 'help';
  return 'chat';
}

/** The size a widget opens at: the small card on a larger screen, half the screen on a phone. */
export function openingSize(mobile: boolean): WidgetSize {
  return mobile ? 'half' : 'initial';
}

/** A size as the screen allows it: a phone has no small card, so `initial` shows as half. */
export function fitSize(size: WidgetSize, mobile: boolean): WidgetSize {
  return mobile && size === 'initial' ? 'half' : size;
}

/** What the size button does: initial → half → fullscreen → initial; on a phone half ↔ fullscreen. */
export function nextSize(size: WidgetSize, mobile: boolean): WidgetSize {
  const current = fitSize(size, mobile);
  if (mobile) return current === 'half' ? 'fullscreen' : 'half';
  if (current === 'initial') return 'half';
  if (current === 'half') return 'fullscreen';
  return 'initial';
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * The state to restore from what storage held, or null. Only a well-formed record written less
 * than RESTORE_WINDOW_MS before `now` counts; one from the future (a clock change) does not.
 * The tab always follows the view, so a record cannot show one tab with another tab's view.
 */
export function restorableState(raw: string | null, now: number): WidgetState | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const { isOpen, size, activeTab, currentView, timestamp } = record;
  if (typeof isOpen !== 'boolean' || !isOneOf(SIZES, size) || !isOneOf(TABS, activeTab) || !isOneOf(VIEWS, currentView)) return null;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  const age = now - timestamp;
  if (age < 0 || age >= RESTORE_WINDOW_MS) return null;
  return { isOpen, size, activeTab: tabOf(currentView), currentView };
}

/** The record saved just before a language switch. */
export function savedState(state: WidgetState, now: number): string {
  const record: SavedWidgetState = { ...state, timestamp: now };
  return JSON.stringify(record);
}

/** Paths (without the language prefix) where no launcher shows: the staff's own area. */
const HIDDEN_UNDER = ['/admin'];

export function hiddenOn(path: string): boolean {
  return HIDDEN_UNDER.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
