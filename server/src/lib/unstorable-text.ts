import { say } from '@core/i18n/say';

/** What a request with such text is told (a 422). */
export const unstorableTextMessage = () =>
  say({
    id: 'server.http.unstorableText',
    defaultMessage: 'Text cannot contain the NUL character or unpaired surrogates',
  });

/**
 * Text Postgres cannot store: U+0000 (text and jsonb refuse it) and unpaired UTF-16 surrogates (not Unicode;
 * PGlite's driver then sends bytes Postgres refuses). Either made the write fail with a 500.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isUnstorable = (text: string) => UNSTORABLE.test(text);

type Visit = { value: unknown; key: string; parent: Visit | undefined };

/** `a.b.0`: the keys from the root down to `visit`. */
function pathOf(visit: Visit | undefined): string {
  const keys: string[] = [];
  for (let at = visit; at?.parent !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The path (`a.b.0`) of the first string or object key in a parsed value holding unstorable text; undefined
 * when none. Walks with its own stack (and parent links for the path), so no nesting depth a body can reach
 * overflows the call stack or costs more than one visit a value.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const stack: Visit[] = [{ value, key: '', parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return pathOf(visit);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const entries = Object.entries(current);
    for (const [key, item] of entries) if (isUnstorable(key)) return pathOf({ value: item, key, parent: visit });
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index]!;
      stack.push({ value: item, key, parent: visit });
    }
  }
  return undefined;
}
