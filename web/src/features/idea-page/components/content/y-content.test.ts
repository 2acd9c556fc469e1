import type { RichContent } from '@core/idea-page/rich-content';
import { describe, expect, it } from 'vitest';
import { contentOf, docOf } from './editor-test-docs';
import { yContent } from './y-content';

/** One of each node and mark the editor makes. */
const EVERYTHING: RichContent = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Plan' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
        { type: 'text', text: 'a link', marks: [{ type: 'link', attrs: { href: 'https://example.com/' } }] },
        { type: 'hardBreak' },
        { type: 'text', text: 'after' },
      ],
    },
    { type: 'paragraph' },
    {
      type: 'taskList',
      content: [
        {
          type: 'taskItem',
          attrs: { checked: true },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'done' }] }],
        },
      ],
    },
    { type: 'codeBlock', attrs: { language: 'js' }, content: [{ type: 'text', text: 'let a = 1;' }] },
    { type: 'image', attrs: { src: 'https://example.com/a.png', alt: 'A chart', title: null } },
  ],
};

/** Without the attributes the schema fills with null when the document has none (the view treats both alike). */
const withoutNulls = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_key, field: unknown) => (field === null ? undefined : field)));

describe('yContent', () => {
  it("reads a page's Yjs document as the editor's own schema reads it", () => {
    const doc = docOf(EVERYTHING);
    expect(withoutNulls(yContent(doc))).toEqual(withoutNulls(contentOf(doc)));
  });
});
