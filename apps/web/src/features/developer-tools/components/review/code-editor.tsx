import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers, placeholder } from '@codemirror/view';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

export interface CodeEditorHandle {
  /** Selects the line (1-based), scrolls it into view and focuses the editor. */
  goToLine(line: number): void;
}

interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  dialect: { typescript: boolean; jsx: boolean };
  label: string;
  placeholderText: string;
  ref?: Ref<CodeEditorHandle>;
}

const theme = EditorView.theme({
  '&': { fontSize: '12px', border: '1px solid var(--color-border)', borderRadius: '6px', backgroundColor: 'var(--color-background)' },
  '&.cm-focused': { outline: '2px solid var(--color-ring)', outlineOffset: '1px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', minHeight: '12rem', maxHeight: '24rem' },
  '.cm-gutters': { backgroundColor: 'var(--color-muted)', color: 'var(--color-muted-foreground)', borderRight: 'none' },
});

/** CodeMirror 6 as a controlled React component (loaded only with the Review tab). */
export function CodeEditor({ value, onChange, dialect, label, placeholderText, ref }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          languageSlot.current.of(javascript(dialect)),
          placeholder(placeholderText),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          theme,
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; value and dialect changes are dispatched below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: languageSlot.current.reconfigure(javascript(dialect)) });
  }, [dialect]);

  useImperativeHandle(ref, () => ({
    goToLine(line) {
      const editor = view.current;
      if (!editor) return;
      const target = editor.state.doc.line(Math.min(Math.max(1, line), editor.state.doc.lines));
      editor.dispatch({ selection: { anchor: target.from, head: target.to }, effects: EditorView.scrollIntoView(target.from, { y: 'center' }) });
      editor.focus();
    },
  }));

  return <div ref={host} data-testid="code-editor" />;
}
