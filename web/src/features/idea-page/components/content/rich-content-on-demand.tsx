import { useCallback, useEffect, useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { loadOnce } from '@/lib/load-once';
import { noPendingInput, type PendingInput } from './pending-input';
import type { RichContentEditor, RichContentEditorProps } from './rich-content-editor';
import { RichContentView } from './rich-content-view';

type Editor = typeof RichContentEditor;

/** The editor (TipTap and ProseMirror, most of the idea page's code), loaded once, by whichever page asks first. */
const editorCode = loadOnce(() => import('./rich-content-editor').then((module) => module.RichContentEditor));

/** Runs `load` when the browser is idle (soon after the page is drawn); the returned function cancels it. */
function whenIdle(load: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(load, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(load, 200);
  return () => clearTimeout(id);
}

/**
 * A page's rich content, drawn at once from its JSON (RichContentView); the editor loads when the browser is idle,
 * or at once when the user reaches for the content, and takes its place. A reader's content never loads it.
 */
export function RichContentOnDemand(props: RichContentEditorProps) {
  const t = useT();
  const [Editor, setEditor] = useState<Editor | undefined>(editorCode.loaded);
  const [failed, setFailed] = useState(false);
  // One record for the life of the view: it is written in event handlers and read once, when the editor takes over.
  const [pending] = useState<PendingInput>(noPendingInput);
  const load = useCallback(() => {
    editorCode.load().then(
      (editor) => setEditor(() => editor),
      () => setFailed(true),
    );
  }, []);
  useEffect(() => (props.readOnly || Editor ? undefined : whenIdle(load)), [props.readOnly, Editor, load]);

  if (Editor) return <Editor {...props} pending={pending} />;
  return (
    <>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {t({ id: 'ideaPage.richContent.editorLoadError', defaultMessage: 'The editor could not be loaded. Reload the page to edit this content.' })}
        </p>
      )}
      <RichContentView
        content={props.content}
        readOnly={props.readOnly}
        label={props.label}
        onActivate={load}
        onPending={(update) => update(pending)}
      />
    </>
  );
}
