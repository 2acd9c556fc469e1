import type { AiCallFailure } from '@core/ai/ai-drafts';
import { APICallError } from 'ai';
import { OutboundError } from '../outbound/safe-fetch';

/** The error itself or the first of its causes that is an `Type` (the AI SDK wraps what fetch threw). */
function findCause<T>(error: unknown, is: (candidate: unknown) => candidate is T): T | undefined {
  for (
    let candidate = error, depth = 0;
    candidate && depth < 5;
    candidate = (candidate as { cause?: unknown }).cause, depth += 1
  ) {
    if (is(candidate)) return candidate;
    const last = (candidate as { lastError?: unknown }).lastError; // a RetryError's last attempt
    if (last && is(last)) return last;
  }
  return undefined;
}

/**
 * Why an AI call failed, as a founder can act on it (OpenAI's statuses; other compatible APIs follow them):
 * 401/403 a refused key, 429 quota or rate limit, `model_not_found` an unknown model (another 404 is a wrong Base URL:
 * 'failed', whose words point to it); the outbound rule's
 * refusal 'blocked', a failed connection 'unreachable', the deadline 'timeout'; anything else 'failed'.
 */
export function aiFailureOf(error: unknown): Exclude<AiCallFailure, 'no-key'> {
  const outbound = findCause(error, (candidate): candidate is OutboundError => candidate instanceof OutboundError);
  if (outbound?.reason === 'refused') return 'blocked';
  if (outbound?.reason === 'timeout') return 'timeout';
  if (outbound?.reason === 'network') return 'unreachable';
  const call = findCause(error, APICallError.isInstance);
  if (call?.statusCode === 401 || call?.statusCode === 403) return 'refused-key';
  if (call?.statusCode === 429) return 'rate-limited';
  if (call?.responseBody?.includes('model_not_found')) return 'model-not-found';
  return 'failed';
}
