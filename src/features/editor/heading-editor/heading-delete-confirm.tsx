'use client';
// Deleting a heading section asks once (spec §2: "Delete (with confirmation)"). Unlike a template
// section, nothing else on the site shows it, so no typed name is asked for.
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { labelText } from '@/lib/i18n/island-labels';
import { useEditorContext } from '../editor-labels';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; name: string; busy: boolean; onConfirm: () => void };

export function HeadingDeleteConfirm({ open, onOpenChange, name, busy, onConfirm }: Props) {
  const { editor: labels } = useEditorContext();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>{labels.headingDeleteTitle}</AlertDialogTitle>
        <AlertDialogDescription>{labelText(labels.headingDeleteBody, { name: name || labels.headingUntitled })}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{labels.cancel}</AlertDialogCancel>
          <AlertDialogAction
            destructive
            className="disabled:cursor-not-allowed disabled:opacity-50"
            disabled={busy}
            onClick={(event) => {
              // The dialog stays until the delete is done; the editor closes with it on success.
              event.preventDefault();
              onConfirm();
            }}
          >
            {busy ? labels.headingDeleting : labels.headingDeleteConfirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
