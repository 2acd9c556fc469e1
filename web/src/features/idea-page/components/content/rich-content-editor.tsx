import { EMPTY_RICH_CONTENT, isSafeImageSrc, isSafeLinkHref, type RichContent } from '@core/idea-page/rich-content';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { ChangingPlaceholder } from './changing-placeholder';
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
const editorExtensions = (placeholder: string, taskLabel: (text: string) => string) => [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
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
];

/** How many emitted documents are remembered while waiting for the page's saves to come back as the `content` prop. */
const UNSAVED_DOCS_KEPT = 100;

export type RichContentEditorProps = {
  content: RichContent | null;
  readOnly: boolean;
  label: string;
  onChange: (content: RichContent) => void;
};

/**
 * A page's rich text: a TipTap editor with a formatting toolbar, or a read-only rendering of the same document.
 * `pending`: what the user did while it loaded (RichContentView), carried out as it takes over.
 */
export function RichContentEditor({
  content,
  readOnly,
  label,
  onChange,
  pending,
}: RichContentEditorProps & { pending?: PendingInput }) {
  const t = useT();
  const doc = content ?? EMPTY_RICH_CONTENT;
  const sentRef = useRef<ProseMirrorNode[]>([]);
  // The editor's extensions are made once, with its placeholder in the page's language; a new language changes it.
  const placeholder = t({ id: 'ideaPage.richContent.placeholder', defaultMessage: 'Start writing…' });
  const [extensions] = useState(() => editorExtensions(placeholder, (text) => taskCheckboxLabel(t, text)));
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
  const editor = useEditor({
    extensions,
    content: doc,
    editable: !readOnly,
    editorProps,
    onUpdate: ({ editor: updated }) => {
      sentRef.current = [...sentRef.current.slice(1 - UNSAVED_DOCS_KEPT), updated.state.doc];
      onChange(updated.getJSON() as RichContent);
    },
  });
  useEffect(() => editor.setEditable(!readOnly, false), [editor, readOnly]);
  useEffect(() => {
    if (!editor.isDestroyed) editor.commands.setPlaceholder(placeholder);
  }, [editor, placeholder]);
  useContentProp(editor, doc, sentRef);
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

/**
 * Shows a `content` prop that differs from what the editor holds (another editor saved), without calling onChange.
 * The same content given again, or this editor's own save coming back while the user typed on, changes nothing.
 */
function useContentProp(editor: Editor, doc: RichContent, sentRef: RefObject<ProseMirrorNode[]>) {
  const givenRef = useRef<ProseMirrorNode | null>(null);
  useEffect(() => {
    const incoming = editor.schema.nodeFromJSON(doc);
    if (givenRef.current?.eq(incoming)) return;
    const first = givenRef.current === null;
    givenRef.current = incoming;
    // The editor was made from this content, and may already hold more: what was typed while it loaded.
    if (first) return;
    const echo = sentRef.current.findIndex((earlier) => earlier.eq(incoming));
    if (echo >= 0) {
      sentRef.current = sentRef.current.slice(echo + 1);
      return;
    }
    sentRef.current = [];
    if (!incoming.eq(editor.state.doc)) editor.commands.setContent(doc, { emitUpdate: false });
  }, [editor, doc, sentRef]);
}
