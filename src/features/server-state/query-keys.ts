// Every cached read of the editors and the account area, one key per resource, so that a write
// names exactly what it made stale. The tab's client serves one site (one organisation), so the
// organisation is not part of a key. A key's first part is its resource: invalidating
// `templateSections.all` reaches every page's list.
export const queryKeys = {
  editorSetup: (locale: string) => ['editor-setup', locale] as const,
  templateSections: {
    all: ['template-sections'] as const,
    page: (urlPage: string) => ['template-sections', urlPage] as const,
  },
  headingSections: {
    all: ['heading-sections'] as const,
    page: (urlPage: string) => ['heading-sections', urlPage] as const,
  },
  hero: ['hero'] as const,
  sectionExtras: (kind: string) => ['section-extras', kind] as const,
  media: {
    all: ['media'] as const,
    search: (text: string) => ['media', text] as const,
  },
  metrics: ['metrics'] as const,
  revisions: {
    of: (entity: string, id: string) => ['revisions', entity, id] as const,
    /** The newest save only: what an open editor polls (kit/others-saves.tsx). */
    newest: (entity: string, id: string) => ['revisions', entity, id, 'newest'] as const,
    compare: (from: string, to: string) => ['revisions', 'compare', from, to] as const,
  },
  tickets: ['tickets'] as const,
  siteMap: ['site-map'] as const,
  documentSets: ['document-sets'] as const,
  post: (slug: string) => ['post', slug] as const,
};
