/** A file name made of a document's name: its words in lower case joined by dashes ('Seed round 2026' → 'seed-round-2026'), or `fallback`. */
export const fileNameOf = (name: string, fallback: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || fallback;
