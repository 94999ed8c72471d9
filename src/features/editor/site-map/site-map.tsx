'use client';
// The Site Map (editing-layer spec §2 "Site Map modal", §8): the site's menu entries with the page or
// post each leads to, its pages (marked when no menu entry reaches them), its blog posts and its
// document sets, each a link to its public address, and the addresses moved away from (removable).
// Read fresh every time it opens; a failure says "Failed to Load" with Retry, and a site whose
// organisation is gone says so.
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowRight, CornerDownRight, ExternalLink, FileText, Folder, Link2, Menu as MenuIcon, Pencil, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { labelText } from '@/lib/i18n/island-labels';
import { queryKeys } from '@/features/server-state/query-keys';
import type { SiteMapDocument, SiteMapMenuEntry, SiteMapMenuItem, SiteMapView } from '@/schemas/site-map';
import type { RedirectView } from '@/schemas/post';
import { useToast } from '@/components/ui/toast';
import { EditorApiError, editorApi } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import { useLanguageName } from '../edited-language';
import type { Locale } from '@/lib/i18n/locales';
import { useEditorStore, type EditorTarget } from '../editor-store';
import { EditorDialogContent } from '../shared/editor-dialog';

type Props = { target: Extract<EditorTarget, { kind: 'sitemap' }> };

const LINK = 'font-medium text-sky-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600';
const TAG = 'rounded-full px-2 py-0.5 text-xs font-semibold';

export default function SiteMap(_props: Props) {
  const { editor: labels, locale, defaultLocale } = useEditorContext();
  const close = useEditorStore((state) => state.closeEditor);
  const [orderBy, setOrderBy] = useState<Locale | ''>('');
  const map = useQuery({ queryKey: queryKeys.siteMap, queryFn: () => editorApi<SiteMapView>('GET', '/api/site-map'), staleTime: 0, retry: false });
  // Addresses of the site in the language being read; other sites' addresses as they are.
  const href = (url: string) => (url.startsWith('/') && locale !== defaultLocale ? `/${locale}${url === '/' ? '' : url}` : url);
  const gone = map.error instanceof EditorApiError && map.error.status === 404;
  // Addresses pages and posts moved away from, each answered with a 308 until staff remove it.
  const { toast } = useToast();
  const redirects = useQuery({ queryKey: [...queryKeys.siteMap, 'redirects'], queryFn: () => editorApi<RedirectView[]>('GET', '/api/redirects'), staleTime: 0, retry: false });
  const removeRedirect = useMutation({
    mutationFn: (id: string) => editorApi('DELETE', `/api/redirects/${id}`),
    onSuccess: () => {
      toast({ type: 'success', message: labels.siteMapRedirectRemoved });
      void redirects.refetch();
    },
    onError: () => toast({ type: 'error', message: labels.siteMapRedirectRemoveFailed }),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <EditorDialogContent aria-describedby={undefined} data-site-map="" className="h-[min(92vh,52rem)] md:max-w-2xl">
        <header className="flex items-center gap-3 border-b border-gray-200 px-5 py-3">
          <DialogTitle size="sm">{labels.cmdSiteMap}</DialogTitle>
          <DialogCloseButton label={labels.close} className="ml-auto" />
        </header>
        <div className="min-h-0 flex-1 space-y-6 overflow-y-auto p-5">
          <DialogDescription className="text-sm text-gray-700">{labels.siteMapHint}</DialogDescription>
          {map.isPending ? (
            <p role="status" className="text-sm text-gray-600">{labels.siteMapLoading}</p>
          ) : map.isError ? (
            <div role="alert" className="space-y-3 rounded-lg bg-rose-50 p-4 text-sm text-rose-900">
              <p className="font-semibold">{gone ? labels.siteMapNotFound : labels.siteMapFailed}</p>
              {!gone && (
                <button type="button" className="rounded-lg bg-white px-3 py-1.5 font-semibold text-rose-900 ring-1 ring-rose-300 hover:bg-rose-100" onClick={() => void map.refetch()}>
                  {labels.siteMapRetry}
                </button>
              )}
            </div>
          ) : (
            <>
              <Group
                icon={<MenuIcon className="size-4" aria-hidden="true" />}
                title={labels.siteMapMenu}
                empty={map.data.menu.length === 0}
                tools={<Completeness translation={map.data.menu_translation} />}
              >
                {map.data.menu.map((item) => (
                  <MenuRow key={item.id} item={item} href={href}>
                    {item.submenu.length > 0 && (
                      <ul className="mt-1 space-y-1 border-l border-gray-200 pl-4">
                        {item.submenu.map((entry) => (
                          <li key={entry.id}>
                            <Entry entry={entry} href={href} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </MenuRow>
                ))}
              </Group>
              <Group
                icon={<FileText className="size-4" aria-hidden="true" />}
                title={labels.siteMapPages}
                empty={map.data.pages.length === 0}
                tools={<TranslationOrder value={orderBy} onChange={setOrderBy} />}
              >
                {byCompleteness(map.data.pages, orderBy).map((page) => (
                  <li key={page.id}>
                    <Document document={page} href={href} notInMenu={!page.in_menu} />
                  </li>
                ))}
              </Group>
              <Group icon={<FileText className="size-4" aria-hidden="true" />} title={labels.siteMapPosts} empty={map.data.posts.length === 0}>
                {map.data.posts.map((post) => (
                  <li key={post.id}>
                    <Document document={post} href={href} />
                  </li>
                ))}
              </Group>
              <Group icon={<Folder className="size-4" aria-hidden="true" />} title={labels.siteMapDocSets} empty={map.data.document_sets.length === 0}>
                {map.data.document_sets.map((set) => (
                  <li key={set.id}>
                    <p className="font-medium text-gray-900">{set.title}</p>
                    <ol className="mt-1 list-decimal space-y-1 pl-8 text-sm">
                      {set.posts.map((post) => (
                        <li key={post.id}>
                          <Document document={post} href={href} />
                        </li>
                      ))}
                    </ol>
                  </li>
                ))}
              </Group>
              {redirects.data && redirects.data.length > 0 && (
                <Group icon={<CornerDownRight className="size-4" aria-hidden="true" />} title={labels.siteMapRedirects} empty={false}>
                  <li className="text-xs text-gray-600">{labels.siteMapRedirectsHint}</li>
                  {redirects.data.map((redirect) => (
                    <li key={redirect.id} className="flex flex-wrap items-center gap-2" data-redirect={redirect.from_path}>
                      <span className="text-gray-800">{redirect.from_path}</span>
                      <ArrowRight className="size-3.5 text-gray-500" aria-hidden="true" />
                      <a className={LINK} href={href(redirect.to_path)}>
                        {redirect.to_path}
                      </a>
                      <button
                        type="button"
                        className="ml-auto inline-flex size-8 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-50"
                        aria-label={labelText(labels.siteMapRemoveRedirect, { from: redirect.from_path })}
                        disabled={removeRedirect.isPending}
                        onClick={() => removeRedirect.mutate(redirect.id)}
                      >
                        <X className="size-4" aria-hidden="true" />
                      </button>
                    </li>
                  ))}
                </Group>
              )}
            </>
          )}
        </div>
      </EditorDialogContent>
    </Dialog>
  );
}

function Group({ icon, title, empty, children, tools }: { icon: ReactNode; title: string; empty: boolean; children: ReactNode; tools?: ReactNode }) {
  const { editor: labels } = useEditorContext();
  return (
    <section aria-label={title}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
          {icon}
          {title}
        </h3>
        {tools}
      </div>
      {empty ? <p className="text-sm text-gray-600">{labels.siteMapEmpty}</p> : <ul className="space-y-2 text-sm">{children}</ul>}
    </section>
  );
}

function Document({ document, href, notInMenu = false }: { document: SiteMapDocument; href: (url: string) => string; notInMenu?: boolean }) {
  const { editor: labels } = useEditorContext();
  const openEditor = useEditorStore((state) => state.openEditor);
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <a className={LINK} href={href(document.url)}>
        {document.title || document.url}
      </a>
      <span className="text-xs text-gray-600">{document.url}</span>
      {!document.visible && <span className={`${TAG} bg-gray-100 text-gray-800`}>{labels.siteMapHidden}</span>}
      {notInMenu && <span className={`${TAG} bg-amber-100 text-amber-900`}>{labels.siteMapNoMenu}</span>}
      <Completeness translation={document.translation} />
      {/* The page or post in the post editor, in place of the map. */}
      <button
        type="button"
        className="inline-flex size-8 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
        aria-label={labelText(labels.siteMapEdit, { title: document.title || document.url })}
        title={labelText(labels.siteMapEdit, { title: document.title || document.url })}
        onClick={() => openEditor({ kind: 'post', mode: 'edit', id: document.slug })}
        data-site-map-edit={document.slug}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </button>
    </span>
  );
}

function Entry({ entry, href }: { entry: SiteMapMenuEntry; href: (url: string) => string }) {
  const { editor: labels } = useEditorContext();
  const external = entry.target.kind === 'external';
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {entry.url ? (
        <a className={LINK} href={href(entry.url)} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
          {entry.name}
          {external && (
            <>
              <ExternalLink className="ml-1 inline size-3.5" aria-hidden="true" />
              <span className="sr-only"> ({labels.siteMapExternal})</span>
            </>
          )}
        </a>
      ) : (
        <span className="font-medium text-gray-900">{entry.name}</span>
      )}
      {entry.url && <span className="text-xs text-gray-600">{entry.url}</span>}
      {(entry.target.kind === 'page' || entry.target.kind === 'post') && (
        <span className="inline-flex items-center gap-1 text-xs text-gray-700">
          <Link2 className="size-3.5" aria-hidden="true" />
          {labelText(labels.siteMapLeadsTo, { title: entry.target.title })}
        </span>
      )}
      {!entry.visible && <span className={`${TAG} bg-gray-100 text-gray-800`}>{labels.siteMapHidden}</span>}
    </span>
  );
}

function MenuRow({ item, href, children }: { item: SiteMapMenuItem; href: (url: string) => string; children: ReactNode }) {
  const { editor: labels } = useEditorContext();
  return (
    <li>
      <span className="flex flex-wrap items-center gap-2">
        <Entry entry={item} href={href} />
        {item.in_header && <span className={`${TAG} bg-sky-100 text-sky-900`}>{labels.siteMapHeader}</span>}
        {item.in_footer && <span className={`${TAG} bg-violet-100 text-violet-900`}>{labels.siteMapFooter}</span>}
      </span>
      {children}
    </li>
  );
}

/** The pages in their order, or the least translated into `locale` first (issue 22 item 3). */
function byCompleteness<T extends SiteMapDocument>(documents: T[], locale: Locale | ''): T[] {
  if (!locale) return documents;
  return [...documents].sort((a, b) => (a.translation[locale] ?? 100) - (b.translation[locale] ?? 100));
}

/** How the pages are ordered: as the site lists them, or by how far one language is translated. */
function TranslationOrder({ value, onChange }: { value: Locale | ''; onChange: (locale: Locale | '') => void }) {
  const { editor: labels, languages, defaultLocale } = useEditorContext();
  const nameOf = useLanguageName();
  const id = useId();
  const others = languages.filter((code) => code !== defaultLocale);
  if (others.length === 0) return null;
  return (
    <span className="flex items-center gap-2 text-xs text-gray-700">
      <label htmlFor={id}>{labels.siteMapOrder}</label>
      <select id={id} className="rounded-lg border border-gray-300 bg-white px-2 py-1 text-xs text-gray-900" value={value} onChange={(event) => onChange(event.target.value as Locale | '')} data-site-map-order="">
        <option value="">{labels.siteMapOrderSite}</option>
        {others.map((code) => (
          <option key={code} value={code}>
            {labelText(labels.siteMapOrderLeast, { language: nameOf(code) })}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Each language's share translated, as small tags: complete in green, partial in amber, none in red. */
function Completeness({ translation }: { translation: SiteMapDocument['translation'] }) {
  const { editor: labels, locale } = useEditorContext();
  const nameOf = useLanguageName();
  const entries = Object.entries(translation ?? {}) as [Locale, number][];
  if (entries.length === 0) return null;
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  return (
    <span className="flex flex-wrap gap-1" aria-label={labels.siteMapTranslation} role="group">
      {entries.map(([code, share]) => (
        <span
          key={code}
          className={`${TAG} ${share >= 100 ? 'bg-emerald-100 text-emerald-900' : share > 0 ? 'bg-amber-100 text-amber-900' : 'bg-rose-100 text-rose-900'}`}
          data-translation-share={`${code}:${share}`}
        >
          {labelText(labels.siteMapTranslationOf, { language: nameOf(code, 'start'), percent: percent.format(share / 100) })}
        </span>
      ))}
    </span>
  );
}
