'use client';
// The editors' server state on TanStack Query, one entry per resource: what a read asks for and
// under which key it is kept (server-state/query-keys.ts), and the writes that change it, each
// saying which reads it made stale. Editors call these hooks rather than fetching by hand.
//
// A record an editor opens is read afresh every time (`useFreshRead`): a working copy must start
// from what is saved now, not from what was read five minutes ago. Lists the editors pick from
// (metrics, media, a page's sections, a section type's extras) keep the client's five minutes.
import { useMemo } from 'react';
import { keepPreviousData, queryOptions, skipToken, useMutation, useQuery, useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { EditorSetup } from '@/lib/i18n/editor-labels';
import type { Locale } from '@/lib/i18n/locales';
import type { ExtraKind, SectionExtras } from '@/server/sections/section-extras';
import { queryKeys } from '@/features/server-state/query-keys';
import { editorApi, EditorApiError } from './editor-api';
import type { HeadingResponse } from './heading-editor/heading-draft';
import type { HeroResponse } from './hero-editor/hero-draft';
import type { MediaAsset } from './media/media-types';
import type { MetricData, SectionResponse } from './section-editor/section-draft';
import type { DocumentSetView, PostView } from '@/schemas/post';
import type { SiteMapView } from '@/schemas/site-map';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

/** Dates come back as dates: the section components format them. */
function revive(_key: string, value: unknown): unknown {
  return typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value;
}

async function upload({ file, alt, decorative }: { file: File; alt: string; decorative: boolean }): Promise<MediaAsset> {
  const form = new FormData();
  form.set('file', file);
  form.set('alt', alt);
  if (decorative) form.set('decorative', 'true');
  const response = await fetch('/api/media', { method: 'POST', body: form, credentials: 'same-origin' });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : response.statusText;
    throw new EditorApiError(message, response.status);
  }
  return data as MediaAsset;
}

export const editorQueries = {
  setup: (locale: Locale) => queryOptions({ queryKey: queryKeys.editorSetup(locale), queryFn: () => editorApi<EditorSetup>('GET', `/api/editor/labels?locale=${locale}`) }),
  // The t parameter is the spec's: a list is asked for with the time after a change (§7).
  templateSections: (urlPage: string) =>
    queryOptions({
      queryKey: queryKeys.templateSections.page(urlPage),
      queryFn: () => editorApi<SectionResponse[]>('GET', `/api/template-sections?url_page=${encodeURIComponent(urlPage)}&t=${Date.now()}`),
    }),
  headingSections: (urlPage: string) =>
    queryOptions({
      queryKey: queryKeys.headingSections.page(urlPage),
      queryFn: () => editorApi<HeadingResponse[]>('GET', `/api/template-heading-sections?url_page=${encodeURIComponent(urlPage)}&t=${Date.now()}`),
    }),
  hero: () => queryOptions({ queryKey: queryKeys.hero, queryFn: () => editorApi<HeroResponse | null>('GET', `/api/hero?t=${Date.now()}`) }),
  sectionExtras: (kind: ExtraKind) =>
    queryOptions({
      queryKey: queryKeys.sectionExtras(kind),
      queryFn: async (): Promise<SectionExtras> => {
        const response = await fetch(`/api/editor/section-extras?kind=${kind}`, { credentials: 'same-origin', cache: 'no-store' });
        // Without them the preview shows the section's empty state, as the page would on a failure.
        return response.ok ? (JSON.parse(await response.text(), revive) as SectionExtras) : {};
      },
    }),
  media: (text: string) =>
    queryOptions({
      queryKey: queryKeys.media.search(text),
      queryFn: async () => (await editorApi<{ items: MediaAsset[] }>('GET', `/api/media?limit=100${text ? `&q=${encodeURIComponent(text)}` : ''}`)).items,
    }),
  post: (slug: string) => queryOptions({ queryKey: queryKeys.post(slug), queryFn: () => editorApi<PostView>('GET', `/api/posts/${encodeURIComponent(slug)}`) }),
  documentSets: () => queryOptions({ queryKey: queryKeys.documentSets, queryFn: () => editorApi<DocumentSetView[]>('GET', '/api/document-sets') }),
  siteMap: () => queryOptions({ queryKey: queryKeys.siteMap, queryFn: () => editorApi<SiteMapView>('GET', '/api/site-map') }),
  metrics: () =>
    queryOptions({
      queryKey: queryKeys.metrics,
      queryFn: async () => {
        const answer = await editorApi<MetricData[] | { metrics: MetricData[] }>('GET', '/api/metrics');
        return Array.isArray(answer) ? answer : answer.metrics;
      },
    }),
};

/**
 * The editing layer's labels and languages; null until they have arrived (or if they cannot). In
 * another language the last ones stay until the new ones arrive.
 */
export function useEditorSetup(locale: Locale): EditorSetup | null {
  return useQuery({ ...editorQueries.setup(locale), placeholderData: keepPreviousData }).data ?? null;
}

/** Reads a record for an editor's working copy, never from the cache; the answer is kept for the others. */
export function useFreshRead() {
  const client = useQueryClient();
  return useMemo(
    () =>
      <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) =>
        client.fetchQuery({ ...options, staleTime: 0 }),
    [client],
  );
}

/** A section type's extras; none asked for when the type has none. */
export function useSectionExtrasQuery(kind: ExtraKind | null) {
  return useQuery({ queryKey: queryKeys.sectionExtras(kind ?? ''), queryFn: kind ? editorQueries.sectionExtras(kind).queryFn : skipToken });
}

/** The media library, searched by `text`; the last answer stays on screen while the next is asked for. */
export function useMediaQuery(text: string) {
  return useQuery({ ...editorQueries.media(text), placeholderData: keepPreviousData });
}

export function useMetricsQuery() {
  return useQuery(editorQueries.metrics());
}

/**
 * What an editor's writes made stale. Metric writes reset the library (the next opening shows it
 * loading, then the saved state, as it did when every opening asked afresh) and reach the page's
 * sections, whose answers carry their cards.
 */
export function useEditorCache() {
  const client = useQueryClient();
  return useMemo(
    () => ({
      sectionsChanged: () => client.invalidateQueries({ queryKey: queryKeys.templateSections.all }),
      headingsChanged: () => client.invalidateQueries({ queryKey: queryKeys.headingSections.all }),
      heroChanged: () => client.invalidateQueries({ queryKey: queryKeys.hero }),
      metricsChanged: () => Promise.all([client.resetQueries({ queryKey: queryKeys.metrics }), client.invalidateQueries({ queryKey: queryKeys.templateSections.all })]),
    }),
    [client],
  );
}

/** A delete names the version the editor saw (`?version=`): a record saved since is not deleted unseen (409). */
const versioned = (path: string, version: number | undefined) => (version === undefined ? path : `${path}?version=${version}`);

export function useSectionWrites() {
  const cache = useEditorCache();
  const onSuccess = () => void cache.sectionsChanged();
  return {
    update: useMutation({ mutationFn: ({ id, draft }: { id: string; draft: unknown }) => editorApi<SectionResponse>('PUT', `/api/template-sections/${id}`, draft), onSuccess }),
    create: useMutation({ mutationFn: (body: unknown) => editorApi<SectionResponse>('POST', '/api/template-sections', body), onSuccess }),
    remove: useMutation({ mutationFn: ({ id, version }: { id: string; version: number | undefined }) => editorApi('DELETE', versioned(`/api/template-sections/${id}`, version)), onSuccess }),
  };
}

export function useHeadingWrites() {
  const cache = useEditorCache();
  const onSuccess = () => void cache.headingsChanged();
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
        id ? editorApi('PUT', `/api/template-heading-sections/${id}`, body) : editorApi('POST', '/api/template-heading-sections', body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: ({ id, version }: { id: string; version: number | undefined }) => editorApi('DELETE', versioned(`/api/template-heading-sections/${id}`, version)), onSuccess }),
  };
}

export function useHeroWrites() {
  const cache = useEditorCache();
  const onSuccess = () => void cache.heroChanged();
  return {
    save: useMutation({ mutationFn: (body: unknown) => editorApi('PUT', '/api/hero', body), onSuccess }),
    remove: useMutation({ mutationFn: (version: number | undefined) => editorApi('DELETE', versioned('/api/hero', version)), onSuccess }),
  };
}

/**
 * Uploads and focal points update the library's cached answers in place rather than asking again:
 * a new file goes first in the list being shown (`text` is its search); other searches are asked
 * again when next shown.
 */
export function useMediaWrites(text: string) {
  const client = useQueryClient();
  return {
    upload: useMutation({
      mutationFn: upload,
      onSuccess: (asset) => {
        void client.invalidateQueries({ queryKey: queryKeys.media.all, refetchType: 'none' });
        client.setQueryData<MediaAsset[]>(queryKeys.media.search(text), (current) => [asset, ...(current ?? [])]);
      },
    }),
    setFocal: useMutation({
      mutationFn: ({ id, x, y }: { id: string; x: number; y: number }) => editorApi<MediaAsset>('PATCH', `/api/media/${id}`, { focal_x: x, focal_y: y }),
      onSuccess: (updated) => client.setQueriesData<MediaAsset[]>({ queryKey: queryKeys.media.all }, (current) => current?.map((item) => (item.id === updated.id ? updated : item))),
    }),
  };
}

/**
 * A card made changes the library. Which cards a section shows, and their order, change through the
 * section editor's list queue (section-editor/use-card-list.ts), which knows the section's version.
 */
export function useMetricWrites() {
  const cache = useEditorCache();
  return {
    create: useMutation({ mutationFn: (fields: { title: string; description: string }) => editorApi<MetricData>('POST', '/api/metrics', fields), onSuccess: () => void cache.metricsChanged() }),
  };
}

/**
 * A post made or changed: the site map lists it, a new document set joins the picker, and a renamed
 * post is no longer where its old slug was.
 */
export function usePostWrites() {
  const client = useQueryClient();
  const onSuccess = () =>
    void Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.siteMap }),
      client.invalidateQueries({ queryKey: queryKeys.documentSets }),
      client.removeQueries({ queryKey: ['post'] }),
    ]);
  return {
    create: useMutation({ mutationFn: (body: unknown) => editorApi<PostView>('POST', '/api/posts', body), onSuccess }),
    update: useMutation({ mutationFn: ({ slug, body }: { slug: string; body: unknown }) => editorApi<PostView>('PATCH', `/api/posts/${encodeURIComponent(slug)}`, body), onSuccess }),
  };
}
