import { pageContentSchema } from '@core/idea-page/page-contracts';
import { LINK_KEY_HEADER } from '@core/ideas/share-contracts';
import { queryOptions } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
import { ApiError, unwrap } from '@/lib/api-client';
import { linkProblemMessages } from '@/lib/link-problem-messages';
import { link } from './link-info';

const withKey = (key: string | null) => ({
  headers: (key ? { [LINK_KEY_HEADER]: key } : {}) as Record<string, string>,
});

export const linkedIdeaQueryOptions = (token: string, key: string | null) =>
  queryOptions({
    queryKey: ['links', token, 'idea', key],
    queryFn: async () => unwrap(await link.idea.$get({ param: { token } }, withKey(key))),
    retry: false,
  });

export const linkedContentQueryOptions = (token: string, key: string | null, pageId: string) =>
  queryOptions({
    queryKey: ['links', token, 'content', pageId, key ?? ''],
    queryFn: async () =>
      pageContentSchema.parse(
        await unwrap(await link.pages[':pageId'].content.$get({ param: { token, pageId } }, withKey(key))),
      ),
  });

export const unlockLink = async (token: string, password: string) =>
  unwrap(await link.unlock.$post({ param: { token }, json: { password } }));

/** The pending flow's last step: the signed-in holder gets a share of their own (the server checks the link again). */
export const claimLink = async (token: string, key: string | null) =>
  unwrap(await link.claim.$post({ param: { token } }, withKey(key)));

/** What a failed link lookup tells its holder (§8): expired (the /expired-link page), else the spec's message. */
export function linkProblemOf(error: unknown): { expired: true } | { expired: false; message: MessageDescriptor } {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 410) return { expired: true };
  return {
    expired: false,
    message: status === 404 ? linkProblemMessages.invalid : linkProblemMessages.validationFailed,
  };
}
