import type { DomainCheck, KeptName } from './brand-name-lists';
import type { BrandSuggestion } from './generate-brand-names';

/** What a founder marks a name with: a like (the heart) or a save ('Save Name'). */
export type NameMark = 'liked' | 'saved';

/** A suggestion and where it came from, as a card shows it. */
export type ShownName = BrandSuggestion & Pick<KeptName, 'source' | 'aiDraft'>;

/**
 * The kept names with `mark` turned on or off for `shown`: a name newly marked is kept (with its domain's last
 * check, if any), one left with no mark is let go; the others keep their order.
 */
export function toggleMark(
  names: readonly KeptName[],
  shown: ShownName,
  mark: NameMark,
  check: DomainCheck | null,
): KeptName[] {
  const kept = names.find((name) => name.domain === shown.domain);
  if (!kept) return [...names, { ...shown, liked: mark === 'liked', saved: mark === 'saved', check }];
  const changed = { ...kept, [mark]: !kept[mark] };
  return changed.liked || changed.saved
    ? names.map((name) => (name === kept ? changed : name))
    : names.filter((name) => name !== kept);
}

/** The kept names with the domain's new check on its name (if kept). */
export const withCheck = (names: readonly KeptName[], domain: string, check: DomainCheck): KeptName[] =>
  names.map((name) => (name.domain === domain ? { ...name, check } : name));
