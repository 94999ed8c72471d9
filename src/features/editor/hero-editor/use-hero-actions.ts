'use client';
// The hero editor's Save and Delete: each says how it went in a toast and, on failure, in the
// footer's red box (the server's message, or the spec's); after either, the editor closes and the
// page refreshes. Save refuses a blank title (the default language's) and points at the field.
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { isBlankText } from '@/schemas/template-section';
import { reason } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import { useHeroWrites } from '../editor-queries';
import { heroPayload, type HeroDraft } from './hero-draft';

type Options = {
  draft: HeroDraft;
  /** The session's end (kit/use-editor-session.tsx): said, journal spent, page drawn again, closed. */
  finish: (message: string) => Promise<void>;
  onBlankTitle: () => void;
  /** The hero exists: a save replaces the version the editor loaded (a new one is simply created). */
  editing: boolean;
  /** Saves an existing hero based on the version it was loaded at; false while the conflict view asks. */
  saveBased: (draft: HeroDraft) => Promise<boolean>;
  /** The version the editor loaded or last saved: a delete names it, so a hero saved since is not deleted unseen. */
  version: () => number | undefined;
};

export function useHeroActions({ draft, finish, onBlankTitle, editing, saveBased, version }: Options) {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const writes = useHeroWrites();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const fail = (fallback: string, error: unknown) => {
    const text = reason(error) ?? fallback;
    setSaveError(text);
    toast({ type: 'error', message: text });
  };

  /** Saves the working copy, or the copy the conflict view settled. */
  const save = async (body: HeroDraft = draft) => {
    if (isBlankText(body.title)) {
      onBlankTitle();
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      if (editing) {
        if (await saveBased(body)) await finish(labels.heroSaved);
      } else {
        await writes.save.mutateAsync(heroPayload(body));
        await finish(labels.heroSaved);
      }
    } catch (error) {
      fail(labels.heroSaveFailed, error);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      await writes.remove.mutateAsync(version());
      setDeleting(false);
      await finish(labels.heroDeleted);
    } catch (error) {
      setDeleting(false);
      fail(labels.heroDeleteFailed, error);
    } finally {
      setSaving(false);
    }
  };

  return { saving, saveError, deleting, setDeleting, save, remove };
}
