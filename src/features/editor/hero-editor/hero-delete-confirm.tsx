'use client';
// Deleting the hero asks once, in the spec's words (§2): 'Delete Hero Section' and its warning.
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { useEditorContext } from '../editor-labels';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; busy: boolean; onConfirm: () => void };

export function HeroDeleteConfirm({ open, onOpenChange, busy, onConfirm }: Props) {
  const { editor: labels } = useEditorContext();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>{labels.heroDeleteTitle}</AlertDialogTitle>
        <AlertDialogDescription>{labels.heroDeleteBody}</AlertDialogDescription>
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
            {busy ? labels.heroDeleting : labels.heroDeleteConfirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
