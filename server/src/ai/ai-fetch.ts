import type { StreamingSafeFetch } from '../outbound/safe-fetch';

/** Request headers as plain strings, whatever form the caller gave them in. */
const headersOf = (init: RequestInit | undefined) => Object.fromEntries(new Headers(init?.headers).entries());

/** An answer's headers for a web Response (a repeated header joined, as fetch does). */
function webHeaders(headers: Record<string, string | string[] | undefined>): Headers {
  const answer = new Headers();
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(', ') : value);
  return answer;
}

/**
 * The web `fetch` the AI SDK is given: every call it makes goes through the outbound rule (safe-fetch's
 * streamed answer), its body read as it arrives. Only string bodies are sent (the SDK sends JSON).
 */
export function aiFetchOver(safeFetch: StreamingSafeFetch, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (init?.body !== undefined && init.body !== null && typeof init.body !== 'string')
      throw new TypeError('Only text bodies are sent to AI providers');
    const answer = await safeFetch.stream(url, {
      method: init?.method ?? 'GET',
      headers: headersOf(init),
      body: init?.body ?? undefined,
      signal: init?.signal ?? undefined,
      timeoutMs,
    });
    return new Response(answer.body, { status: answer.status, headers: webHeaders(answer.headers) });
  };
}
