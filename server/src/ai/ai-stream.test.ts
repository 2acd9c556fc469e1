import type { AiDraftEvent } from '@core/ai/ai-drafts';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_AI_KEY as KEY, useAiProviderFixture } from '../testing/ai-provider-fixture';

const PROMPT = { system: 'Say something.', prompt: 'Anything.' };

const fixture = useAiProviderFixture({ limits: { streamTimeoutMs: 500, maxOutputChars: 25 } });

beforeAll(() =>
  fixture.ada.request('/api/profile', {
    method: 'PATCH',
    json: { fullName: 'Ada Lovelace', aiBaseUrl: fixture.aiServer.baseUrl, aiModel: 'tiny-model', openaiApiKey: KEY },
  }),
);

const useModel = (aiModel: string) =>
  fixture.ada.request('/api/profile', { method: 'PATCH', json: { fullName: 'Ada Lovelace', aiModel } });

async function collect(events: AsyncGenerator<AiDraftEvent>, onEvent: (event: AiDraftEvent) => void = () => {}) {
  const seen: AiDraftEvent[] = [];
  for await (const event of events) {
    seen.push(event);
    onEvent(event);
  }
  return seen;
}

describe('the AI provider’s streamed answers', () => {
  it('hands on each piece before the provider has finished', async () => {
    fixture.aiServer.answer = 'First bit, then more';
    const release = fixture.aiServer.hold();
    const seen = await collect(
      fixture.provider.stream(fixture.adaId, 'test', PROMPT, new AbortController().signal),
      (event) => {
        // The second piece is held until the first has reached the reader.
        if (event.type === 'text' && event.text === 'First bit,') release();
      },
    );
    expect(seen).toEqual([
      { type: 'text', text: 'First bit,' },
      { type: 'text', text: ' then more' },
      { type: 'done', truncated: false },
    ]);
  });

  it('cuts the answer at its maximum size and stops the provider', async () => {
    fixture.aiServer.answer = 'abcdefghij'.repeat(5);
    expect(await collect(fixture.provider.stream(fixture.adaId, 'test', PROMPT, new AbortController().signal))).toEqual(
      [
        { type: 'text', text: 'abcdefghij' },
        { type: 'text', text: 'abcdefghij' },
        { type: 'text', text: 'abcde' },
        { type: 'done', truncated: true },
      ],
    );
  });

  it('tells an answer that stalls past its deadline as a timeout', async () => {
    await useModel('stall-model');
    fixture.aiServer.answer = 'Half an answer and then silence';
    expect(await collect(fixture.provider.stream(fixture.adaId, 'test', PROMPT, new AbortController().signal))).toEqual(
      [
        { type: 'text', text: 'Half an an' },
        { type: 'failed', outcome: 'timeout', message: '' },
      ],
    );
    await useModel('tiny-model');
  });

  it.each([
    ['busy-model', 'rate-limited'],
    ['missing-model', 'model-not-found'],
    ['broken-model', 'failed'],
  ])('tells a provider’s refusal (%s) as %s', async (model, outcome) => {
    await useModel(model);
    expect(await collect(fixture.provider.stream(fixture.adaId, 'test', PROMPT, new AbortController().signal))).toEqual(
      [{ type: 'failed', outcome, message: '' }],
    );
    await useModel('tiny-model');
  });

  it('stops quietly when the reader leaves, and asks nothing more of the provider', async () => {
    fixture.aiServer.answer = 'Never read to the end of this';
    const release = fixture.aiServer.hold();
    const leaving = new AbortController();
    const seen = await collect(fixture.provider.stream(fixture.adaId, 'test', PROMPT, leaving.signal), () =>
      leaving.abort(),
    );
    release();
    expect(seen).toEqual([
      { type: 'text', text: 'Never read' },
      { type: 'done', truncated: false },
    ]);
  });

  it('logs each answer’s outcome and size, never the key nor the words', () => {
    const streamed = fixture.logLines.filter((line) => line.includes('AI draft streamed'));
    expect(streamed.length).toBeGreaterThanOrEqual(6);
    expect(JSON.parse(streamed[0]!)).toMatchObject({
      userId: fixture.adaId,
      task: 'test',
      model: 'tiny-model',
      outcome: 'ok',
      chars: 20,
    });
    for (const line of fixture.logLines) {
      expect(line).not.toContain('SECRET');
      expect(line).not.toContain('First bit');
    }
  });
});
