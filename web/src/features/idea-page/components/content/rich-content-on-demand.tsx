import { useCallback, useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { loadOnce } from '@/lib/load-once';
import { noPendingInput, type PendingInput } from './pending-input';
import type { RichContentEditor, RichContentEditorProps } from './rich-content-editor';
import { RichContentView } from './rich-content-view';

type Editor = typeof RichContentEditor;

/** The editor (TipTap and ProseMirror, most of the idea page's code), loaded once, by whichever page asks first. */
const editorCode = loadOnce(() => import('./rich-content-editor').then((module) => module.RichContentEditor));

/**
 * A page's rich content, drawn at once from its JSON (RichContentView); the editor loads when the user reaches for
 * the content (a pointer over it starts the download, a press, focus or key needs it) and takes its place. Reading
 * never loads it: a page opened to be read costs no editor, and what is typed before it arrives is kept for it.
 */
export function RichContentOnDemand({
  onTypedAhead,
  ...props
}: RichContentEditorProps & { onTypedAhead?: (typedAhead: boolean) => void }) {
  const t = useT();
  const [Editor, setEditor] = useState<Editor | undefined>(editorCode.loaded);
  const [failed, setFailed] = useState(false);
  // One record for the life of the view: it is written in event handlers and read once, when the editor takes over.
  const [pending] = useState<PendingInput>(noPendingInput);
  const load = useCallback(() => {
    editorCode.load().then(
      (editor) => {
        setEditor(() => editor);
        // The editor carries out what was typed as it takes over, and saving takes it from there.
        onTypedAhead?.(false);
      },
      () => setFailed(true),
    );
  }, [onTypedAhead]);

  if (Editor) return <Editor {...props} pending={pending} />;
  return (
    <>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {t({
            id: 'ideaPage.richContent.editorLoadError',
            defaultMessage: 'The editor could not be loaded. Reload the page to edit this content.',
          })}
        </p>
      )}
      <RichContentView
        content={props.content}
        readOnly={props.readOnly}
        label={props.label}
        onActivate={load}
        onPending={(update) => {
          update(pending);
          if (pending.steps.length > 0) onTypedAhead?.(true);
        }}
      />
    </>
  );
}
