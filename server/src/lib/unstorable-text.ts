/**
 * Text Postgres cannot store: U+0000 (text and jsonb refuse it) and unpaired UTF-16 surrogates (not Unicode;
 * PGlite's driver then sends bytes Postgres refuses). Either made the write fail with a 500.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain the NUL character or unpaired surrogates';

// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path (`a.b.0`) of the first string or object key in a parsed value holding unstorable text; undefined when none. */
export function findUnstorableText(value: unknown, path: (string | number)[] = []): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = [...path, key];
    if (UNSTORABLE.test(key)) return itemPath.join('.');
    const found = findUnstorableText(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}
