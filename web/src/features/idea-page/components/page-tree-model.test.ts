import { describe, expect, it } from 'vitest';
import { pageSummary as page } from '@/test/idea-fixtures';
import { buildPageTree, keyboardMove, type PageNode } from './page-tree-model';

/** The tree as nested [title, children] pairs, to compare shape and order at once. */
type Shape = [string, Shape[]];
const shapeOf = (nodes: PageNode[]): Shape[] => nodes.map((node) => [node.title, shapeOf(node.children)]);

// Top: a, b, c.  a: a1, a2.  a2: a2x (three levels deep).  Listed out of order on purpose.
const pages = [
  page('c', 'C', null, 2),
  page('a2x', 'A2X', 'a2', 0),
  page('a2', 'A2', 'a', 1),
  page('b', 'B', null, 1),
  page('a1', 'A1', 'a', 0),
  page('a', 'A', null, 0),
];

describe('buildPageTree', () => {
  it('nests pages under their parents, siblings by page_order, at any depth', () => {
    expect(shapeOf(buildPageTree(pages))).toEqual([
      [
        'A',
        [
          ['A1', []],
          ['A2', [['A2X', []]]],
        ],
      ],
      ['B', []],
      ['C', []],
    ]);
  });

  it('keeps each page as the API gave it, with its children', () => {
    const [a] = buildPageTree(pages);
    expect(a).toEqual({ ...page('a', 'A', null, 0), children: expect.any(Array) });
    expect(a!.children.map((child) => child.id)).toEqual(['a1', 'a2']);
  });

  it('puts a page whose parent is missing at the top, in page_order', () => {
    expect(shapeOf(buildPageTree([page('x', 'Orphan', 'gone', 0), page('t', 'Top', null, 1)]))).toEqual([
      ['Orphan', []],
      ['Top', []],
    ]);
  });

  it('is empty for no pages', () => {
    expect(buildPageTree([])).toEqual([]);
  });
});

describe('keyboardMove', () => {
  it.each([
    ['b', 'up', { pageId: 'b', parentPageId: null, index: 0 }],
    ['c', 'up', { pageId: 'c', parentPageId: null, index: 1 }],
    ['a', 'down', { pageId: 'a', parentPageId: null, index: 1 }],
    ['b', 'down', { pageId: 'b', parentPageId: null, index: 2 }],
    ['a2', 'up', { pageId: 'a2', parentPageId: 'a', index: 0 }],
    ['a1', 'down', { pageId: 'a1', parentPageId: 'a', index: 1 }],
  ] as const)('moves %s %s among its siblings', (pageId, direction, move) => {
    expect(keyboardMove(pages, pageId, direction)).toEqual(move);
  });

  it.each([
    ['a', 'up', 'the first page'],
    ['c', 'down', 'the last page'],
    ['a1', 'up', 'the first child'],
    ['a2', 'down', 'the last child'],
    ['a2x', 'up', 'an only child'],
    ['a2x', 'down', 'an only child'],
  ] as const)('cannot move %s %s (%s)', (pageId, direction, _why) => {
    expect(keyboardMove(pages, pageId, direction)).toBeNull();
  });

  it('indents a page under the sibling above it, after that sibling’s children', () => {
    expect(keyboardMove(pages, 'b', 'indent')).toEqual({ pageId: 'b', parentPageId: 'a', index: 2 });
    expect(keyboardMove(pages, 'c', 'indent')).toEqual({ pageId: 'c', parentPageId: 'b', index: 0 });
    expect(keyboardMove(pages, 'a2', 'indent')).toEqual({ pageId: 'a2', parentPageId: 'a1', index: 0 });
  });

  it('cannot indent a first sibling (nothing above it at its level)', () => {
    expect(keyboardMove(pages, 'a', 'indent')).toBeNull();
    expect(keyboardMove(pages, 'a1', 'indent')).toBeNull();
    expect(keyboardMove(pages, 'a2x', 'indent')).toBeNull();
  });

  it('outdents a page to just after its parent, among the parent’s siblings', () => {
    expect(keyboardMove(pages, 'a1', 'outdent')).toEqual({ pageId: 'a1', parentPageId: null, index: 1 });
    expect(keyboardMove(pages, 'a2x', 'outdent')).toEqual({ pageId: 'a2x', parentPageId: 'a', index: 2 });
  });

  it('cannot outdent a top-level page', () => {
    for (const pageId of ['a', 'b', 'c']) expect(keyboardMove(pages, pageId, 'outdent')).toBeNull();
  });

  it('orders siblings by page_order, not by their place in the list, and ignores an unknown page', () => {
    const gappy = [page('z', 'Z', null, 10), page('y', 'Y', null, 5)];
    expect(keyboardMove(gappy, 'z', 'up')).toEqual({ pageId: 'z', parentPageId: null, index: 0 });
    expect(keyboardMove(gappy, 'y', 'down')).toEqual({ pageId: 'y', parentPageId: null, index: 1 });
    expect(keyboardMove(gappy, 'nope', 'down')).toBeNull();
  });
});
