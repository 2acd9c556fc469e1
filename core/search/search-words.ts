/**
 * The words of a text for matching, as every search of the app reads them: lower case, accents dropped (é → e,
 * ä → a), split at anything that is not a letter or a digit, so "Pre-Money-Bewertung" is pre, money, bewertung and
 * "l’investisseur" is l, investisseur. A query's words are read the same way.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}
