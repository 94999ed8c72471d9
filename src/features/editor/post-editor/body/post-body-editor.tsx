'use client';
// The post body's field (decision 059): Tiptap with the schema of body-schema.ts, or the body as
// HTML in a textarea. The body is one more field of the editor kit's draft: every edit goes out
// through onChange, the kit's history is the only undo (Tiptap's is off, and the undo keys call
// onUndo/onRedo), and when the draft's body changes from anything but this field's own typing
// (undo, a restore, a merge) the document is replaced without an update and the caret stays put.
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type JSX } from 'react';
import { cx } from '@/components/ui/cx';
import type { LabelTemplate } from '@/lib/i18n/island-labels';
import { BODY_BEHAVIOUR_EXTENSIONS, BODY_HISTORY_EVENT, keepCaret, type HistoryDirection } from './body-behaviour';
import { BodyCodeView } from './body-code-view';
import { BODY_SCHEMA_EXTENSIONS } from './body-schema';
import { BodyToolbar } from './body-toolbar';
import { fitsVisualEditor, htmlOf } from './fits-visual-editor';

export { fitsVisualEditor };

export type PostBodyLabels = {
  postBodyLabel: string;
  postBodyToolbar: string;
  postBodyBold: string;
  postBodyItalic: string;
  postBodyParagraph: string;
  /** "Heading {level}": the catalogue's template (EditorLabels has it as one), or text holding `{level}`. */
  postBodyHeading: string | LabelTemplate;
  postBodyBulletList: string;
  postBodyOrderedList: string;
  postBodyLink: string;
  postBodyLinkAddress: string;
  postBodyLinkApply: string;
  postBodyLinkRemove: string;
  postBodyLinkInvalid: string;
  postBodyCodeView: string;
  postBodyVisualView: string;
  postBodyCodeLabel: string;
  postBodyCodeOnly: string;
  postBodyPlaceholder: string;
};

type Props = {
  /** The id of the editable element: the visual editor's text box, or the textarea in the code view. */
  id: string;
  /** The body's HTML as the draft holds it. */
  value: string;
  /** Every edit, with the new HTML ('' for an empty document). */
  onChange: (html: string) => void;
  onUndo: () => void;
  onRedo: () => void;
  /** Shows the body as HTML in a textarea. */
  codeView: boolean;
  /** The Visual/HTML switch; also asked for true when a body the visual editor cannot hold arrives. */
  onCodeViewChange: (on: boolean) => void;
  /** The visual editor is not offered: no toolbar, only the code view. */
  codeOnly?: boolean;
  labels: PostBodyLabels;
  /** The language of the text. */
  lang?: string;
  invalid?: boolean;
  describedBy?: string;
  /** The id of a visible label for the visual editor (a contentEditable cannot be a <label>'s control). */
  labelledBy?: string;
  className?: string;
};

const EXTENSIONS = [...BODY_SCHEMA_EXTENSIONS, ...BODY_BEHAVIOUR_EXTENSIONS];

/** The body's look while editing: close to the page's, in the editor's size. */
const PROSE = [
  'min-h-64 rounded-b-lg px-3 py-2 text-[0.9375rem] leading-7 text-gray-900',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600',
  '[&>*+*]:mt-3 [&_li+li]:mt-1 [&_li>*+*]:mt-1',
  '[&_h1]:text-2xl [&_h1]:font-bold [&_h1]:leading-tight [&_h2]:text-xl [&_h2]:font-bold [&_h2]:leading-snug',
  '[&_h3]:text-lg [&_h3]:font-semibold [&_h4]:text-base [&_h4]:font-semibold [&_h5]:text-base [&_h5]:font-medium [&_h5]:text-gray-700',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li::marker]:text-gray-500',
  '[&_a]:text-sky-800 [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-bold [&_em]:italic',
  // The placeholder (body-behaviour.ts's EmptyHint), its text from --body-placeholder.
  '[&_.is-empty]:before:pointer-events-none [&_.is-empty]:before:float-left [&_.is-empty]:before:h-0 [&_.is-empty]:before:text-gray-500 [&_.is-empty]:before:content-(--body-placeholder)',
].join(' ');

export function PostBodyEditor(props: Props): JSX.Element {
  const { id, value, onChange, onUndo, onRedo, codeView, onCodeViewChange, codeOnly = false, labels, lang, invalid, describedBy, labelledBy, className } = props;
  const visual = !codeView && !codeOnly;

  // The HTML the document stands for: what it last gave out, or the value it was last given.
  const held = useRef(value);
  const [initial] = useState(value);
  const attributes = useMemo(() => {
    const all: Record<string, string | undefined> = {
      // In the code view the textarea carries the id.
      id: visual ? id : undefined,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': labelledBy ? undefined : labels.postBodyLabel,
      'aria-labelledby': labelledBy,
      'aria-describedby': describedBy,
      'aria-invalid': invalid ? 'true' : undefined,
      'aria-placeholder': labels.postBodyPlaceholder,
      lang,
      class: PROSE,
    };
    // ProseMirror writes every key it is given, an undefined one as "undefined".
    return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
  }, [visual, id, labelledBy, labels.postBodyLabel, describedBy, invalid, labels.postBodyPlaceholder, lang]);
  const editorProps = useMemo(() => ({ attributes }), [attributes]);

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    // Created after hydration: the server has no DOM for ProseMirror.
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current.state.doc);
      if (html === held.current) return;
      held.current = html;
      onChange(html);
    },
  });

  // A value from outside (undo, redo, a restore) replaces the document; the field's own HTML coming
  // back from the draft does not, so the caret never jumps while typing. A body the schema cannot
  // hold is never shown reduced: the code view is asked for instead.
  const checked = useRef(false);
  useEffect(() => {
    if (!editor || editor.isDestroyed || !visual) return;
    const outside = value !== held.current;
    if (!outside && checked.current) return;
    if (!fitsVisualEditor(value)) {
      onCodeViewChange(true);
      return;
    }
    checked.current = true;
    if (!outside) return;
    held.current = value;
    const { from, to } = editor.state.selection;
    editor
      .chain()
      .setContent(value, { emitUpdate: false })
      .command(({ tr }) => {
        keepCaret(tr, from, to);
        return true;
      })
      .run();
  }, [editor, value, visual, onCodeViewChange]);

  // Back to the visual editor only with a body it can hold; otherwise say why not.
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  const refused = codeView && !codeOnly && refusedFor === value;
  const refusalId = useId();
  const switchView = (on: boolean) => {
    if (!on && !fitsVisualEditor(value)) {
      setRefusedFor(value);
      return;
    }
    setRefusedFor(null);
    onCodeViewChange(on);
  };
  const travel = (direction: HistoryDirection) => (direction === 'undo' ? onUndo() : onRedo());

  // The visual editor's undo keys arrive as BODY_HISTORY_EVENT from the text box inside.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onHistory = (event: Event) => {
      event.stopPropagation();
      if ((event as CustomEvent<HistoryDirection>).detail === 'undo') onUndo();
      else onRedo();
    };
    element.addEventListener(BODY_HISTORY_EVENT, onHistory);
    return () => element.removeEventListener(BODY_HISTORY_EVENT, onHistory);
  }, [onUndo, onRedo]);

  return (
    <div
      ref={frame}
      // A CSS string for the placeholder's `content`: JSON's escapes for quotes and backslashes are CSS's too.
      style={{ '--body-placeholder': JSON.stringify(labels.postBodyPlaceholder) } as CSSProperties}
      className={cx('rounded-lg border bg-white shadow-sm', invalid ? 'border-rose-600' : 'border-gray-300', className)}
    >
      {!codeOnly && <BodyToolbar editor={editor} labels={labels} codeView={codeView} onCodeViewChange={switchView} refusalId={refused ? refusalId : undefined} />}
      {refused && (
        <p id={refusalId} role="alert" className="border-b border-gray-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {labels.postBodyCodeOnly}
        </p>
      )}
      {!visual && <BodyCodeView id={id} value={value} label={labels.postBodyCodeLabel} onChange={onChange} onTravel={travel} describedBy={describedBy} invalid={invalid} lang={lang} className={codeOnly ? 'rounded-lg' : 'rounded-b-lg'} />}
      <div hidden={!visual} className="min-h-64">
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
