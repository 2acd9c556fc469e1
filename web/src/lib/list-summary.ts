/**
 * What a folded list of rows says of itself (a section's summary on a phone): the names given to its rows, or —
 * none named yet — `otherwise` (how many rows there are, or that there are none).
 */
export function listSummary(names: readonly string[], otherwise: string): string {
  const named = names.map((name) => name.trim()).filter((name) => name !== '');
  return named.length > 0 ? named.join(', ') : otherwise;
}
