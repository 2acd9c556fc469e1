import type { FieldIssue } from '@core/api/api-error';
import { saidAs } from '@core/i18n/say';
import { authRefusalWords } from './auth-refusals';

type AuthErrorBody = { code?: string; message?: string; issues?: FieldIssue[] };

/** better-auth says "[body.email] Invalid input: expected string; [body.password] …"; we list each field. */
export function parseAuthIssues(message: string): FieldIssue[] {
  return [...message.matchAll(/\[(?:body\.?)?([^\]]*)\]\s*([^;]+)/g)].map(([, path = '', text = '']) => ({
    path,
    message: text.trim(),
  }));
}

/** A malformed body, or an answer our hooks gave field issues (a wrong current password). */
const isBadInput = (body: AuthErrorBody) =>
  body.code === 'VALIDATION_ERROR' ||
  (body.code === 'BAD_REQUEST' && body.message?.startsWith('Invalid JSON')) ||
  (body.issues?.length ?? 0) > 0;

/** The 422 for bad input to an auth endpoint, as everywhere in our API: one issue per field (better-auth says 400). */
function validationBody(body: AuthErrorBody): AuthErrorBody {
  const message = body.message ?? 'Invalid request';
  return {
    code: body.issues && body.code ? body.code : 'VALIDATION_FAILED',
    message,
    issues: body.issues ?? parseAuthIssues(message),
  };
}

/** The body told which messages its words are (`messageId`, `values`), as our API's errors are (ADR 0032). */
const withSaidWords = (body: AuthErrorBody) => ({
  ...body,
  ...(body.message === undefined ? {} : saidAs(body.message)),
  ...(body.issues ? { issues: body.issues.map((issue) => ({ ...issue, ...saidAs(issue.message) })) } : {}),
});

/**
 * An auth endpoint's refusal as our API gives refusals: bad input (a malformed body, wrong types) is a 422 with
 * field issues, where better-auth says 400 (its other 400s keep their own codes); its rate limit is said in our
 * words; and the words are told as the messages they are, so the web can say them in its user's language. Any
 * other answer passes as it is.
 */
export async function toAuthAnswer(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as AuthErrorBody | undefined;
  if (body === undefined || typeof body !== 'object' || body === null) return response;
  const badInput = response.status === 400 && isBadInput(body);
  const words = authRefusalWords(response.status, body);
  const answered = badInput ? validationBody(body) : words === undefined ? body : { ...body, message: words };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(withSaidWords(answered)), {
    status: badInput ? 422 : response.status,
    headers,
  });
}
