'use client';
// The open editor lives in the page's address as well as in memory: `?editor=section:<id>` (or
// `section` for a new one; `heading…`, `hero…` alike; `layout` for the page layout manager, `page` for Create Page, `sitemap` for the Site Map,
// `post` for a new post and `post:<slug>` for an existing one; `header`, `footer`; `settings:<tab>` for
// Global Settings on a tab). Opening an editor adds a history entry, so
// the back button closes it (through the editor's own close, which asks about unsaved changes) and
// forward opens it again; a link with the parameter opens the editor on arrival.
import { SETTINGS_SECTIONS, type SettingsSection } from '@/lib/settings-tabs';
import type { EditorTarget } from '../editor-store';
import { currentUrlPage } from '../page-context';

export const EDITOR_PARAM = 'editor';
const KINDS = ['section', 'heading', 'hero', 'layout', 'page', 'sitemap', 'post', 'header', 'footer', 'settings'] as const;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Marks a history entry this module added, so closing goes back over it instead of adding another. */
const MARK = 'sitewrightEditor';

export function editorParam(target: EditorTarget): string {
  if (target.kind === 'settings') return `settings:${target.tab}`;
  return target.mode === 'edit' ? `${target.kind}:${target.id}` : target.kind;
}

/** The editor a parameter names on this page, or null for anything else (ignored, never an error). */
export function targetFromParam(value: string | null, urlPage: string): EditorTarget | null {
  if (!value) return null;
  const [kind, id, ...rest] = value.split(':');
  if (rest.length || !(KINDS as readonly string[]).includes(kind)) return null;
  if (kind === 'post') return id === undefined ? { kind, mode: 'create' } : SLUG.test(id) && id.length <= 200 ? { kind, mode: 'edit', id } : null;
  if (kind === 'settings') {
    const tab = id ?? 'general';
    return (SETTINGS_SECTIONS as readonly string[]).includes(tab) ? { kind, mode: 'tab', tab: tab as SettingsSection } : null;
  }
  if (kind === 'header' || kind === 'footer') return id === undefined ? { kind, mode: 'manage' } : null;
  if (id !== undefined && !ID.test(id)) return null;
  if (kind === 'hero') return id ? { kind, mode: 'edit', id } : { kind, mode: 'create' };
  if (kind === 'layout') return id ? null : { kind, mode: 'manage', urlPage };
  if (kind === 'page') return id ? null : { kind, mode: 'create' };
  if (kind === 'sitemap') return id ? null : { kind, mode: 'view' };
  const section = kind as 'section' | 'heading';
  return id ? { kind: section, mode: 'edit', id, urlPage } : { kind: section, mode: 'create', urlPage };
}

export function targetFromLocation(): EditorTarget | null {
  return targetFromParam(new URLSearchParams(location.search).get(EDITOR_PARAM), currentUrlPage() ?? location.pathname);
}

function addressWith(value: string | null): string {
  const url = new URL(location.href);
  if (value) url.searchParams.set(EDITOR_PARAM, value);
  else url.searchParams.delete(EDITOR_PARAM);
  return url.pathname + url.search + url.hash;
}

/** Puts the editor in the address: a new history entry, or the current one when `replace`. */
export function showEditorInAddress(target: EditorTarget, { replace = false } = {}): void {
  const address = addressWith(editorParam(target));
  if (replace) history.replaceState({ ...history.state, [MARK]: history.state?.[MARK] ?? false }, '', address);
  else history.pushState({ ...history.state, [MARK]: true }, '', address);
}

/** Takes the editor out of the address: back over the entry opening it added, else in place. */
export function clearEditorFromAddress(): void {
  if (!new URLSearchParams(location.search).has(EDITOR_PARAM)) return;
  if (history.state?.[MARK] === true) history.back();
  else history.replaceState({ ...history.state, [MARK]: false }, '', addressWith(null));
}

export function sameTarget(a: EditorTarget | null, b: EditorTarget | null): boolean {
  return (a === null || b === null) ? a === b : editorParam(a) === editorParam(b);
}
