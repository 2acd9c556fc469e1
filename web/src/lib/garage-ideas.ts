import type { IdeaView } from '@core/ideas/idea-contracts';
import { createContext, use } from 'react';

/** The user's Idea Garage ideas as a tool picks one of them (IdeaSelect), more on demand. */
export type GarageIdeas = {
  ideas: IdeaView[];
  isPending: boolean;
  isError: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
};

/** The hook that reads them: the Idea Garage's, given by the app, which composes the features (providers.tsx). */
const GarageIdeasSource = createContext<(() => GarageIdeas) | null>(null);

export const GarageIdeasProvider = GarageIdeasSource;

/** The ideas of the signed-in user's Idea Garage (their own, shared with them, the community's), for a tool. */
export function useGarageIdeas(): GarageIdeas {
  const useIdeas = use(GarageIdeasSource);
  if (!useIdeas) throw new Error('useGarageIdeas needs the app’s GarageIdeasProvider');
  return useIdeas();
}
