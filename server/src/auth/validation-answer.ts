import type { FieldIssue } from '@core/api/api-error';

/** better-auth says "[body.email] Invalid input: expected string; [body.password] …"; we list each field. */
export function parseAuthIssues(message: string): FieldIssue[] {
  return [...message.matchAll(/\[(?:body\.?)?([^\]]*)\]\s*([^;]+)/g)].map(([, path = '', text = '']) => ({
    path,
    message: text.trim(),
  }));
}

/** A malformed body, or an answer our hooks gave field issues (a wrong current password). */
const isBadInput = (body: { code?: string; message?: string; issues?: FieldIssue[] }) =>
  body.code === 'VALIDATION_ERROR' || (body.code === 'BAD_REQUEST' && body.message?.startsWith('Invalid JSON')) || (body.issues?.length ?? 0) > 0;

/**
 * Bad input to an auth endpoint (a malformed body, wrong types) is a 422 with field issues, as everywhere in
 * our API; better-auth says 400. Its other 400s keep their own codes.
 */
export async function toValidationAnswer(response: Response): Promise<Response> {
  if (response.status !== 400) return response;
  const body = (await response.clone().json().catch(() => ({}))) as { code?: string; message?: string; issues?: FieldIssue[] };
  if (!isBadInput(body)) return response;
  const message = body.message ?? 'Invalid request';
  const issues = body.issues ?? parseAuthIssues(message);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ code: body.issues && body.code ? body.code : 'VALIDATION_FAILED', message, issues }), { status: 422, headers });
}
