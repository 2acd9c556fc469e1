/** §5's tags input: split on commas, trimmed, empties dropped (and each tag once). */
export const parseTags = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];
