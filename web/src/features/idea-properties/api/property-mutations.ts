import type { CreatePropertyInput, UpdatePropertyInput } from '@core/idea-page/property-contracts';
import { api, unwrap } from '@/lib/api-client';
import { useIdeaPageMutation } from '@/lib/idea-page-mutation';

/** An idea's custom properties: added, changed, deleted and reordered, each a save to the server. */
export function usePropertyMutations(id: string) {
  const properties = api.ideas[':id'].properties;
  return {
    add: useIdeaPageMutation(id, async (json: CreatePropertyInput) =>
      unwrap(await properties.$post({ param: { id }, json })),
    ),
    update: useIdeaPageMutation(
      id,
      async ({ propertyId, change }: { propertyId: string; change: UpdatePropertyInput }) =>
        unwrap(await properties[':propertyId'].$patch({ param: { id, propertyId }, json: change })),
    ),
    remove: useIdeaPageMutation(id, async (propertyId: string) =>
      unwrap(await properties[':propertyId'].$delete({ param: { id, propertyId } })),
    ),
    reorder: useIdeaPageMutation(id, async (ids: string[]) =>
      unwrap(await properties.order.$put({ param: { id }, json: { ids } })),
    ),
  };
}
