'use client';
// The organisation's accent for the hero editor, the way the public page hands it to its modals: a
// CSS colour in the --accent variable (src/lib/accent.ts decides the shade). GET /api/editor/labels
// sends it beside the labels; the editor's switches, toggles and focus rings read the variable.
// Popovers are drawn outside the dialog, so each one sets it again.
import type { CSSProperties } from 'react';
import { useEditorContext } from '../editor-labels';

export function useAccentStyle(): CSSProperties | undefined {
  const { accent } = useEditorContext();
  return accent ? ({ '--accent': accent } as CSSProperties) : undefined;
}
