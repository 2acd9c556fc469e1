import type { AiConnectionOutcome } from '@core/ai/ai-connection';
import type { AiDraftEvent } from '@core/ai/ai-drafts';
import type { AiPrompt } from '@core/ai/ai-prompts';
import { aiProviderOf } from '@core/profile/profile-contracts';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, streamText } from 'ai';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { SecretBox } from '../lib/secret-box';
import type { StreamingSafeFetch } from '../outbound/safe-fetch';
import { aiFetchOver } from './ai-fetch';
import { aiFailureOf } from './ai-outcome';

/** How long 'Test connection' may take: a person is waiting for one word. */
export const AI_TIMEOUT_MS = 15_000;
/** How long a streamed answer may take from first byte to last. */
export const AI_STREAM_TIMEOUT_MS = 90_000;
/** The most text one answer may bring (characters); past it the answer is cut and said to be. */
export const AI_MAX_OUTPUT_CHARS = 12_000;

/** The smallest question that proves the key, the model and the address all work. */
const PING = 'Reply with the single word OK.';

type Limits = { timeoutMs?: number; streamTimeoutMs?: number; maxOutputChars?: number };

/**
 * The one module that calls AI providers for users (ADRs 0053, 0054): an OpenAI-compatible API at the user's
 * Base URL, through the AI SDK, whose every request goes through the outbound rule (hosts in AI_ALLOWED_HOSTS
 * excepted). The key is opened here only, sent only as the Authorization header, and neither logged nor answered.
 */
export function createAiProvider({
  db,
  box,
  safeFetch,
  logger,
  ...limits
}: { db: Db; box: SecretBox; safeFetch: StreamingSafeFetch; logger: Logger } & Limits) {
  const {
    timeoutMs = AI_TIMEOUT_MS,
    streamTimeoutMs = AI_STREAM_TIMEOUT_MS,
    maxOutputChars = AI_MAX_OUTPUT_CHARS,
  } = limits;

  /** The user's model, reached with their key, or undefined when they have saved no key. */
  async function modelOf(userId: string, deadlineMs: number) {
    const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
    if (!row?.openaiApiKeyEncrypted) return undefined;
    const { baseUrl, model: modelId } = aiProviderOf(row);
    const provider = createOpenAICompatible({
      name: 'user',
      baseURL: baseUrl,
      apiKey: box.open(row.openaiApiKeyEncrypted),
      fetch: aiFetchOver(safeFetch, deadlineMs),
    });
    return { model: provider.chatModel(modelId), host: new URL(baseUrl).host, modelId };
  }

  /** Makes one small chat completion with the user's saved settings and tells what came of it. */
  async function testConnection(userId: string): Promise<AiConnectionOutcome> {
    const user = await modelOf(userId, timeoutMs);
    if (!user) return 'no-key';
    let outcome: AiConnectionOutcome = 'ok';
    try {
      await generateText({ model: user.model, prompt: PING, maxRetries: 0 });
    } catch (error) {
      outcome = aiFailureOf(error);
    }
    // Where and how it went, never the key nor what the provider said (it may echo the key back).
    logger.info({ userId, host: user.host, model: user.modelId, outcome }, 'AI connection tested');
    return outcome;
  }

  /**
   * The answer to `prompt`, piece by piece as the provider sends it, then how it ended: whole, cut at the size
   * limit, or failed with a reason. Stops (and stops the provider) when `signal` aborts — the reader left.
   */
  async function* stream(
    userId: string,
    task: string,
    prompt: AiPrompt,
    signal: AbortSignal,
  ): AsyncGenerator<AiDraftEvent> {
    const user = await modelOf(userId, streamTimeoutMs);
    if (!user) return yield { type: 'failed', outcome: 'no-key', message: '' };
    const stop = new AbortController();
    const abort = () => stop.abort();
    signal.addEventListener('abort', abort, { once: true });
    let written = 0;
    let ending: AiDraftEvent = { type: 'done', truncated: false };
    try {
      const answer = streamText({
        model: user.model,
        system: prompt.system,
        prompt: prompt.prompt,
        maxRetries: 0,
        abortSignal: stop.signal,
        onError: () => {},
      });
      for await (const part of answer.fullStream) {
        if (part.type === 'error') throw part.error;
        if (part.type !== 'text-delta' || !part.text) continue;
        const text = part.text.slice(0, maxOutputChars - written);
        written += text.length;
        if (text) yield { type: 'text', text };
        if (written >= maxOutputChars) {
          ending = { type: 'done', truncated: true };
          break;
        }
      }
    } catch (error) {
      if (!signal.aborted) ending = { type: 'failed', outcome: aiFailureOf(error), message: '' };
    } finally {
      stop.abort();
      signal.removeEventListener('abort', abort);
    }
    logger.info(
      {
        userId,
        task,
        host: user.host,
        model: user.modelId,
        outcome: ending.type === 'failed' ? ending.outcome : 'ok',
        truncated: ending.type === 'done' && ending.truncated,
        chars: written,
        left: signal.aborted,
      },
      'AI draft streamed',
    );
    yield ending;
  }

  return { testConnection, stream };
}

export type AiProvider = ReturnType<typeof createAiProvider>;
