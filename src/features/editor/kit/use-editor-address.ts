'use client';
// Keeps the open editor and the page's address together (editor-url.ts): an editor named in the
// address when the editing layer starts opens; the back button asks the open editor to close (it
// may ask about unsaved changes first); the forward button, or any move to an address naming
// another editor, opens that one.
import { useEffect } from 'react';
import { useEditorStore } from '../editor-store';
import { sameTarget, targetFromLocation } from './editor-url';

export function useEditorAddress(): void {
  useEffect(() => {
    const follow = () => {
      const wanted = targetFromLocation();
      const { target, requestClose, openEditor, closeEditor } = useEditorStore.getState();
      if (sameTarget(wanted, target)) return;
      if (target) {
        (requestClose ?? closeEditor)({ fromHistory: true });
        return;
      }
      if (wanted) openEditor(wanted, { fromAddress: true });
    };
    follow();
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, []);
}
