/*
 * Where an idea's page and its pages' content live in the query cache: under ['ideas', id], so every change to the
 * idea refreshes them (apart from the API client, so the app's entry can seed them: first-idea-page.ts).
 */
export const ideaPageQueryKey = (id: string) => ['ideas', id, 'page'] as const;

export const pageContentQueryKey = (ideaId: string, pageId: string) => ['ideas', ideaId, 'content', pageId];
