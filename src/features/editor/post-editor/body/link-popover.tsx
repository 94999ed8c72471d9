'use client';
// The toolbar's link form: an address for the selected text (or the link the caret is in), checked
// as the sanitisers check it, with the spec's message when refused. Enter applies; Escape closes
// the form and puts the focus back in the text, where the selection still is.
import type { Editor } from '@tiptap/core';
import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { INPUT } from '../../shared/field';
import { historyDirection } from './body-behaviour';
import { isLinkAddress } from './body-schema';
import type { PostBodyLabels } from './post-body-editor';
import { ToolButton } from './tool-button';

type Props = { editor: Editor | null; labels: PostBodyLabels; disabled: boolean; pressed: boolean };

export function LinkPopover({ editor, labels, disabled, pressed }: Props) {
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  const apply = () => {
    const href = address.trim();
    if (!editor || !isLinkAddress(href)) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    setOpen(false);
  };

  const remove = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next && editor) {
          setAddress(String(editor.getAttributes('link').href ?? ''));
          setInvalid(false);
        }
        setOpen(next);
      }}
    >
      <PopoverTrigger asChild>
        <ToolButton tool="link" aria-label={labels.postBodyLink} pressed={pressed} disabled={disabled}>
          <Link2 className="size-4" aria-hidden="true" />
        </ToolButton>
      </PopoverTrigger>
      <PopoverContent
        className="w-80 space-y-2 p-3"
        aria-label={labels.postBodyLink}
        onCloseAutoFocus={(event) => {
          // Back to the text rather than to the button: that is where the writing goes on.
          event.preventDefault();
          editor?.commands.focus();
        }}
      >
        <label htmlFor={id} className="block text-sm font-medium text-gray-800">
          {labels.postBodyLinkAddress}
        </label>
        <input
          id={id}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          className={INPUT}
          value={address}
          placeholder="https://"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            // The address field keeps its own undo; the body's history keys are for the body.
            if (historyDirection(event.nativeEvent)) event.stopPropagation();
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        {invalid && (
          <p id={errorId} role="alert" className="text-sm text-rose-700">
            {labels.postBodyLinkInvalid}
          </p>
        )}
        <div className="flex justify-between gap-2">
          {pressed ? (
            <button type="button" className="min-h-8 rounded-lg px-3 py-1.5 text-sm font-medium text-rose-700 hover:bg-rose-50" onClick={remove}>
              {labels.postBodyLinkRemove}
            </button>
          ) : (
            <span />
          )}
          <button type="button" className="min-h-8 rounded-lg bg-gray-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-gray-800" onClick={apply}>
            {labels.postBodyLinkApply}
          </button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
