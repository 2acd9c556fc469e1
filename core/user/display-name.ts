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
