'use client';
// Which page or post the address in view is, for the staff bar's "Edit this post" button: read
// from the site map the editors already keep (GET /api/site-map), so asking costs visitors
// nothing and staff no request that can fail on a page that is not a post.
import { useQuery } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { splitLocalePrefix } from '@/lib/i18n/locales';
import { editorQueries } from './editor-queries';

export type PostAtPath = { slug: string; kind: 'page' | 'post' };

export function usePostAtPath(): PostAtPath | null {
  const pathname = usePathname();
  const { rest } = splitLocalePrefix(pathname ?? '/');
  const slug = rest.replace(/^\/+|\/+$/g, '');
  const map = useQuery({ ...editorQueries.siteMap(), enabled: slug !== '' && !slug.includes('/') });
  if (!map.data || !slug) return null;
  if (map.data.pages.some((page) => page.slug === slug)) return { slug, kind: 'page' };
  const posts = [...map.data.posts, ...map.data.document_sets.flatMap((set) => set.posts)];
  return posts.some((post) => post.slug === slug) ? { slug, kind: 'post' } : null;
}
