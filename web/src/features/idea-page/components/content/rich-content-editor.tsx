import { COLLAB_FIELD } from '@core/idea-page/collab-document';
import { isSafeImageSrc, isSafeLinkHref } from '@core/idea-page/rich-content';
import Collaboration from '@tiptap/extension-collaboration';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { useT } from '@/lib/i18n/use-t';
import { ChangingPlaceholder } from './changing-placeholder';
import { CollaborationCursors, type Awareness } from './collaboration-cursors';
import { EditorToolbar } from './editor-toolbar';
import type { PendingInput } from './pending-input';
import { replayPendingInput } from './replay-pending-input';
import { contentClass, contentFrameClass, taskCheckboxLabel } from './rich-content-view';
import { IMAGE_ACTION, LINK_ACTION } from './toolbar-buttons';

/**
 * Only what richContentSchema accepts can be made here, so every document the editor emits can be saved. Links are
 * checked by `isAllowedUri` (typed, pasted, autolinked, set from the toolbar); `protocols` is left empty because it only
 * adds schemes to the autolinker, which knows http, https and mailto already. An address must carry its scheme, so a
 * bare `example.com` is not autolinked. Pasted images keep only http(s) sources, and the `![alt](src)` shortcut is off
 * because it would take any source.
 */
export const editorExtensions = (
  doc: Y.Doc,
  placeholder: string,
  taskLabel: (text: string) => string,
  awareness: Awareness | null = null,
) => [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    // Undo and redo are the collaboration's, per user: the editor's own history would undo other people's typing.
    undoRedo: false,
    link: {
      openOnClick: false,
      autolink: true,
      isAllowedUri: (url) => isSafeLinkHref(url),
      shouldAutoLink: isSafeLinkHref,
    },
  }),
  TaskList,
  TaskItem.configure({ nested: true, a11y: { checkboxLabel: (node) => taskLabel(node.textContent) } }),
  Image.extend({
    parseHTML: () => [
      { tag: 'img[src]', getAttrs: (img) => (isSafeImageSrc(img.getAttribute('src') ?? '') ? null : false) },
    ],
    addInputRules: () => [],
  }).configure({ inline: false }),
  ChangingPlaceholder.configure({ text: placeholder }),
  Collaboration.configure({ document: doc, field: COLLAB_FIELD }),
  CollaborationCursors.configure({ awareness }),
];

export type RichContentEditorProps = {
  readOnly: boolean;
  label: string;
  /** The page's live Yjs document (ADR 0113): the editor's content, shared with everyone on the page. */
  doc: Y.Doc;
  /** Who is on the page, for their carets and selections. */
  awareness?: Awareness | null;
};

/**
 * A page's rich text, edited live with everyone on the page: a TipTap editor on the page's Yjs document with a
 * formatting toolbar, or a read-only rendering of the same document. `pending`: what the user did while it loaded
 * (RichContentView), carried out as it takes over.
 */
export function RichContentEditor({
  readOnly,
  label,
  doc,
  awareness = null,
  pending,
}: RichContentEditorProps & { pending?: PendingInput }) {
  const t = useT();
  // The editor's extensions are made once, with its placeholder in the page's language; a new language changes it.
  const placeholder = t({ id: 'ideaPage.richContent.placeholder', defaultMessage: 'Start writing…' });
  const [extensions] = useState(() =>
    editorExtensions(doc, placeholder, (text) => taskCheckboxLabel(t, text), awareness),
  );
  const editorProps = useMemo(
    () => ({
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        class: contentClass(readOnly),
      },
    }),
    [label, readOnly],
  );
  const editor = useEditor({ extensions, editable: !readOnly, editorProps });
  useEffect(() => editor.setEditable(!readOnly, false), [editor, readOnly]);
  useEffect(() => {
    if (!editor.isDestroyed) editor.commands.setPlaceholder(placeholder);
  }, [editor, placeholder]);
  // Before the browser can take another key: what was typed while the editor loaded goes in first, where it was meant.
  const [openDialog] = useState(() =>
    pending?.action === LINK_ACTION || pending?.action === IMAGE_ACTION ? pending.action : null,
  );
  const replayedRef = useRef(false);
  useLayoutEffect(() => {
    if (replayedRef.current || !pending) return;
    replayedRef.current = true;
    replayPendingInput(editor, pending);
  }, [editor, pending]);

  return (
    <div className={contentFrameClass(readOnly)}>
      {!readOnly && <EditorToolbar editor={editor} openDialog={openDialog} />}
      <EditorContent editor={editor} />
    </div>
  );
}
