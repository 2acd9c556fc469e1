/**
 * Where an idea's page lives in the query cache: under ['ideas', id], so every change to the idea's page refreshes
 * it (apart, so the app's entry can seed it without the API client).
 */
export const ideaPageQueryKey = (id: string) => ['ideas', id, 'page'] as const;
