import { readApiErrorBody, type FieldIssue } from '@core/api/api-error';
import { rememberSaidAnswer, say } from '@core/i18n/say';
import { LIVE_TAB_HEADER } from '@core/ideas/live-contracts';
import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from '../../../server/src/app';
import { LIVE_TAB } from './live-tab';

/**
 * The typed client for our API: response types come from the server's routes, never written by hand. Each request
 * names this tab (ADR 0114), so that the live channel does not tell it of its own changes.
 */
export const api = hc<AppType>('/', { headers: { [LIVE_TAB_HEADER]: LIVE_TAB } }).api;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The one place answers are read: the JSON body on success (nothing for a 204), an ApiError otherwise. */
export async function unwrap<T>(response: ClientResponse<T> | Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  if (response.ok) return (await response.json()) as T;
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = readApiErrorBody(body);
  if (parsed) {
    const { code, message, issues } = parsed.error;
    // Which messages the server's words are, so the page can say them in its language (lib/i18n/use-said).
    rememberSaidAnswer(parsed.error);
    throw new ApiError(response.status, code, message, issues);
  }
  throw new ApiError(response.status, 'UNKNOWN', somethingWentWrong());
}

/** The server's own words for a failure nobody explained, said so that the page says them in its language too. */
export const somethingWentWrong = () =>
  say({ id: 'server.http.internal', defaultMessage: 'Something went wrong. Please try again.' });

/** What to tell the user about a failed request: the API's own message for what they can fix, else `fallback`. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
