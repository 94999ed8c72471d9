'use client';
// The body's formatting toolbar: marks, block types, lists, the link form and the Visual/HTML
// switch. One tab stop and arrow keys between the buttons (tool-button.tsx); each says whether it is
// on with aria-pressed.
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Bold, Italic, List, ListOrdered, Pilcrow } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { labelText, type LabelTemplate } from '@/lib/i18n/island-labels';
import { HEADING_LEVELS, type HeadingLevel } from './body-schema';
import { LinkPopover } from './link-popover';
import type { PostBodyLabels } from './post-body-editor';
import { Roving, SEPARATOR, ToolButton } from './tool-button';

/** The heading label for a level: a template from the catalogue, or text with `{level}` in it. */
export function headingLabel(template: string | LabelTemplate, level: number): string {
  return typeof template === 'string' ? template.replace('{level}', String(level)) : labelText(template, { level });
}

type Props = {
  editor: Editor | null;
  labels: PostBodyLabels;
  codeView: boolean;
  /** The view switch; false refuses (the content does not fit the visual editor). */
  onCodeViewChange: (on: boolean) => void;
  /** The id of the text saying why the Visual button did nothing (the content does not fit it). */
  refusalId?: string;
};

export function BodyToolbar({ editor, labels, codeView, onCodeViewChange, refusalId }: Props) {
  const formatting = !codeView && editor !== null;
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      if (!current) return null;
      return {
        bold: current.isActive('bold'),
        italic: current.isActive('italic'),
        paragraph: current.isActive('paragraph'),
        heading: HEADING_LEVELS.find((level) => current.isActive('heading', { level })) ?? null,
        bulletList: current.isActive('bulletList'),
        orderedList: current.isActive('orderedList'),
        link: current.isActive('link'),
      };
    },
  });
  const on = (value: boolean | undefined) => formatting && Boolean(value);
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => {
    if (editor) command(editor.chain().focus()).run();
  };

  const tools = ['bold', 'italic', 'paragraph', ...HEADING_LEVELS.map((level) => `h${level}`), 'bulletList', 'orderedList', 'link', 'visual', 'code'];
  const enabled = (tool: string) => formatting || tool === 'visual' || tool === 'code';
  const [wanted, setTabStop] = useState('bold');
  const tabStop = enabled(wanted) ? wanted : (tools.find(enabled) ?? '');
  const bar = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const buttons = Array.from(bar.current?.querySelectorAll<HTMLButtonElement>('button[data-tool]:not(:disabled)') ?? []);
    const at = buttons.findIndex((button) => button === document.activeElement);
    if (at === -1) return;
    event.preventDefault();
    const last = buttons.length - 1;
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowRight' ? (at === last ? 0 : at + 1) : at === 0 ? last : at - 1;
    buttons[next].focus();
  };

  return (
    <Roving.Provider value={{ tabStop, setTabStop }}>
      <div
        ref={bar}
        role="toolbar"
        aria-label={labels.postBodyToolbar}
        onKeyDown={move}
        className="sticky top-0 z-10 flex flex-wrap items-center gap-0.5 rounded-t-lg border-b border-gray-200 bg-white px-1.5 py-1"
      >
        <ToolButton tool="bold" aria-label={labels.postBodyBold} aria-keyshortcuts="Control+B Meta+B" pressed={on(active?.bold)} disabled={!formatting} onClick={() => run((c) => c.toggleBold())}>
          <Bold className="size-4" aria-hidden="true" />
        </ToolButton>
        <ToolButton tool="italic" aria-label={labels.postBodyItalic} aria-keyshortcuts="Control+I Meta+I" pressed={on(active?.italic)} disabled={!formatting} onClick={() => run((c) => c.toggleItalic())}>
          <Italic className="size-4" aria-hidden="true" />
        </ToolButton>
        {SEPARATOR}
        <ToolButton tool="paragraph" aria-label={labels.postBodyParagraph} pressed={on(active?.paragraph)} disabled={!formatting} onClick={() => run((c) => c.setParagraph())}>
          <Pilcrow className="size-4" aria-hidden="true" />
        </ToolButton>
        {HEADING_LEVELS.map((level: HeadingLevel) => (
          <ToolButton
            key={level}
            tool={`h${level}`}
            // The name holds what the button shows (WCAG 2.5.3): "Heading 2 · H2".
            aria-label={`${headingLabel(labels.postBodyHeading, level)} · H${level}`}
            pressed={on(active?.heading === level)}
            disabled={!formatting}
            onClick={() => run((c) => c.toggleHeading({ level }))}
          >
            H{level}
          </ToolButton>
        ))}
        {SEPARATOR}
        <ToolButton tool="bulletList" aria-label={labels.postBodyBulletList} pressed={on(active?.bulletList)} disabled={!formatting} onClick={() => run((c) => c.toggleBulletList())}>
          <List className="size-4" aria-hidden="true" />
        </ToolButton>
        <ToolButton tool="orderedList" aria-label={labels.postBodyOrderedList} pressed={on(active?.orderedList)} disabled={!formatting} onClick={() => run((c) => c.toggleOrderedList())}>
          <ListOrdered className="size-4" aria-hidden="true" />
        </ToolButton>
        <LinkPopover editor={editor} labels={labels} disabled={!formatting} pressed={on(active?.link)} />
        <div className="ml-auto flex items-center gap-0.5">
          <ToolButton tool="visual" wide pressed={!codeView} aria-describedby={refusalId} onClick={() => codeView && onCodeViewChange(false)}>
            {labels.postBodyVisualView}
          </ToolButton>
          <ToolButton tool="code" wide pressed={codeView} onClick={() => !codeView && onCodeViewChange(true)}>
            {labels.postBodyCodeView}
          </ToolButton>
        </div>
      </div>
    </Roving.Provider>
  );
}
