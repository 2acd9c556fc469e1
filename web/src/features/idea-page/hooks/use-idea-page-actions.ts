import type { UpdateIdeaInput } from '@core/ideas/idea-contracts';
import { usePageTreeMutations, useUpdateIdea } from '../api/idea-page-mutations';

/** The idea page's own callbacks (its fields and page tree), each one a save to the server. */
export function useIdeaPageActions(ideaId: string, onSelectPage: (pageId: string) => void) {
  const update = useUpdateIdea(ideaId);
  const pages = usePageTreeMutations(ideaId);
  return {
    updateIdea: (change: UpdateIdeaInput) => update.mutate(change),
    tree: {
      onAdd: (title: string, parentPageId: string | null) =>
        pages.add.mutate({ title, parentPageId }, { onSuccess: (page) => onSelectPage(page.id) }),
      onRename: (pageId: string, title: string) => pages.rename.mutate({ pageId, title }),
      onDelete: (pageId: string) => pages.remove.mutate(pageId),
      onMove: (move: { pageId: string; parentPageId: string | null; index: number }) => pages.move.mutate(move),
    },
  };
}
