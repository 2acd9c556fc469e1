import type { IdeaPageSummary } from '@core/idea-page/page-contracts';

export type PageNode = IdeaPageSummary & { children: PageNode[] };

/** The pages as a tree, siblings by page_order (pages whose parent is missing go to the top). */
export function buildPageTree(pages: IdeaPageSummary[]): PageNode[] {
  const nodes = new Map(pages.map((page) => [page.id, { ...page, children: [] as PageNode[] }]));
  const roots: PageNode[] = [];
  for (const page of [...pages].sort((a, b) => a.pageOrder - b.pageOrder)) {
    const node = nodes.get(page.id)!;
    const parent = page.parentPageId ? nodes.get(page.parentPageId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export type PageMove = { pageId: string; parentPageId: string | null; index: number };

/** Keyboard moves: up and down among siblings; indent under the previous sibling; outdent to after the parent. */
export function keyboardMove(
  pages: IdeaPageSummary[],
  pageId: string,
  direction: 'up' | 'down' | 'indent' | 'outdent',
): PageMove | null {
  const page = pages.find((candidate) => candidate.id === pageId);
  if (!page) return null;
  const siblingsOf = (parentPageId: string | null) =>
    pages.filter((candidate) => candidate.parentPageId === parentPageId).sort((a, b) => a.pageOrder - b.pageOrder);
  const siblings = siblingsOf(page.parentPageId);
  const at = siblings.findIndex((sibling) => sibling.id === pageId);
  switch (direction) {
    case 'up':
      return at > 0 ? { pageId, parentPageId: page.parentPageId, index: at - 1 } : null;
    case 'down':
      return at < siblings.length - 1 ? { pageId, parentPageId: page.parentPageId, index: at + 1 } : null;
    case 'indent': {
      const previous = siblings[at - 1];
      return previous ? { pageId, parentPageId: previous.id, index: siblingsOf(previous.id).length } : null;
    }
    case 'outdent': {
      const parent = pages.find((candidate) => candidate.id === page.parentPageId);
      if (!parent) return null;
      const parentIndex = siblingsOf(parent.parentPageId).findIndex((sibling) => sibling.id === parent.id);
      return { pageId, parentPageId: parent.parentPageId, index: parentIndex + 1 };
    }
  }
}
