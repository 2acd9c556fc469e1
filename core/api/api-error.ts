/** Which message English words are (core/i18n/say.ts), so the web can say them in its user's language. */
export type SaidAs = { messageId?: string; values?: Record<string, string | number> };

/** One bad field of a request: its dotted path ('' for the whole body) and what is wrong. */
export type FieldIssue = { path: string; message: string } & SaidAs;

/** The body of every error answer from our API (auth routes use better-auth's `{ code, message }`). */
export type ApiErrorBody = { error: { code: string; message: string; issues?: FieldIssue[] } & SaidAs };

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, is: (value: unknown) => boolean) => value === undefined || is(value);
const isString = (value: unknown) => typeof value === 'string';
const isSaidAs = ({ messageId, values }: Fields) =>
  optional(messageId, isString) &&
  optional(
    values,
    (given) => isObject(given) && Object.values(given).every((value) => isString(value) || typeof value === 'number'),
  );
const isIssue = (value: unknown) =>
  isObject(value) && isString(value.path) && isString(value.message) && isSaidAs(value);

/**
 * An error answer's body when it is one of ours, else undefined. Read by hand, not with zod: every page reads
 * error answers, and zod would weigh 26 KB on each (ADR 0040).
 */
export function readApiErrorBody(body: unknown): ApiErrorBody | undefined {
  const error = isObject(body) ? body.error : undefined;
  if (!isObject(error) || !isString(error.code) || !isString(error.message) || !isSaidAs(error)) return undefined;
  return optional(error.issues, (issues) => Array.isArray(issues) && issues.every(isIssue))
    ? (body as ApiErrorBody)
    : undefined;
}
