import { expect, it } from 'vitest';
import { stylesFirst } from './styles-first';

const transform = (html: string) =>
  (stylesFirst().transformIndexHtml as { handler: (html: string) => string }).handler(html);

it("moves the page's stylesheets before its first script, keeping their order", () => {
  const built = [
    '<head>',
    '    <title>T</title>',
    '    <script type="module" crossorigin src="/assets/index.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/a.css">',
    '    <link rel="stylesheet" crossorigin href="/assets/b.css">',
    '  </head>',
  ].join('\n');
  expect(transform(built)).toBe(
    [
      '<head>',
      '    <title>T</title>',
      '    <link rel="stylesheet" crossorigin href="/assets/a.css">',
      '    <link rel="stylesheet" crossorigin href="/assets/b.css">',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
      '  </head>',
    ].join('\n'),
  );
});

it('leaves a page without stylesheets or scripts as it is', () => {
  expect(transform('<head><script src="/a.js"></script></head>')).toBe('<head><script src="/a.js"></script></head>');
  expect(transform('<head><link rel="stylesheet" href="/a.css"></head>')).toBe(
    '<head><link rel="stylesheet" href="/a.css"></head>',
  );
});
