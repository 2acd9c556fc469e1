/** §3's pending shared link, kept in session storage (key pendingSharedLink) while the holder signs in or up. */
export type PendingSharedLink = {
  token: string;
  /** The unlock key of a password-protected link, once its password was given. */
  key: string | null;
  /** Where the link opened, so that the sign-up confirmation can come back to it. */
  url: string;
  idea_id: string;
  shared_by: string;
  access_type: 'view';
  expires_at: string | null;
  shared_pages: string[] | null;
  message: string;
};

const KEY = 'pendingSharedLink';

export function readPendingSharedLink(): PendingSharedLink | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingSharedLink | null;
    return stored && typeof stored.token === 'string' ? stored : null;
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
