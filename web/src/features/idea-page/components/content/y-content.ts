import type { RichContent, RichNode } from '@core/idea-page/rich-content';
import * as Y from 'yjs';
import { COLLAB_FIELD } from '@core/idea-page/collab-document';

type Mark = NonNullable<RichNode['marks']>[number];

/** A text's formatting as y-prosemirror keeps it (a mark type → its attributes) as the editor's marks. */
const marksOf = (attributes: Record<string, Record<string, unknown> | undefined> | undefined): Mark[] =>
  Object.entries(attributes ?? {}).map(
    ([type, attrs]) => (attrs && Object.keys(attrs).length > 0 ? { type, attrs } : { type }) as Mark,
  );

function nodesOf(item: Y.XmlElement | Y.XmlText): RichNode[] {
  if (item instanceof Y.XmlText)
    return (item.toDelta() as { insert: string; attributes?: Record<string, Record<string, unknown>> }[]).map(
      ({ insert, attributes }) => {
        const marks = marksOf(attributes);
        return { type: 'text', text: insert, ...(marks.length > 0 ? { marks } : {}) };
      },
    );
  const attrs = item.getAttributes();
  const content = item.toArray().flatMap((child) => nodesOf(child as Y.XmlElement | Y.XmlText));
  return [
    {
      type: item.nodeName as RichNode['type'],
      ...(Object.keys(attrs).length > 0 ? { attrs } : {}),
      ...(content.length > 0 ? { content } : {}),
    },
  ];
}

/**
 * A page's live Yjs document as the editor's JSON, without the editor (ADR 0113): what RichContentView draws while
 * TipTap is not loaded — for a reader, always. y-prosemirror keeps a node as an XML element named for its type with
 * its attributes, and text as XML text whose formatting is the marks.
 */
export function yContent(doc: Y.Doc): RichContent {
  const content = doc
    .getXmlFragment(COLLAB_FIELD)
    .toArray()
    .flatMap((child) => nodesOf(child as Y.XmlElement | Y.XmlText));
  return { type: 'doc', content };
}
