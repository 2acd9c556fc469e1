import { createAiDraftEventReader } from '@core/ai/ai-draft-events';
import { aiCallMessage, type AiDraftEvent, type AiDraftRequest } from '@core/ai/ai-drafts';
import { ApiError, unwrap } from '@/lib/api-client';

/** A draft the provider did not finish: the reason, in core's words (said in the page's language by useSaid). */
class AiDraftFailed extends ApiError {
  constructor(message: string) {
    super(200, 'AI_DRAFT_FAILED', message);
    this.name = 'AiDraftFailed';
  }
}

export type AiDraft = { text: string; truncated: boolean };

/**
 * Asks the server for an AI draft (POST /api/ai/drafts) and reads its answer as it streams in: `onText` gets the
 * text so far after each piece. Resolves with the whole draft; rejects with an ApiError when the request was
 * refused (422, 404, 429), an AiDraftFailed when the provider failed, or an AbortError when `signal` stopped it.
 */
export async function streamAiDraft(
  request: AiDraftRequest,
  { signal, onText }: { signal?: AbortSignal; onText: (text: string) => void },
): Promise<AiDraft> {
  const response = await fetch('/api/ai/drafts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok || !response.body) return unwrap(response) as never;
  let text = '';
  let ending: AiDraftEvent | undefined;
  const reader = createAiDraftEventReader((event) => {
    if (event.type === 'text') {
      text += event.text;
      onText(text);
    } else ending = event;
  });
  const decoder = new TextDecoder();
  const body = response.body.getReader();
  for (let piece = await body.read(); !piece.done; piece = await body.read())
    reader.push(decoder.decode(piece.value, { stream: true }));
  reader.end();
  const end = ending as AiDraftEvent | undefined;
  if (end?.type === 'failed') throw new AiDraftFailed(aiCallMessage(end.outcome));
  if (end?.type !== 'done') throw new AiDraftFailed(aiCallMessage('failed'));
  return { text, truncated: end.truncated };
}
