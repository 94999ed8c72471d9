'use client';
// The privacy settings dialog (public spec §2, §4, §8): Categories and Services tabs with a switch
// each (essential ones locked on), links to the two policy pages, and Reject all, Accept all and
// Save settings. It loads the catalogue when it opens and gives up after 15 s; a failure shows the
// spec's message with Close and a reload button. Moved by its header (pointer or arrow keys).
// Loaded by the consent island on first open only: every Radix part lives behind that import.
import { useEffect, useId, useRef, useState } from 'react';
import { GripHorizontal } from 'lucide-react';
import { Dialog, DialogCloseButton, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { acceptAllServices, rejectAllServices, saveSettingsServices, withEssential } from '@/lib/consent-rules';
import type { CookieCategoryResponse } from '@/schemas/consent';
import { useConsent } from './consent-provider';
import { ConsentChoices } from './consent-choices';
import { LOADING_TIMEOUT_MS } from './stored-choice';
import { useDraggable } from './use-draggable';

type Phase = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; categories: CookieCategoryResponse[] };

const BUTTON = 'min-h-11 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60';
const PLAIN = `${BUTTON} text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50`;
const STRONG = `${BUTTON} bg-gray-900 text-white hover:bg-gray-700`;

export function PrivacyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const consent = useConsent();
  // A fresh dialog for each opening (the island keys it), so it starts loading, or at the error.
  const [phase, setPhase] = useState<Phase>(() =>
    consent && !consent.config.organizationId ? { kind: 'error', message: consent.config.labels.errorOrganization } : { kind: 'loading' },
  );
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState<'accept' | 'reject' | 'save' | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const move = useDraggable(content);
  const labels = consent?.config.labels;
  const organizationId = consent?.config.organizationId;
  const categories = consent?.categories;
  const servicesAtOpen = useRef(consent?.known.services ?? []);

  useEffect(() => {
    if (!open || !labels || !categories || !organizationId) return;
    let settled = false;
    const settle = (next: () => void) => {
      if (settled) return;
      settled = true;
      next();
    };
    const timer = window.setTimeout(() => settle(() => setPhase({ kind: 'error', message: labels.errorTimeout })), LOADING_TIMEOUT_MS);
    categories()
      .then((list) =>
        settle(() => {
          // The visitor's services seed the switches once, when the list arrives.
          setChosen(withEssential(list, servicesAtOpen.current));
          setPhase({ kind: 'ready', categories: list });
        }),
      )
      .catch(() => settle(() => setPhase({ kind: 'error', message: labels.errorCategories })));
    return () => {
      settled = true;
      window.clearTimeout(timer);
    };
  }, [open, labels, categories, organizationId]);

  if (!consent || !labels) return null;
  const list = phase.kind === 'ready' ? phase.categories : [];

  const save = async (kind: 'accept' | 'reject' | 'save') => {
    setSaving(kind);
    setSaveError(null);
    const picked = kind === 'accept' ? acceptAllServices(list) : kind === 'reject' ? rejectAllServices(list) : saveSettingsServices(list, chosen);
    const essential = new Set(rejectAllServices(list));
    try {
      await consent.record({ consentGiven: picked.some((id) => !essential.has(id)), services: picked });
      onOpenChange(false);
    } catch {
      setSaveError(kind === 'save' ? labels.errorSaveSettings : labels.errorSaveConsent);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={content} size="lg" style={move.style} data-testid="privacy-dialog" className="flex flex-col">
        <div className="flex cursor-move touch-none items-start gap-2 border-b border-gray-200 px-5 pt-4 pb-3 select-none" {...move.handleProps}>
          <button
            type="button"
            aria-label={labels.moveDialog}
            aria-describedby={hintId}
            title={labels.moveDialog}
            className="mt-0.5 inline-flex size-10 shrink-0 cursor-move items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
            {...move.keyProps}
          >
            <GripHorizontal className="size-5" aria-hidden="true" />
          </button>
          <span id={hintId} className="sr-only">
            {labels.moveHint}
          </span>
          <div className="min-w-0 flex-1 pt-2">
            <DialogTitle size="md">{labels.dialogTitle}</DialogTitle>
          </div>
          <span data-no-drag="">
            <DialogCloseButton label={labels.close} />
          </span>
        </div>
        <div className="px-5 py-4">
          <DialogDescription className="mb-3">{labels.dialogIntro}</DialogDescription>
          {phase.kind === 'loading' && (
            <p role="status" className="py-10 text-center text-sm text-gray-600">
              {labels.loading}
            </p>
          )}
          {phase.kind === 'error' && (
            <div className="py-6 text-center" data-testid="privacy-error">
              <p className="font-semibold text-gray-900">{labels.errorTitle}</p>
              <p role="alert" className="mt-2 text-sm text-rose-800">
                {phase.message}
              </p>
              <div className="mt-5 flex flex-wrap justify-center gap-2">
                <button type="button" className={PLAIN} onClick={() => onOpenChange(false)}>
                  {labels.close}
                </button>
                <button type="button" className={STRONG} onClick={() => window.location.reload()}>
                  {labels.reload}
                </button>
              </div>
            </div>
          )}
          {phase.kind === 'ready' && (
<ConsentChoices categories={list} chosen={chosen} onChange={setChosen} labels={labels} />
          )}
        </div>
        {phase.kind === 'ready' && (
          <div className="border-t border-gray-200 px-5 py-4">
            {saveError && (
              <p role="alert" className="mb-3 rounded-md bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800">
                {saveError}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button type="button" className={`${PLAIN} flex-1`} disabled={saving !== null} onClick={() => void save('reject')}>
                {saving === 'reject' ? labels.saving : labels.rejectAll}
              </button>
              <button type="button" className={`${PLAIN} flex-1`} disabled={saving !== null} onClick={() => void save('accept')}>
                {saving === 'accept' ? labels.saving : labels.acceptAll}
              </button>
              <button type="button" className={`${STRONG} w-full sm:w-auto sm:flex-1`} disabled={saving !== null} onClick={() => void save('save')}>
                {saving === 'save' ? labels.saving : labels.saveSettings}
              </button>
            </div>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <a href={consent.config.privacyPolicyHref} className="font-medium text-gray-800 underline underline-offset-4 hover:text-gray-950">
                {labels.privacyPolicy}
              </a>
              <a href={consent.config.cookiePolicyHref} className="font-medium text-gray-800 underline underline-offset-4 hover:text-gray-950">
                {labels.cookiePolicy}
              </a>
            </p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
