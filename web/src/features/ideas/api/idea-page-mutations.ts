import type { CreatePageInput, MovePageInput } from '@core/idea-page/page-contracts';
import type { CreatePropertyInput, UpdatePropertyInput } from '@core/idea-page/property-contracts';
import type { WidgetType } from '@core/idea-page/widget-contracts';
import type { UpdateIdeaInput } from '@core/ideas/idea-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, messageOf, unwrap } from '@/lib/api-client';
import { ideaPageQueryKey } from './get-idea-page';

/**
 * A change to the idea page: sent, then the page (and every idea list) refreshed from the server, so what
 * is shown is what was saved. A failure says so; the page shows the saved state again.
 */
function useIdeaPageMutation<Input, Output>(ideaId: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onError: (error) => toast.error('Error', { description: messageOf(error, 'Failed to save changes. Please try again.') }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ideaPageQueryKey(ideaId) });
      await queryClient.invalidateQueries({ queryKey: ['ideas', 'board'] });
    },
  });
}

const idea = api.ideas[':id'];
const param = (id: string) => ({ param: { id } });

export const useUpdateIdea = (id: string) =>
  useIdeaPageMutation(id, async (json: UpdateIdeaInput) => unwrap(await idea.$patch({ ...param(id), json })));

export function usePageTreeMutations(id: string) {
  const pages = idea.pages;
  return {
    add: useIdeaPageMutation(id, async (json: CreatePageInput) => unwrap(await pages.$post({ ...param(id), json }))),
    rename: useIdeaPageMutation(id, async ({ pageId, title }: { pageId: string; title: string }) =>
      unwrap(await pages[':pageId'].$patch({ param: { id, pageId }, json: { title } })),
    ),
    move: useIdeaPageMutation(id, async ({ pageId, ...json }: MovePageInput & { pageId: string }) =>
      unwrap(await pages[':pageId'].position.$put({ param: { id, pageId }, json })),
    ),
    remove: useIdeaPageMutation(id, async (pageId: string) => unwrap(await pages[':pageId'].$delete({ param: { id, pageId } }))),
  };
}

export function usePropertyMutations(id: string) {
  const properties = idea.properties;
  return {
    add: useIdeaPageMutation(id, async (json: CreatePropertyInput) => unwrap(await properties.$post({ ...param(id), json }))),
    update: useIdeaPageMutation(id, async ({ propertyId, change }: { propertyId: string; change: UpdatePropertyInput }) =>
      unwrap(await properties[':propertyId'].$patch({ param: { id, propertyId }, json: change })),
    ),
    remove: useIdeaPageMutation(id, async (propertyId: string) => unwrap(await properties[':propertyId'].$delete({ param: { id, propertyId } }))),
    reorder: useIdeaPageMutation(id, async (ids: string[]) => unwrap(await properties.order.$put({ ...param(id), json: { ids } }))),
  };
}

export function useWidgetMutations(id: string) {
  const widgets = idea.widgets;
  return {
    add: useIdeaPageMutation(id, async (type: WidgetType) => unwrap(await widgets.$post({ ...param(id), json: { type } }))),
    update: useIdeaPageMutation(id, async ({ widgetId, data }: { widgetId: string; data: Record<string, string> }) =>
      unwrap(await widgets[':widgetId'].$patch({ param: { id, widgetId }, json: { data } })),
    ),
    remove: useIdeaPageMutation(id, async (widgetId: string) => unwrap(await widgets[':widgetId'].$delete({ param: { id, widgetId } }))),
    reorder: useIdeaPageMutation(id, async (ids: string[]) => unwrap(await widgets.order.$put({ ...param(id), json: { ids } }))),
  };
}
