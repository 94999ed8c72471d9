'use client';
// The language suggestion's card: a non-modal dialog at the bottom right, on the product's dialog
// primitive. Loaded by language-suggestion.tsx only when there is something to suggest, so the
// pages of visitors who never see it do not carry it.
import { useRef } from 'react';
import { Languages } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/lib/i18n/locales';
import type { SuggestionTexts } from './language-suggestion';

type Props = { lang: Locale; texts: SuggestionTexts; onKeep: () => void; onSwitch: () => void };

export function LanguageSuggestionDialog({ lang, texts, onKeep, onSwitch }: Props) {
  const card = useRef<HTMLDivElement>(null);
  const switchButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open modal={false} onOpenChange={(open) => !open && onKeep()}>
      <DialogContent
        ref={card}
        placement="corner"
        lang={lang}
        data-testid="language-suggestion"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          // Take focus only when nothing else has it: never pull a visitor out of what they are doing.
          if (!document.activeElement || document.activeElement === document.body) switchButton.current?.focus();
        }}
        // Only the two buttons answer the question: a click elsewhere on the page is not a "keep",
        // and neither is an Escape meant for something else; Escape inside the card is.
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          if (!card.current?.contains(document.activeElement)) event.preventDefault();
        }}
      >
        <div className="flex gap-3">
          <Languages className="mt-0.5 size-5 shrink-0 text-gray-700" aria-hidden="true" />
          <div>
            <DialogTitle size="sm" asChild>
              <p>{texts.title}</p>
            </DialogTitle>
            <DialogDescription className="mt-1 leading-6">{texts.body}</DialogDescription>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onKeep} className="rounded-lg px-3 py-2 text-sm font-medium text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600">
            {texts.keepLabel}
          </button>
          <button ref={switchButton} type="button" onClick={onSwitch} className="rounded-lg bg-gray-900 px-3 py-2 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600">
            {texts.switchLabel}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
