import type { IdeaView } from '@core/ideas/idea-contracts';
import { api, unwrap } from '@/lib/api-client';
import { useIdeaPageMutation } from '@/lib/idea-page-mutation';

/**
 * Writes text into an idea's Validation/GTM, through the idea's own update (the access module decides: the owner
 * or an editor may); the idea's page and lists are refreshed after, a failure is told.
 */
export const useWriteToIdea = (ideaId: string) =>
  useIdeaPageMutation(ideaId, async (validationGtm: string): Promise<IdeaView> =>
    unwrap(await api.ideas[':id'].$patch({ param: { id: ideaId }, json: { validationGtm } })),
  );
