import type { PageContent } from '@core/idea-page/page-contracts';
import type { IdeaView } from '@core/ideas/idea-contracts';
import { describe, expect, it } from 'vitest';
import { tablesContaining } from '../testing/tables-containing';
import { expectJson, useTestServer } from '../testing/use-test-server';

// core/idea-page/rich-content.test.ts checks the schema; features/idea-page/pages.test.ts refuses a script node
// and javascript: links and images. Here: what the server stores after an attacker's document, read raw.
const t = useTestServer();

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const save = async (content: unknown) => {
  const idea = await expectJson<IdeaView>(await t.ada.post('/api/ideas', { title: 'Rich content' }), 201);
  const url = `/api/ideas/${idea.id}/pages/main/content`;
  return { url, response: await t.ada.request(url, { method: 'PUT', json: { content, version: 0 } }) };
};

describe('rich content from an attacker', () => {
  it('is stored without any attribute the editor does not make, and with markup as plain text', async () => {
    const { url, response } = await save(
      doc(
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(101)', style: 'background:url(javascript:alert(102))' },
          content: [text('<script>alert(103)</script>')],
        },
        {
          type: 'heading',
          attrs: { level: 2, onmouseover: 'alert(104)' },
          content: [text('<img src=x onerror=alert(105)>')],
        },
        {
          type: 'paragraph',
          content: [
            text('link', [
              {
                type: 'link',
                attrs: { href: 'https://example.com/', target: '_self', onclick: 'alert(106)', class: 'x' },
              },
            ]),
            text('bold', [{ type: 'bold', attrs: { onmouseover: 'alert(107)' }, onload: 'alert(108)' }]),
          ],
        },
        {
          type: 'image',
          attrs: {
            src: 'https://example.com/a.png',
            alt: '"><svg onload=alert(109)>',
            onerror: 'alert(110)',
            srcset: 'javascript:alert(111)',
          },
        },
      ),
    );
    const saved = await expectJson<PageContent>(response, 200);
    expect(saved.content).toEqual(
      doc(
        { type: 'paragraph', content: [text('<script>alert(103)</script>')] },
        { type: 'heading', attrs: { level: 2 }, content: [text('<img src=x onerror=alert(105)>')] },
        {
          type: 'paragraph',
          content: [
            text('link', [{ type: 'link', attrs: { href: 'https://example.com/' } }]),
            text('bold', [{ type: 'bold' }]),
          ],
        },
        // Stored as the editor's schema reads it (ADR 0113: the PUT goes through the live document): a title it
        // makes, null when none was given.
        { type: 'image', attrs: { src: 'https://example.com/a.png', alt: '"><svg onload=alert(109)>', title: null } },
      ),
    );
    expect((await expectJson<PageContent>(await t.ada.request(url), 200)).content).toEqual(saved.content);
    for (const dropped of [101, 102, 104, 106, 107, 108, 110, 111])
      expect(await tablesContaining(t.server.database.db, `alert(${dropped})`), `alert(${dropped})`).toEqual([]);
  });

  it.each([
    [
      'an unknown mark carrying style',
      doc({ type: 'paragraph', content: [text('x', [{ type: 'textStyle', attrs: { style: 'x' } }])] }),
    ],
    ['an iframe node', doc({ type: 'iframe', attrs: { src: 'https://evil.example' } })],
    ['raw html on a node', doc({ type: 'paragraph', html: '<script>alert(1)</script>' })],
    ['a data: image', doc({ type: 'image', attrs: { src: 'data:image/svg+xml,<svg onload=alert(1)>' } })],
    [
      'a JaVaScRiPt: link',
      doc({ type: 'paragraph', content: [text('x', [{ type: 'link', attrs: { href: 'JaVaScRiPt:alert(1)' } }])] }),
    ],
    [
      'a data: link',
      doc({
        type: 'paragraph',
        content: [text('x', [{ type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }])],
      }),
    ],
  ])('is refused with a 422 when it holds %s', async (_, content) => {
    const { url, response } = await save(content);
    expect(response.status).toBe(422);
    expect(await expectJson<PageContent>(await t.ada.request(url), 200)).toMatchObject({ content: null, version: 0 });
  });
});
