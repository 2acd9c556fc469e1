import type { UpdateIdeaInput } from '@core/ideas/idea-contracts';
import { usePageTreeMutations, usePropertyMutations, useUpdateIdea, useWidgetMutations } from '../api/idea-page-mutations';

/** The idea page's callbacks, each one a save to the server (the page refreshes from the answer). */
export function useIdeaPageActions(ideaId: string, onSelectPage: (pageId: string) => void) {
  const update = useUpdateIdea(ideaId);
  const pages = usePageTreeMutations(ideaId);
  const properties = usePropertyMutations(ideaId);
  const widgets = useWidgetMutations(ideaId);
  return {
    updateIdea: (change: UpdateIdeaInput) => update.mutate(change),
    tree: {
      onAdd: (title: string, parentPageId: string | null) => pages.add.mutate({ title, parentPageId }, { onSuccess: (page) => onSelectPage(page.id) }),
      onRename: (pageId: string, title: string) => pages.rename.mutate({ pageId, title }),
      onDelete: (pageId: string) => pages.remove.mutate(pageId),
      onMove: (move: { pageId: string; parentPageId: string | null; index: number }) => pages.move.mutate(move),
    },
    properties: {
      onAdd: (input: { label: string; type: Parameters<typeof properties.add.mutate>[0]['type']; options: string[] }) => properties.add.mutate(input),
      onUpdate: (propertyId: string, change: Parameters<typeof properties.update.mutate>[0]['change']) => properties.update.mutate({ propertyId, change }),
      onDelete: (propertyId: string) => properties.remove.mutate(propertyId),
      onReorder: (ids: string[]) => properties.reorder.mutate(ids),
    },
    widgets: {
      onAdd: (type: Parameters<typeof widgets.add.mutate>[0]) => widgets.add.mutate(type),
      onUpdate: (widgetId: string, data: Record<string, string>) => widgets.update.mutate({ widgetId, data }),
      onRemove: (widgetId: string) => widgets.remove.mutate(widgetId),
      onReorder: (ids: string[]) => widgets.reorder.mutate(ids),
    },
  };
}
