'use client';
// What every public page carries of the editing layer: a check of the visitor's role on this site
// (the same /api/me answer the profile menu uses) and, for those whose role may edit (the permission matrix)
// only, a lazy import of the editor. Visitors and customers download none of it.
import { lazy, Suspense } from 'react';
import { useMe } from '@/features/site-chrome/use-me';
import type { EditorRootProps } from './editor-root';

const EditorRoot = lazy(() => import('./editor-root'));

export function EditorLauncher(props: EditorRootProps) {
  const me = useMe();
  if (!me?.permissions.includes('sections.write')) return null;
  return (
    <Suspense fallback={null}>
      <EditorRoot {...props} />
    </Suspense>
  );
}
