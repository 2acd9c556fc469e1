import { getSchema } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import StarterKit from '@tiptap/starter-kit';

/**
 * The ProseMirror schema of the idea page's editor (web/src/features/idea-page/components/content/rich-content-editor.tsx)
 * as far as its documents go: the same TipTap extensions with the options that shape nodes (heading levels, block
 * images, nested task items). The server reads a Yjs document through it into the JSON that richContentSchema checks
 * and converts stored JSON into Yjs with it (ADR 0113); rich-content-pm-schema.test.ts proves both know the same nodes.
 */
export const richContentPmSchema = getSchema([
  StarterKit.configure({ heading: { levels: [1, 2, 3] } }),
  TaskList,
  TaskItem.configure({ nested: true }),
  Image.configure({ inline: false }),
]);
