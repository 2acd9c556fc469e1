import { DEFAULT_CARD_DISPLAY, DEFAULT_PREFERENCES } from '@core/preferences/preferences-contracts';
import { DEFAULT_PINNED_TOOLS } from '@core/tools/tool-catalogue';
import type { CompanySettings } from '@core/preferences/company-settings';

type Call = { method: string; path: string; body: unknown; query: Record<string, string[]> };
/** A JSON body, or a stream of bytes (server-sent events) for routes that stream. */
type Answer = { status?: number; body: unknown } | { status?: number; stream: ReadableStream<Uint8Array> };
type Handler = (request: Call) => Answer | Promise<Answer>;

let handlers: Record<string, Handler> = {};
let calls: Call[] = [];
let unexpected: string[] = [];

/**
 * Replaces fetch once for the whole run (clients such as better-auth's keep the fetch they first saw);
 * each test then says how the API answers with fakeApi().
 */
export function installFakeFetch() {
  globalThis.fetch = async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
    const url = new URL(request.url);
    const path = url.pathname;
    const query: Record<string, string[]> = {};
    for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
    // Looked up before the body is read, so a request is the test's that made it, not the next one's.
    const handler = handlers[`${request.method} ${path}`];
    // The page may shrug the failure off (a query's error state): the afterEach in setup.ts fails the test on these.
    if (!handler) unexpected.push(`${request.method} ${path}`);
    const text = await request.text();
    const call = { method: request.method, path, body: text ? JSON.parse(text) : undefined, query };
    calls.push(call);
    if (!handler) throw new Error(`Unexpected request: ${request.method} ${path}`);
    const answer = await handler(call);
    const status = answer.status ?? 200;
    if ('stream' in answer)
      return new Response(answer.stream, { status, headers: { 'content-type': 'text/event-stream' } });
    const payload = status === 204 ? null : JSON.stringify(answer.body);
    return new Response(payload, { status, headers: { 'content-type': 'application/json' } });
  };
}

/** The requests this test's table did not answer (`METHOD /path`), forgotten once taken. */
export function takeUnexpectedRequests(): string[] {
  const taken = unexpected;
  unexpected = [];
  return taken;
}

/** Answers the app's requests from a table of `METHOD /path` handlers; returns the list of calls made. */
export function fakeApi(table: Record<string, Handler>): Call[] {
  handlers = table;
  calls = [];
  return calls;
}

export const signedInUser = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', image: null };
/** The session of the browser the tests run in, as Profile → Security lists it. */
export const thisDevice = {
  id: 's1',
  browser: 'Chrome 131',
  os: 'macOS',
  lastActiveAt: '2026-11-25T09:30:00.000Z',
  signedInAt: '2026-11-20T08:00:00.000Z',
  current: true,
};
export const sessionOf = (user: typeof signedInUser | null) => () => ({ body: user ? { user, session: {} } : null });

/** An Indian company's setting: rupees in lakhs, dates day first, the financial year April–March (ADR 0070). */
export const INDIA: CompanySettings = {
  currency: 'INR',
  numberFormat: 'indian',
  dateFormat: 'dmy',
  fiscalYearStartMonth: 4,
};

/** A user's preferences as the API answers them: the defaults, with what a test changes (`{ autoSave: false }`). */
export const preferencesOf = (changes: Partial<typeof DEFAULT_PREFERENCES> = {}) => ({
  ...DEFAULT_PREFERENCES,
  pinnedTools: [...DEFAULT_PINNED_TOOLS],
  cardDisplay: DEFAULT_CARD_DISPLAY,
  ...changes,
});

/** The API's answer for a user who turned Auto save off: their work saves only with Save. */
export const autoSaveOff = { 'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }) };

/** The signed-in user's profile with an AI key saved (its last four characters), as GET /api/profile answers. */
export const profileWithAiKey = {
  fullName: signedInUser.name,
  email: signedInUser.email,
  avatarUrl: null,
  apiKeyLast4: 'wxyz' as string | null,
  aiBaseUrl: 'https://api.openai.com/v1',
  aiModel: 'gpt-4o-mini',
};

/** How the API answers a signed-in user with fresh preferences and profile; override what a test needs. */
export const signedInApi = (overrides: Record<string, Handler> = {}): Record<string, Handler> => ({
  'GET /api/auth/get-session': sessionOf(signedInUser),
  'GET /api/preferences': () => ({ body: preferencesOf() }),
  'GET /api/profile': () => ({ body: { ...profileWithAiKey, apiKeyLast4: null } }),
  'GET /api/account/sessions': () => ({ body: [thisDevice] }),
  'GET /api/notifications': () => ({ body: { notifications: [], unread: 0, nextCursor: null } }),
  'GET /api/recent-documents': () => ({ body: [] }),
  ...overrides,
});

/**
 * A streamed AI draft as /api/ai/drafts sends it: its events as server-sent events, the first at once and the
 * rest once `rest` has settled (so a test can look at the page mid-stream).
 */
export function aiDraftStream(
  events: readonly object[],
  rest: Promise<unknown> = Promise.resolve(),
): ReadableStream<Uint8Array> {
  const encoded = events.map((event) =>
    new TextEncoder().encode(`event: ${(event as { type: string }).type}\ndata: ${JSON.stringify(event)}\n\n`),
  );
  return new ReadableStream({
    async start(controller) {
      if (encoded[0]) controller.enqueue(encoded[0]);
      await rest;
      for (const chunk of encoded.slice(1)) controller.enqueue(chunk);
      controller.close();
    },
  });
}
