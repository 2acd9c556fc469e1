import { describe, expect, it } from 'vitest';
import { RICH_CONTENT_LIMITS, richContentSchema } from './rich-content';

// Raw input as a client may send it: the schema, not these types, decides what is allowed.
const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const docOf = (...content: unknown[]) => ({ type: 'doc', content });
const linked = (href: string) => docOf(paragraph(text('click', [{ type: 'link', attrs: { href } }])));
const imageOf = (src: string) => docOf({ type: 'image', attrs: { src } });
const issuesOf = (value: unknown) => richContentSchema.safeParse(value).error?.issues.map((issue) => issue.message);

/** Every node and mark the editor offers, with the attributes TipTap puts in its JSON. */
const everything = docOf(
  { type: 'heading', attrs: { level: 1 }, content: [text('Title')] },
  { type: 'heading', attrs: { level: 2 }, content: [text('Section')] },
  { type: 'heading', attrs: { level: 3 }, content: [text('Sub-section')] },
  paragraph(
    text('bold', [{ type: 'bold' }]),
    text('italic', [{ type: 'italic' }]),
    text('strike', [{ type: 'strike' }]),
    text('underline', [{ type: 'underline' }]),
    text('code', [{ type: 'code' }]),
    { type: 'hardBreak' },
    text('site', [
      {
        type: 'link',
        attrs: {
          href: 'https://example.com',
          target: '_blank',
          rel: 'noopener noreferrer nofollow',
          class: null,
          title: null,
        },
      },
    ]),
    text('mail', [{ type: 'link', attrs: { href: 'mailto:ada@example.com' } }]),
  ),
  { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('one'))] }] },
  {
    type: 'orderedList',
    attrs: { start: 1, type: null },
    content: [{ type: 'listItem', content: [paragraph(text('first'))] }],
  },
  {
    type: 'taskList',
    content: [
      {
        type: 'taskItem',
        attrs: { checked: true },
        content: [
          paragraph(text('done')),
          {
            type: 'taskList',
            content: [{ type: 'taskItem', attrs: { checked: false }, content: [paragraph(text('nested'))] }],
          },
        ],
      },
    ],
  },
  { type: 'blockquote', content: [paragraph(text('quoted'))] },
  { type: 'codeBlock', attrs: { language: null }, content: [text('const a = 1;')] },
  { type: 'horizontalRule' },
  { type: 'image', attrs: { src: 'https://example.com/a.png', alt: null, title: null, width: null, height: null } },
  { type: 'paragraph' },
);

describe('richContentSchema', () => {
  it('accepts a document with every allowed node and mark', () => {
    expect(issuesOf(everything)).toBeUndefined();
  });

  it('keeps the attributes the editor uses and drops the others', () => {
    const parsed = richContentSchema.parse(
      docOf(
        {
          type: 'paragraph',
          attrs: { style: 'color:red', onclick: 'alert(1)' },
          content: [
            text('site', [{ type: 'link', attrs: { href: 'https://example.com', target: '_blank', onclick: 'x' } }]),
          ],
        },
        { type: 'image', attrs: { src: 'https://example.com/a.png', alt: 'A chart', width: 300, onerror: 'alert(1)' } },
        {
          type: 'orderedList',
          attrs: { start: 3, type: 'a' },
          content: [{ type: 'listItem', content: [paragraph(text('third'))] }],
        },
      ),
    );
    expect(parsed.content).toEqual([
      { type: 'paragraph', content: [text('site', [{ type: 'link', attrs: { href: 'https://example.com' } }])] },
      { type: 'image', attrs: { src: 'https://example.com/a.png', alt: 'A chart' } },
      {
        type: 'orderedList',
        attrs: { start: 3 },
        content: [{ type: 'listItem', content: [paragraph(text('third'))] }],
      },
    ]);
  });

  it.each(['script', 'iframe', 'embed', 'table'])('refuses an unknown node type %j, wherever it sits', (type) => {
    expect(issuesOf(docOf({ type, content: [text('x')] }))).toEqual(['Unknown content type']);
    expect(issuesOf(docOf({ type: 'blockquote', content: [paragraph(), { type }] }))).toEqual(['Unknown content type']);
  });

  it('refuses an unknown mark and an unknown key on a node', () => {
    expect(issuesOf(docOf(paragraph(text('x', [{ type: 'textStyle' }]))))).toHaveLength(1);
    expect(issuesOf(docOf({ ...paragraph(text('x')), html: '<script>alert(1)</script>' }))).toHaveLength(1);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com/file',
    '/relative/path',
    'example.com',
    '',
  ])('refuses the link %j', (href) => {
    expect(issuesOf(linked(href))).toEqual(['Links must be http, https or mailto addresses']);
  });

  it.each(['https://example.com', 'HTTP://EXAMPLE.COM/a?b=c#d', 'mailto:ada@example.com'])(
    'accepts the link %j',
    (href) => {
      expect(issuesOf(linked(href))).toBeUndefined();
    },
  );

  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'mailto:ada@example.com',
    'blob:https://example.com/1',
    'a.png',
  ])('refuses the image source %j', (src) => {
    expect(issuesOf(imageOf(src))).toEqual(['Images must be http or https addresses']);
  });

  it.each([4, 6, 0])('refuses a heading of level %i', (level) => {
    expect(issuesOf(docOf({ type: 'heading', attrs: { level }, content: [text('x')] }))).toHaveLength(1);
  });

  it('refuses a document longer than the size limit', () => {
    const long = docOf(...Array.from({ length: 6 }, () => paragraph(text('x'.repeat(RICH_CONTENT_LIMITS.text)))));
    expect(issuesOf(long)).toEqual(['This page is too long to save']);
    expect(issuesOf(docOf(paragraph(text('x'.repeat(RICH_CONTENT_LIMITS.text + 1)))))).toHaveLength(1);
  });

  it('refuses a document nested deeper than the limit, however deep, without overflowing the stack', () => {
    const nested = (levels: number) => {
      let node: object = paragraph(text('deep'));
      for (let level = 0; level < levels; level += 1) node = { type: 'blockquote', content: [node] };
      return docOf(node);
    };
    const deepest = RICH_CONTENT_LIMITS.depth - 3; // the doc, the paragraph and its text are levels too
    expect(issuesOf(nested(deepest))).toBeUndefined();
    for (const levels of [deepest + 1, 100_000])
      expect(issuesOf(nested(levels))).toEqual(['This page is nested too deeply']);
  });

  it.each([
    ['a paragraph', paragraph(text('x'))],
    ['a string', '<p>hello</p>'],
    ['null', null],
    ['a doc with extra keys', { ...docOf(), html: '<p>x</p>' }],
  ])('refuses %s that is not a document', (_name, value) => {
    expect(richContentSchema.safeParse(value).success).toBe(false);
  });
});
