import type { IdeaView } from '@core/ideas/idea-contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** How many of the user's ideas a tool offers to choose from: the board's newest (the API's largest page). */
const IDEAS_TO_CHOOSE_FROM = 100;

/**
 * The ideas of the viewer's Idea Garage for a tool to start from (the Pitch Maker's deck), newest first. Its key
 * starts with ['ideas'] as the board's do, so a change to an idea refreshes it too.
 */
export const ideasToChooseQueryOptions = (viewerId: string) =>
  queryOptions({
    queryKey: ['ideas', 'to-choose', viewerId] as const,
    queryFn: async (): Promise<IdeaView[]> => (await unwrap(await api.ideas.$get({ query: { limit: String(IDEAS_TO_CHOOSE_FROM) } }))).ideas,
  });
