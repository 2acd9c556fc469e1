/** The parameters through which better-auth's endpoints send the browser somewhere afterwards. */
export const REDIRECT_PARAMETERS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

/** True for a path on this site or a URL with this site's origin; false for anything that leaves it. */
export function isSameSiteUrl(value: unknown, appUrl: string): boolean {
  if (typeof value !== 'string' || value.startsWith('//') || value.includes('\\')) return false;
  try {
    return new URL(value, appUrl).origin === new URL(appUrl).origin;
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
