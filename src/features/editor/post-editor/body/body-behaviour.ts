// How the body's visual editor behaves on top of its schema (body-schema.ts): the editor kit's undo
// keys, the placeholder, attributes the sanitisers would drop kept out of the document, headings
// drawn without their stored ids, and the caret after the draft replaces the document. None of it
// adds a node or a mark, so fitsVisualEditor's schema is the editor's.
import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, TextSelection, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

export type HistoryDirection = 'undo' | 'redo';

type HistoryKeyEvent = Pick<KeyboardEvent, 'key' | 'code' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'> & { isComposing?: boolean };

/**
 * Cmd/Ctrl+Z, Shift+Cmd/Ctrl+Z and Cmd/Ctrl+Y, as the editor frame reads them (either modifier on
 * any system). A layout without Latin letters still has the keys where Z and Y are.
 */
export function historyDirection(event: HistoryKeyEvent): HistoryDirection | null {
  if (!(event.metaKey || event.ctrlKey) || event.altKey || event.isComposing) return null;
  const key = /^[a-z]$/i.test(event.key) ? event.key.toLowerCase() : event.code === 'KeyZ' ? 'z' : event.code === 'KeyY' ? 'y' : '';
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/** The browser's own undo and redo (its Edit menu, a shake on iOS), as `beforeinput` names them. */
export function historyInput(inputType: string): HistoryDirection | null {
  return inputType === 'historyUndo' ? 'undo' : inputType === 'historyRedo' ? 'redo' : null;
}

/** The event the visual editor's history keys send up from the text box, with 'undo' or 'redo' as its detail. */
export const BODY_HISTORY_EVENT = 'sitewright:body-history';

function sendHistory(target: EventTarget, direction: HistoryDirection) {
  target.dispatchEvent(new CustomEvent<HistoryDirection>(BODY_HISTORY_EVENT, { bubbles: true, detail: direction }));
}

/**
 * The undo keys run the editor kit's history (decision 059), through BODY_HISTORY_EVENT: the
 * extensions stay one list for every editor, and the field hands the event to its current
 * onUndo/onRedo. A plugin's handleKeyDown rather than addKeyboardShortcuts, because it gets the
 * event: the key stops here, so an undo handler of the frame around the body (kit/editor-frame.tsx's
 * undoKeys) does not take a second step.
 */
export const HISTORY_KEYS = new PluginKey('historyKeys');

export const HistoryKeys = Extension.create({
  name: 'historyKeys',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: HISTORY_KEYS,
        props: {
          handleKeyDown: (view, event) => {
            const direction = historyDirection(event);
            if (!direction) return false;
            event.stopPropagation();
            sendHistory(view.dom, direction);
            return true;
          },
          handleDOMEvents: {
            beforeinput: (view, event) => {
              const direction = historyInput(event.inputType);
              if (!direction) return false;
              event.preventDefault();
              sendHistory(view.dom, direction);
              return true;
            },
          },
        },
      }),
    ];
  },
});

/**
 * The placeholder: the lone empty block of an empty document gets the class `is-empty`; the text
 * comes from CSS (a custom property the field sets), so it follows the labels without a new plugin.
 */
export const EMPTY_HINT = new PluginKey('emptyHint');

export const EmptyHint = Extension.create({
  name: 'emptyHint',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: EMPTY_HINT,
        props: {
          decorations: ({ doc }) => {
            const only = doc.firstChild;
            if (doc.childCount !== 1 || !only?.isTextblock || only.content.size > 0) return null;
            return DecorationSet.create(doc, [Decoration.node(0, only.nodeSize, { class: 'is-empty' })]);
          },
        },
      }),
    ];
  },
});

/**
 * Takes out what the schema can hold but the sanitisers drop (POST_ATTRIBUTES has nothing for <ol>,
 * and no title on links): a list typed as "3. " or pasted with its own numbering would show 3 here
 * and 1 on the page. Adds the steps to `tr` and returns it.
 */
export function keepToSanitiser(tr: Transaction): Transaction {
  tr.doc.descendants((node, pos) => {
    if (node.type.name === 'orderedList' && (node.attrs.start !== 1 || node.attrs.type != null)) {
      tr.setNodeMarkup(pos, undefined, { ...node.attrs, start: 1, type: null });
    }
    const link = node.isText ? node.marks.find((mark) => mark.type.name === 'link' && mark.attrs.title != null) : undefined;
    if (link) tr.addMark(pos, pos + node.nodeSize, link.type.create({ ...link.attrs, title: null }));
  });
  return tr;
}

/** keepToSanitiser on every change, so the editor shows what visitors will get as soon as it comes in. */
export const KeepToSanitiser = Extension.create({
  name: 'keepToSanitiser',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('keepToSanitiser'),
        appendTransaction: (transactions, _before, state) => {
          if (!transactions.some((transaction) => transaction.docChanged)) return null;
          const tr = keepToSanitiser(state.tr);
          return tr.docChanged ? tr : null;
        },
      }),
    ];
  },
});

/**
 * Headings drawn without their stored id while editing: the page behind the editor shows the same
 * post with the same ids, and two elements with one id break its anchors. The id stays in the
 * document and in the HTML the editor gives back.
 */
export const HeadingsWithoutIds = Extension.create({
  name: 'headingsWithoutIds',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('headingsWithoutIds'),
        props: {
          nodeViews: {
            heading: (node) => {
              const dom = document.createElement(`h${node.attrs.level}`);
              return { dom, contentDOM: dom, update: (next) => next.type === node.type && next.attrs.level === node.attrs.level };
            },
          },
        },
      }),
    ];
  },
});

/** What the visual editor adds to the schema's extensions: behaviour only, never a node or a mark. */
export const BODY_BEHAVIOUR_EXTENSIONS = [HistoryKeys, EmptyHint, KeepToSanitiser, HeadingsWithoutIds];

/** Puts the caret back where it was after the whole document was replaced, within the new one. */
export function keepCaret(tr: Transaction, from: number, to: number): Transaction {
  const size = tr.doc.content.size;
  const clamp = (position: number) => Math.max(0, Math.min(position, size));
  return tr.setSelection(TextSelection.between(tr.doc.resolve(clamp(from)), tr.doc.resolve(clamp(to))));
}
