'use client';
// The labels of the editing layer, fetched once by the editor root and read by every editor.
import { createContext, useContext } from 'react';
import type { EditorSetup } from '@/lib/i18n/editor-labels';
import type { Locale } from '@/lib/i18n/locales';

export type EditorContextValue = EditorSetup & { locale: Locale; defaultLocale: Locale };

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditorContext must be used within the editor root');
  return value;
}
