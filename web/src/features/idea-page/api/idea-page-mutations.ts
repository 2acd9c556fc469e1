import type { CreatePageInput, MovePageInput } from '@core/idea-page/page-contracts';
import type { UpdateIdeaInput } from '@core/ideas/idea-contracts';
import { api, unwrap } from '@/lib/api-client';
import { useIdeaPageMutation } from '@/lib/idea-page-mutation';

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
    remove: useIdeaPageMutation(id, async (pageId: string) =>
      unwrap(await pages[':pageId'].$delete({ param: { id, pageId } })),
    ),
  };
}
