import { COLLAB_FIELD } from '@core/idea-page/collab-document';
import type { RichContent } from '@core/idea-page/rich-content';
import { getSchema } from '@tiptap/core';
import { prosemirrorJSONToYDoc, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { editorExtensions } from './rich-content-editor';

/** The editor's schema, to put content in a page's Yjs document and read it back as the server does (ADR 0113). */
const schema = getSchema(editorExtensions(new Y.Doc(), '', (text) => text));

/** A page's Yjs document holding `content` (none: an empty one). For tests. */
export const docOf = (content: RichContent | null) =>
  content ? prosemirrorJSONToYDoc(schema, content, COLLAB_FIELD) : new Y.Doc();

/** A page's Yjs document as the editor's JSON. For tests. */
export const contentOf = (doc: Y.Doc) =>
  yXmlFragmentToProseMirrorRootNode(doc.getXmlFragment(COLLAB_FIELD), schema).toJSON() as RichContent;
