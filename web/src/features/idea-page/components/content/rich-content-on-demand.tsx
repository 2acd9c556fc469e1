import type { RichContent } from '@core/idea-page/rich-content';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { loadOnce } from '@/lib/load-once';
import type { SyncState } from './collab-session';
import { noPendingInput, type PendingInput } from './pending-input';
import type { PresencePeer } from './presence';
import type { RichContentEditor } from './rich-content-editor';
import { RichContentView } from './rich-content-view';
import { useCollabSession, type LivePage } from './use-collab-session';

type Editor = typeof RichContentEditor;

/** The editor (TipTap and ProseMirror, most of the idea page's code), loaded once, by whichever page asks first. */
const editorCode = loadOnce(() => import('./rich-content-editor').then((module) => module.RichContentEditor));

export type RichContentOnDemandProps = {
  content: RichContent | null;
  readOnly: boolean;
  label: string;
  /** The page edited live, or none: a public link's view is the content as stored, and never loads the editor. */
  live?: LivePage;
  onTypedAhead?: (typedAhead: boolean) => void;
  onState?: (state: SyncState, unsynced: boolean) => void;
  /** Who else is on the page now (told as it changes). */
  onPeers?: (peers: PresencePeer[]) => void;
};

/**
 * A page's rich content, drawn at once from its JSON (RichContentView), then from the page's live document once it
 * has come (ADR 0113: opened when the page is idle), so everyone sees the others' typing. The editor loads when the
 * user reaches for the content (a pointer over it starts the download, a press, focus or key needs it) and takes its
 * place once the live document is there; what is typed before then is kept for it. Reading never loads the editor;
 * without `live` (a public link's view) nothing is live.
 */
export function RichContentOnDemand({ onTypedAhead, onState, onPeers, live, ...props }: RichContentOnDemandProps) {
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

  const liveContent = useCollabSession(live, (state, unsynced) => onState?.(state, unsynced));
  useEffect(() => onPeers?.(liveContent.peers), [onPeers, liveContent.peers]);

  if (Editor && liveContent.session)
    return (
      <Editor
        doc={liveContent.session.doc}
        awareness={liveContent.session.provider.awareness}
        readOnly={props.readOnly || liveContent.readOnly}
        label={props.label}
        pending={pending}
      />
    );
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
        content={liveContent.content ?? props.content}
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
