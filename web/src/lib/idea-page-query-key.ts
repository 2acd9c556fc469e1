/*
 * Where an idea's page and its pages' content live in the query cache: under ['ideas', id], so every change to the
 * idea refreshes them (apart from the API client, so the app's entry can seed them: first-idea-page.ts).
 */
export const ideaPageQueryKey = (id: string) => ['ideas', id, 'page'] as const;

export const pageContentQueryKey = (ideaId: string, pageId: string) => ['ideas', ideaId, 'content', pageId];

/** Every board query's key starts with this (and so with ['ideas']): one invalidation refreshes them all. */
export const BOARD_QUERIES_KEY = ['ideas', 'board'] as const;

/** An idea's comments beyond those its card came with. */
export const commentsQueryKey = (ideaId: string) => ['ideas', ideaId, 'comments'] as const;

/** The changes to an idea's page made in this tab: while one is on its way, the page is not read again for another. */
export const ideaPageMutationKey = (ideaId: string) => ['idea-page', ideaId] as const;
