import { aiDraftEventsOf } from '@core/ai/ai-draft-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiServer, type AiServer } from '../../../../test-support/ai-server';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { AI_DRAFTS_PER_MINUTE } from './ai-drafts.routes';

const KEY = 'sk-proj-SECRET0123456789abcdefghijklmnopqrstuvwxyz';

let aiServer: AiServer;
let server: TestServer;
let ada: TestClient;
let grace: TestClient;

beforeAll(async () => {
  aiServer = await startAiServer();
  server = await createTestServer({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
  ada = await server.signedInClient('ada@example.com', 'Ada Lovelace');
  grace = await server.signedInClient('grace@example.com', 'Grace Hopper');
  for (const client of [ada, grace]) {
    const saved = await client.request('/api/profile', {
      method: 'PATCH',
      json: { fullName: 'Founder', aiBaseUrl: aiServer.baseUrl, aiModel: 'tiny-model', openaiApiKey: KEY },
    });
    expect(saved.status).toBe(200);
  }
});
afterAll(async () => {
  await aiServer.close();
  await server.dispose();
});

const draft = (client: TestClient, json: unknown) => client.request('/api/ai/drafts', { method: 'POST', json });
const brandNames = {
  task: 'brand-names',
  input: { businessType: 'Bakery', keywords: 'bread, morning', description: '' },
};

describe('POST /api/ai/drafts', () => {
  it('streams the answer as server-sent events: its text in pieces, then done', async () => {
    aiServer.answer = 'Crumbly\nDawnloaf\nRisewell';
    const answer = await draft(ada, brandNames);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/event-stream');
    const events = aiDraftEventsOf(await answer.text());
    // The local server sends 10 characters a piece; pieces that arrive while one is being written go out together.
    const texts = events.slice(0, -1);
    expect(texts.every((event) => event.type === 'text')).toBe(true);
    expect(texts.map((event) => (event.type === 'text' ? event.text : '')).join('')).toBe(
      'Crumbly\nDawnloaf\nRisewell',
    );
    expect(events.at(-1)).toEqual({ type: 'done', truncated: false });
  });

  it('sends the saved model, a streamed request, the key as a bearer token and the idea’s own words', async () => {
    const idea = (await (
      await ada.post('/api/ideas', {
        title: 'Sourdough subscriptions',
        description: 'Fresh loaves delivered weekly',
        whyNow: 'Remote workers bake less',
      })
    ).json()) as { id: string };
    aiServer.answer = 'problem | People want fresh bread | Survey 20 neighbours | 12 of 20 say yes';
    const events = aiDraftEventsOf(
      await (await draft(ada, { task: 'validation-plan', input: { ideaId: idea.id } })).text(),
    );
    expect(events.at(-1)).toEqual({ type: 'done', truncated: false });
    const sent = aiServer.requests.at(-1)!;
    expect(sent).toMatchObject({
      path: '/v1/chat/completions',
      authorization: `Bearer ${KEY}`,
      body: { model: 'tiny-model', stream: true },
    });
    const prompt = JSON.stringify(sent.body.messages);
    for (const words of [
      'Sourdough subscriptions',
      'Fresh loaves delivered weekly',
      'Remote workers bake less',
      'willingness to pay',
    ])
      expect(prompt).toContain(words);
  });

  it('answers in the reader’s language', async () => {
    await ada
      .request('/api/ai/drafts', { method: 'POST', json: brandNames, headers: { 'accept-language': 'de-DE,de;q=0.9' } })
      .then((answer) => answer.text());
    expect(JSON.stringify(aiServer.requests.at(-1)!.body.messages)).toContain('Answer in German.');
  });

  it('cuts an answer at 12,000 characters and says so', async () => {
    aiServer.answer = 'x'.repeat(12_345);
    const events = aiDraftEventsOf(await (await draft(ada, brandNames)).text());
    const text = events.flatMap((event) => (event.type === 'text' ? [event.text] : [])).join('');
    expect(text).toHaveLength(12_000);
    expect(events.at(-1)).toEqual({ type: 'done', truncated: true });
  });

  it('tells a refused key in words, and the key appears in no answer', async () => {
    await grace.request('/api/profile', {
      method: 'PATCH',
      json: { fullName: 'Grace Hopper', openaiApiKey: 'sk-refused-SECRET-key-0123456789' },
    });
    const body = await (await draft(grace, brandNames)).text();
    expect(aiDraftEventsOf(body)).toEqual([
      {
        type: 'failed',
        outcome: 'refused-key',
        message: 'The AI provider refused your API key. Check that it is correct and still active.',
      },
    ]);
    expect(body).not.toContain('SECRET');
  });

  it('without a key says where to add one, and calls nobody', async () => {
    await grace.request('/api/profile', { method: 'PATCH', json: { fullName: 'Grace Hopper', openaiApiKey: null } });
    const before = aiServer.requests.length;
    expect(aiDraftEventsOf(await (await draft(grace, brandNames)).text())).toEqual([
      { type: 'failed', outcome: 'no-key', message: 'Add your AI API key in Profile to get AI suggestions.' },
    ]);
    expect(aiServer.requests).toHaveLength(before);
  });

  it('refuses bad input by the field, another user’s idea as unknown, and a visitor — before calling the provider', async () => {
    const before = aiServer.requests.length;
    const missing = await draft(ada, {
      task: 'brand-names',
      input: { businessType: '', keywords: '  ', description: '' },
    });
    expect(missing.status).toBe(422);
    expect((await missing.json()).error.issues).toMatchObject([
      { path: 'input.keywords', message: 'This is needed for an AI draft' },
    ]);
    expect((await draft(ada, { task: 'write-my-novel', input: {} })).status).toBe(422);
    const gracesIdea = (await (await grace.post('/api/ideas', { title: 'Grace’s secret idea' })).json()) as {
      id: string;
    };
    expect((await draft(ada, { task: 'validation-plan', input: { ideaId: gracesIdea.id } })).status).toBe(404);
    expect((await draft(server.client(), brandNames)).status).toBe(401);
    expect(aiServer.requests).toHaveLength(before);
  });

  it(`allows ${AI_DRAFTS_PER_MINUTE} drafts a minute to one user, then a 429 in words`, async () => {
    const carol = await server.signedInClient('carol@example.com', 'Carol Shaw');
    for (let sent = 0; sent < AI_DRAFTS_PER_MINUTE; sent += 1)
      expect((await draft(carol, brandNames)).status).toBe(200);
    const refused = await draft(carol, brandNames);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(
      `You can ask for up to ${AI_DRAFTS_PER_MINUTE} AI drafts a minute. Please wait a moment.`,
    );
  });
});
