/** §5's tags input: split on commas, trimmed, empties dropped (and each tag once). */
export const parseTags = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/**
 * §5's MVP estimate: '$' and commas stripped, then a number; null when what is left is not one
 * (the spec's product stored 0; our forms say so instead and save nothing).
 */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}
