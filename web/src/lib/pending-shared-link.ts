import { pendingSharedLinkSchema, type PendingSharedLink } from '@core/ideas/share-contracts';

/** §3's pending shared link (its shape: core's pendingSharedLinkSchema), kept in session storage. */
const KEY = 'pendingSharedLink';

export function readPendingSharedLink(): PendingSharedLink | null {
  try {
    return pendingSharedLinkSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).data ?? null;
  } catch {
    return null;
  }
}

export const savePendingSharedLink = (link: PendingSharedLink) => sessionStorage.setItem(KEY, JSON.stringify(link));
export const clearPendingSharedLink = () => sessionStorage.removeItem(KEY);

/** The unlock key a link's password gave, for this tab (so a reload does not ask again). */
export const linkKeyStore = {
  get: (token: string) => sessionStorage.getItem(`shareKey:${token}`),
  set: (token: string, key: string) => sessionStorage.setItem(`shareKey:${token}`, key),
};
