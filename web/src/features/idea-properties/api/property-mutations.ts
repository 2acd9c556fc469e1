import type { CreatePropertyInput, UpdatePropertyInput } from '@core/idea-page/property-contracts';
import { api, unwrap } from '@/lib/api-client';
import { useIdeaPageMutation } from '@/lib/idea-page-mutation';

/** An idea's custom properties: added, changed (shown at once), deleted and reordered, each a save to the server. */
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
      // An option list is sent whole, built from the one shown: the next option is added to this one. So is a
      // multi-select's value (its ticked options): the next tick is added to these. A currency is shown at once too.
      // (Any other value is checked against the property's type by the server, and shown once it has answered.)
      (page, { propertyId, change: { label, options, currency, value } }) => ({
        ...page,
        properties: page.properties.map((property) =>
          property.id === propertyId
            ? {
                ...property,
                label: label ?? property.label,
                options: options ?? property.options,
                currency: currency ?? property.currency,
                value: Array.isArray(value) ? value : property.value,
              }
            : property,
        ),
      }),
    ),
    remove: useIdeaPageMutation(id, async (propertyId: string) =>
      unwrap(await properties[':propertyId'].$delete({ param: { id, propertyId } })),
    ),
    reorder: useIdeaPageMutation(id, async (ids: string[]) =>
      unwrap(await properties.order.$put({ param: { id }, json: { ids } })),
    ),
  };
}
