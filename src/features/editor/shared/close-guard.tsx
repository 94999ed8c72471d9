'use client';
// Closing an editor never throws work away unasked. Cancel, Escape, the close button, a click
// outside and the browser's back button all come here: a clean editor closes at once; one with
// changes the server does not have asks first (the spec's words), and "Keep editing" leaves
// everything as it was (after the back button, the editor's address comes back too). Closing
// anyway keeps the journalled copy, which the editor offers back the next time it opens.
import { useCallback, useEffect, useRef, useState } from 'react';
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { useEditorContext } from '../editor-labels';
import { useEditorStore, type CloseOptions } from '../editor-store';
import { showEditorInAddress } from '../kit/editor-url';

type Start = {
  isDirty: () => boolean;
  /** Set while a journalled copy from an earlier session waits to be taken back or thrown away. */
  restore: (() => void) | null;
  journal: { clear: () => Promise<unknown> };
};

/** `onAsk`: runs as the question is put (the post editor keeps its local draft then, spec §4). */
export function useGuardedClose(start: Start, close: (options?: CloseOptions) => void, onAsk?: () => void) {
  const [asking, setAsking] = useState(false);
  const fromHistory = useRef(false);
  const { isDirty, restore, journal } = start;

  const request = useCallback(
    (options: CloseOptions = {}) => {
      if (isDirty()) {
        fromHistory.current = options.fromHistory ?? false;
        onAsk?.();
        return setAsking(true);
      }
      // Nothing unsaved here; a copy still on offer from before stays for next time.
      if (!restore) void journal.clear();
      close(options);
    },
    [isDirty, restore, journal, close, onAsk],
  );

  // The back button reaches the open editor through the store (kit/use-editor-address.ts).
  useEffect(() => {
    useEditorStore.setState({ requestClose: request });
    return () => {
      if (useEditorStore.getState().requestClose === request) useEditorStore.setState({ requestClose: null });
    };
  }, [request]);

  const keep = () => {
    setAsking(false);
    const { target } = useEditorStore.getState();
    if (fromHistory.current && target) showEditorInAddress(target);
    fromHistory.current = false;
  };
  const leave = () => {
    setAsking(false);
    close({ fromHistory: fromHistory.current });
  };
  const confirm = <UnsavedCloseConfirm open={asking} onKeep={keep} onClose={leave} />;
  return { request, confirm };
}

/** The question before unsaved changes go; also asked by an editor that hands over to another. */
export function UnsavedCloseConfirm({ open, onKeep, onClose }: { open: boolean; onKeep: () => void; onClose: () => void }) {
  const { editor: labels } = useEditorContext();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onKeep()}>
      <AlertDialogContent data-unsaved-confirm="">
        <AlertDialogTitle>{labels.unsavedTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          {labels.unsavedBody} {labels.unsavedKept}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{labels.keepEditing}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={onClose}>
            {labels.closeAnyway}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
