type NamedUser = { name?: string | null; email?: string | null };

/** The spec's display name: the full name, else the e-mail, else 'User'. */
export function getDisplayName(user: NamedUser): string {
  return user.name?.trim() || user.email?.trim() || 'User';
}

/** First letters of up to two words of the display name, upper-cased. */
export function getInitials(user: NamedUser): string {
  return getDisplayName(user)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * The name shown to people who may not know the user (a link's holder, an invited co-founder): the profile's
 * full name, else the account's name, else 'User' — never the e-mail address.
 */
export function getPublicName({ fullName, accountName }: { fullName?: string | null; accountName?: string | null }): string {
  return fullName?.trim() || accountName?.trim() || 'User';
}
