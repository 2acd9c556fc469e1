import type { WidgetType } from '@core/idea-page/widget-contracts';
import { api, unwrap } from '@/lib/api-client';
import { useIdeaPageMutation } from '@/lib/idea-page-mutation';

/** An idea's widgets: added, changed, removed and reordered, each a save to the server. */
export function useWidgetMutations(id: string) {
  const widgets = api.ideas[':id'].widgets;
  return {
    add: useIdeaPageMutation(id, async (type: WidgetType) =>
      unwrap(await widgets.$post({ param: { id }, json: { type } })),
    ),
    update: useIdeaPageMutation(id, async ({ widgetId, data }: { widgetId: string; data: Record<string, string> }) =>
      unwrap(await widgets[':widgetId'].$patch({ param: { id, widgetId }, json: { data } })),
    ),
    remove: useIdeaPageMutation(id, async (widgetId: string) =>
      unwrap(await widgets[':widgetId'].$delete({ param: { id, widgetId } })),
    ),
    reorder: useIdeaPageMutation(id, async (ids: string[]) =>
      unwrap(await widgets.order.$put({ param: { id }, json: { ids } })),
    ),
  };
}
