/**
 * A figure being typed, for a line that sums inputs up (a folded section's summary): formatted when it reads as a
 * plain number, else as typed (a half-typed or wrong figure is shown as it is, not as 0).
 */
export function formatAsTyped(text: string, format: (value: number) => string): string {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? format(value) : text;
}
