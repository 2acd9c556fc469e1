import type { FieldIssue } from '../lib/errors';

/** better-auth says "[body.email] Invalid input: expected string; [body.password] …"; we list each field. */
export function parseAuthIssues(message: string): FieldIssue[] {
  return [...message.matchAll(/\[(?:body\.?)?([^\]]*)\]\s*([^;]+)/g)].map(([, path = '', text = '']) => ({
    path,
    message: text.trim(),
  }));
}

/** Bad input to an auth endpoint is a 422 with field issues, as everywhere in our API (better-auth says 400). */
export async function toValidationAnswer(response: Response): Promise<Response> {
  if (response.status !== 400) return response;
  const body = (await response.json().catch(() => ({}))) as { message?: string; issues?: FieldIssue[] };
  const message = body.message ?? 'Invalid request';
  const issues = body.issues ?? parseAuthIssues(message);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ code: 'VALIDATION_FAILED', message, issues }), { status: 422, headers });
}
