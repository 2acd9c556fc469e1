import type { AiDraftRequest } from '@core/ai/ai-drafts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf, somethingWentWrong } from '@/lib/api-client';
import { streamAiDraft, type AiDraft } from './stream-ai-draft';

type AiDraftState = { status: 'idle' } | { status: 'streaming'; text: string } | { status: 'failed'; message: string };

/**
 * One AI draft at a time: `start` streams it (the text so far in `state` as it arrives) and resolves with the
 * whole draft, or undefined when it failed (the reason in `state`) or was stopped. Leaving the page stops it.
 */
export function useAiDraft() {
  const [state, setState] = useState<AiDraftState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async (request: AiDraftRequest): Promise<AiDraft | undefined> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'streaming', text: '' });
    try {
      const draft = await streamAiDraft(request, {
        signal: controller.signal,
        onText: (text) => setState({ status: 'streaming', text }),
      });
      setState({ status: 'idle' });
      return draft;
    } catch (error) {
      if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(error, somethingWentWrong()) });
      return undefined;
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, []);

  const stop = useCallback(() => {
    running.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, start, stop };
}
