'use client';
// Which component edits which kind of record, each loaded the first time one opens. A new editor
// is one entry here (and its kind in EditorTarget); the host that shows the open editor never changes.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { EditorTarget } from '../editor-store';

type Kind = EditorTarget['kind'];
type EditorOf<K extends Kind> = LazyExoticComponent<ComponentType<{ target: Extract<EditorTarget, { kind: K }> }>>;

const EDITORS: { [K in Kind]: EditorOf<K> } = {
  section: lazy(() => import('../section-editor/section-editor')),
  heading: lazy(() => import('../heading-editor/heading-editor')),
  hero: lazy(() => import('../hero-editor/hero-editor')),
  layout: lazy(() => import('../layout-editor/layout-editor')),
  page: lazy(() => import('../page-editor/create-page')),
  sitemap: lazy(() => import('../site-map/site-map')),
  post: lazy(() => import('../post-editor/post-editor')),
  header: lazy(() => import('../chrome-editor/chrome-editor')),
  footer: lazy(() => import('../chrome-editor/chrome-editor')),
  settings: lazy(() => import('../settings-editor/settings-editor')),
};

/** The open editor: the component registered for its kind, given its target. */
export function OpenEditor({ target }: { target: EditorTarget }) {
  const Editor = EDITORS[target.kind] as ComponentType<{ target: EditorTarget }>;
  return <Editor target={target} />;
}
