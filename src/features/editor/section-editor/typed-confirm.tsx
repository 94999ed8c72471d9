'use client';
// A destructive action that needs its target's exact name typed first (spec §5: deleting a
// section needs its title, deleting a metric for good needs the metric's title).
import { useId, useState } from 'react';
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { INPUT } from '../shared/field';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  inputLabel: string;
  expected: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  busy?: boolean;
};

export function TypedConfirm({ open, onOpenChange, title, body, inputLabel, expected, confirmLabel, cancelLabel, onConfirm, busy }: Props) {
  const [typed, setTyped] = useState('');
  const id = useId();
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setTyped('');
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{body}</AlertDialogDescription>
        <label htmlFor={id} className="mt-4 block text-sm font-medium text-gray-800">
          {inputLabel}
        </label>
        <input id={id} className={`${INPUT} mt-1.5`} value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            destructive
            className="disabled:cursor-not-allowed disabled:opacity-50"
            disabled={typed !== expected || busy}
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
