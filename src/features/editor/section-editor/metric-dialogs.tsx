'use client';
// The card dialogs of the section editor: create a metric (title and description required), pick
// one from the library (those not in the section yet), and remove one from the section or delete
// it everywhere (typing its title first).
import { useEffect, useId, useState } from 'react';
import { Dialog, DialogCloseButton, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { useToast } from '@/components/ui/toast';
import { labelText } from '@/lib/i18n/island-labels';
import { useEditorContext } from '../editor-labels';
import { useMetricsQuery, useMetricWrites } from '../editor-queries';
import { Field, INPUT } from '../shared/field';
import type { MetricData } from './section-draft';
import type { CardList } from './use-card-list';
import { DeleteConfirm } from '../kit/editor-frame';

const PRIMARY = 'rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white hover:bg-gray-800 disabled:opacity-50';
const SECONDARY = 'rounded-lg px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50';

type CreateProps = { open: boolean; onOpenChange: (open: boolean) => void; list: CardList };

export function CreateMetricDialog({ open, onOpenChange, list }: CreateProps) {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const writes = useMetricWrites();

  const submit = async () => {
    if (!title.trim() || !description.trim()) {
      setError(labels.metricRequired);
      return;
    }
    setBusy(true);
    try {
      const metric = await writes.create.mutateAsync({ title, description });
      await list.add(metric);
      toast({ type: 'success', message: labels.metricCreated });
      setTitle('');
      setDescription('');
      setError(null);
      onOpenChange(false);
    } catch (failure) {
      toast({ type: 'error', message: labels.metricCreateFailed, description: failure instanceof Error ? failure.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined} className="p-6">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle>{labels.newMetric}</DialogTitle>
          <DialogCloseButton label={labels.close} className="-mt-2 -mr-2" />
        </div>
        <form
          className="mt-4 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Field label={labels.title} htmlFor={`${id}-title`}>
            <input id={`${id}-title`} className={INPUT} value={title} maxLength={500} onChange={(event) => setTitle(event.target.value)} aria-invalid={error && !title.trim() ? true : undefined} />
          </Field>
          <Field label={labels.description} htmlFor={`${id}-description`}>
            <textarea id={`${id}-description`} className={`${INPUT} min-h-24`} value={description} maxLength={5000} onChange={(event) => setDescription(event.target.value)} aria-invalid={error && !description.trim() ? true : undefined} />
          </Field>
          {error && <p role="alert" className="text-sm text-rose-700">{error}</p>}
          <div className="flex justify-end gap-2">
            <button type="button" className={SECONDARY} onClick={() => onOpenChange(false)}>{labels.cancel}</button>
            <button type="submit" className={PRIMARY} disabled={busy}>{busy ? labels.saving : labels.create}</button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type LibraryProps = { open: boolean; onOpenChange: (open: boolean) => void; list: CardList; inSection: MetricData[] };

export function MetricLibraryDialog({ open, onOpenChange, ...props }: LibraryProps) {
  const { editor: labels } = useEditorContext();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent wide className="flex max-h-[85vh] flex-col p-0">
        <div className="flex items-start justify-between gap-4 border-b border-gray-200 p-5">
          <DialogTitle>{labels.libraryTitle}</DialogTitle>
          <DialogCloseButton label={labels.close} className="-mt-2 -mr-2" />
        </div>
        {/* Mounted with the open dialog: the library is asked for when none is kept (editor-queries.ts). */}
        <LibraryBody {...props} />
      </DialogContent>
    </Dialog>
  );
}

function LibraryBody({ list, inSection }: Omit<LibraryProps, 'open' | 'onOpenChange'>) {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const query = useMetricsQuery();
  // A failure kept from an earlier opening is asked again first: said once, when that fails too.
  const failed = query.isError && !query.isFetching;
  const library = query.isSuccess ? query.data : failed ? [] : null;
  const failedAt = failed ? query.errorUpdatedAt : 0;

  useEffect(() => {
    if (failedAt) toast({ type: 'error', message: labels.loadMetricsFailed });
  }, [failedAt, labels.loadMetricsFailed, toast]);

  const taken = new Set(inSection.map((metric) => metric.id));
  const available = (library ?? []).filter((metric) => !taken.has(metric.id));

  const add = async (metric: MetricData) => {
    try {
      await list.add(metric);
      toast({ type: 'success', message: labels.metricAdded });
    } catch (failure) {
      toast({ type: 'error', message: labels.metricAddFailed, description: failure instanceof Error ? failure.message : undefined });
    }
  };

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto p-5">
        {library === null ? (
          <p className="text-sm text-gray-600">{labels.loading}</p>
        ) : available.length === 0 ? (
          <p className="py-8 text-center font-medium text-gray-900">{labels.allMetricsAdded}</p>
        ) : (
          <ul className="space-y-2">
            {available.map((metric) => (
              <li key={metric.id} className="flex items-center gap-3 rounded-xl border border-gray-200 p-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-gray-900">{metric.title || labels.untitledSection}</p>
                  <p className="line-clamp-2 text-sm text-gray-600">{metric.description.replace(/<[^>]*>/g, ' ')}</p>
                </div>
                <button type="button" className={PRIMARY} onClick={() => void add(metric)}>
                  {labels.add}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <DialogDescription className="border-t border-gray-200 px-5 py-3">{labelText(labels.metricsAvailable, { count: available.length })}</DialogDescription>
    </>
  );
}

type RemoveProps = { metric: MetricData | null; list: CardList; onClose: () => void };

export function RemoveMetricDialog({ metric, list, onClose }: RemoveProps) {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = metric?.title || labels.untitledSection;

  const act = async (kind: 'remove' | 'delete') => {
    if (!metric) return;
    setBusy(true);
    try {
      if (kind === 'remove') await list.remove(metric.id);
      else await list.destroy(metric.id);
      toast({ type: 'success', message: kind === 'remove' ? labels.metricRemoved : labels.metricDeleted });
      setConfirmDelete(false);
      onClose();
    } catch (failure) {
      toast({ type: 'error', message: kind === 'remove' ? labels.metricRemoveFailed : labels.metricDeleteFailed, description: failure instanceof Error ? failure.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AlertDialog open={Boolean(metric) && !confirmDelete} onOpenChange={(open) => !open && onClose()}>
        <AlertDialogContent>
          <AlertDialogTitle>{labelText(labels.removeDialogTitle, { title })}</AlertDialogTitle>
          <AlertDialogDescription>{labels.removeDialogBody}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{labels.cancel}</AlertDialogCancel>
            <button type="button" className={SECONDARY} disabled={busy} onClick={() => void act('remove')}>{labels.removeFromSection}</button>
            <button type="button" className="rounded-lg bg-rose-700 px-4 py-2 text-sm font-semibold text-white hover:brightness-110" onClick={() => setConfirmDelete(true)}>
              {labels.deletePermanently}
            </button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <DeleteConfirm
        open={Boolean(metric) && confirmDelete}
        onOpenChange={(open) => {
          if (!open) {
            setConfirmDelete(false);
            onClose();
          }
        }}
        title={labels.deletePermanently}
        body={labelText(labels.deleteMetricConfirm, { title: metric?.title ?? '' })}
        typed={{ label: labels.metricTitleField, expected: metric?.title ?? '' }}
        confirmLabel={labels.deletePermanently}
        busy={busy}
        onConfirm={() => void act('delete')}
      />
    </>
  );
}
