import fc from 'fast-check';
import { RICH_NODE_TYPES } from '@core/idea-page/rich-content';

const href = fc.constantFrom(
  'https://example.com/a',
  'mailto:a@example.com',
  'javascript:alert(1)',
  'data:text/html,<script>',
  '//evil.example',
  '',
);

const attrs = fc.oneof(
  fc.record({ level: fc.integer({ min: -1, max: 7 }) }),
  fc.record({ start: fc.integer({ min: -5, max: 200_000 }) }),
  fc.record({ checked: fc.oneof(fc.boolean(), fc.string()) }),
  fc.record({ language: fc.option(fc.string({ maxLength: 60 })) }),
  fc.record({ src: href, alt: fc.option(fc.string()), title: fc.option(fc.string()) }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

const marks = fc.array(
  fc.oneof(
    fc.record({ type: fc.constantFrom('bold', 'italic', 'strike', 'underline', 'code', 'script') }),
    fc.record({ type: fc.constant('link'), attrs: fc.record({ href }) }),
  ),
  { maxLength: 3 },
);

const nodeType = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...RICH_NODE_TYPES) },
  { weight: 1, arbitrary: fc.constantFrom('script', 'iframe', '') },
);

/** TipTap-like nodes made of the editor's node and mark types (and a few it refuses), nested a few levels. */
const { node } = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.record(
    {
      type: nodeType,
      attrs,
      content: fc.array(tie('node'), { maxLength: 3, depthIdentifier: 'rich-node' }),
      marks,
      text: fc.string({ maxLength: 40 }),
    },
    { requiredKeys: ['type'] },
  ),
}));

/** A page's content as the editor sends it: a doc of rich nodes. */
export const richDocArbitrary = fc.record({ type: fc.constant('doc'), content: fc.array(node, { maxLength: 4 }) });
