/** The parameters through which better-auth's endpoints send the browser somewhere afterwards. */
export const REDIRECT_PARAMETERS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

/**
 * True for a root-relative path on this site or an absolute URL with this site's origin; false for anything
 * that leaves it, and for a bare relative one ('dashboard'), which better-auth cannot redirect to (it throws).
 */
export function isSameSiteUrl(value: unknown, appUrl: string): boolean {
  if (typeof value !== 'string' || value.startsWith('//') || value.includes('\\')) return false;
  try {
    // '' is no redirect at all (better-auth ignores it).
    const url = value === '' || value.startsWith('/') ? new URL(value, appUrl) : new URL(value);
    return url.origin === new URL(appUrl).origin;
  } catch {
    return false;
  }
}

/** The first redirect parameter, in the query or the body, that would send the browser to another site. */
export function findOffSiteRedirect(
  sources: (Record<string, unknown> | undefined)[],
  appUrl: string,
): string | undefined {
  for (const source of sources) {
    for (const name of REDIRECT_PARAMETERS) {
      const value = source?.[name];
      if (value !== undefined && !isSameSiteUrl(value, appUrl)) return name;
    }
  }
  return undefined;
}
