'use client';
// Everything staff get on their own site, loaded only once the server has said they are staff:
// the bar, the palette, the shortcuts, the section buttons, and the editors, each of which loads
// its own code the first time it opens, all under the one query client (server-state/).
import { Suspense } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { QueryProvider } from '@/features/server-state/query-provider';
import { EditorContext } from './editor-labels';
import { useEditorSetup } from './editor-queries';
import { useEditorStore } from './editor-store';
import { CommandPalette } from './palette/command-palette';
import { SectionButtons } from './section-buttons';
import { EditorShortcuts } from './shortcuts';
import { OpenEditor } from './kit/registry';
import { useEditorAddress } from './kit/use-editor-address';
import { StaffBar } from './staff-bar';
import { WaitingGuests } from './waiting-guests';


export type EditorRootProps = { locale: Locale; defaultLocale: Locale };

function EditorHost() {
  const target = useEditorStore((state) => state.target);
  useEditorAddress();
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <OpenEditor key={`${target.kind}:${target.mode === 'edit' ? target.id : 'new'}`} target={target} />
    </Suspense>
  );
}

export default function EditorRoot(props: EditorRootProps) {
  // The tab's query client for every editor; staff load this module, visitors never do.
  return (
    <QueryProvider>
      <EditingLayer {...props} />
    </QueryProvider>
  );
}

function EditingLayer({ locale, defaultLocale }: EditorRootProps) {
  const labels = useEditorSetup(locale);
  if (!labels) return null;
  return (
    <EditorContext.Provider value={{ ...labels, locale, defaultLocale }}>
      <div data-editing-layer="">
        <StaffBar />
        <CommandPalette />
        <EditorShortcuts />
        <SectionButtons />
        <EditorHost />
        <WaitingGuests />
      </div>
    </EditorContext.Provider>
  );
}
