import { say } from '../i18n/say';

type NamedUser = { name?: string | null; email?: string | null };

/** The name of someone who has none we may show. */
export const UNNAMED_USER = say({ id: 'core.user.unnamed', defaultMessage: 'User' });
/** How a comment is signed once its author deleted their account. */
export const DELETED_USER = say({ id: 'core.user.deleted', defaultMessage: 'Deleted user' });
/** How a comment is signed when its author has no full name (never by their e-mail address). */
export const ANONYMOUS = say({ id: 'core.user.anonymous', defaultMessage: 'Anonymous' });
/** The names the product gives people itself (the API says them in English; the web in its user's language). */
export const PLACEHOLDER_NAMES: readonly string[] = [UNNAMED_USER, DELETED_USER, ANONYMOUS];

/** The spec's display name: the full name, else the e-mail, else 'User'. */
export function getDisplayName(user: NamedUser): string {
  return user.name?.trim() || user.email?.trim() || UNNAMED_USER;
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
export function getPublicName({
  fullName,
  accountName,
}: {
  fullName?: string | null;
  accountName?: string | null;
}): string {
  return fullName?.trim() || accountName?.trim() || UNNAMED_USER;
}
