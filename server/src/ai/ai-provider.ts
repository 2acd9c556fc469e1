import type { AiConnectionOutcome } from '@core/ai/ai-connection';
import { DEFAULT_AI_BASE_URL, DEFAULT_AI_MODEL } from '@core/profile/profile-contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { SecretBox } from '../lib/secret-box';
import { OutboundError, type OutboundResponse, type SafeFetch } from '../outbound/safe-fetch';

/** How long a call to the provider may take: a person is waiting for 'Test connection'. */
export const AI_TIMEOUT_MS = 15_000;

/** The smallest question that proves the key, the model and the address all work. */
const PING = [{ role: 'user', content: 'Reply with the single word OK.' }];

/** How the provider answered, as a founder can act on it (OpenAI's codes; other compatible APIs follow them). */
function outcomeOf(answer: OutboundResponse): AiConnectionOutcome {
  if (answer.status === 401 || answer.status === 403) return 'refused-key';
  if (answer.status === 429) return 'rate-limited';
  if (answer.status === 404 || /"model_not_found"/.test(answer.body.toString('utf8'))) return 'model-not-found';
  if (answer.status !== 200) return 'failed';
  try {
    const reply = JSON.parse(answer.body.toString('utf8')) as { choices?: unknown };
    return Array.isArray(reply.choices) ? 'ok' : 'failed';
  } catch {
    return 'failed';
  }
}

/** Why a call that left no answer did not get one. */
function failureOf(error: unknown): AiConnectionOutcome {
  if (!(error instanceof OutboundError)) throw error;
  if (error.reason === 'refused') return 'blocked';
  if (error.reason === 'timeout') return 'timeout';
  if (error.reason === 'network') return 'unreachable';
  return 'failed';
}

/**
 * The one module that calls AI providers for users (ADR 0053): an OpenAI-compatible API at the user's Base URL,
 * with the user's key, through the outbound rule (hosts in AI_ALLOWED_HOSTS excepted). The key is opened here
 * only, sent only as the Authorization header, and neither logged nor answered.
 */
export function createAiProvider({ db, box, safeFetch, logger, timeoutMs = AI_TIMEOUT_MS }: { db: Db; box: SecretBox; safeFetch: SafeFetch; logger: Logger; timeoutMs?: number }) {
  async function settingsOf(userId: string) {
    const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
    if (!row?.openaiApiKeyEncrypted) return undefined;
    return { baseUrl: row.aiBaseUrl ?? DEFAULT_AI_BASE_URL, model: row.aiModel ?? DEFAULT_AI_MODEL, key: box.open(row.openaiApiKeyEncrypted) };
  }

  /** Makes one small chat completion with the user's saved settings and tells what came of it. */
  async function testConnection(userId: string): Promise<AiConnectionOutcome> {
    const settings = await settingsOf(userId);
    if (!settings) return 'no-key';
    const { baseUrl, model, key } = settings;
    let outcome: AiConnectionOutcome;
    let status: number | undefined;
    try {
      const answer = await safeFetch(`${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ model, messages: PING }),
        timeoutMs,
      });
      status = answer.status;
      outcome = outcomeOf(answer);
    } catch (error) {
      outcome = failureOf(error);
    }
    // Where and how it went, never the key nor what the provider said (it may echo the key back).
    logger.info({ userId, host: new URL(baseUrl).host, model, status, outcome }, 'AI connection tested');
    return outcome;
  }

  return { testConnection };
}

export type AiProvider = ReturnType<typeof createAiProvider>;
