/**
 * A saved document's summary as the API writes it, in English ('3 grants', for `noun` 'grant'), said again in the
 * page's language by `say` with its count; a summary of another form as it is.
 */
export function countedSummary(summary: string, noun: string, say: (count: number) => string): string {
  const count = new RegExp(`^(\\d+) ${noun}s?$`).exec(summary)?.[1];
  return count === undefined ? summary : say(Number(count));
}
