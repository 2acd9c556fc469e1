import { createAiDraftEventReader } from '../core/ai/ai-draft-events';
import { startAiServer, type AiServer } from '../test-support/ai-server';
import { APP_URL, startBenchServer } from './bench-server';
import { fmt, onEachTarget, verdict, type Target } from './bench-targets';

/** Two founders, 20 drafts a minute each (the per-user limit): a warm-up and 38 samples. */
const SAMPLES = 38;
/** What the relay may add to the first piece of an answer (DESIGN: an API answer's p95 budget is of this order). */
const BUDGET_MS = 50;
/** An answer of 2,000 characters: 200 pieces of 10 from the local server. */
const ANSWER = 'abcdefghij'.repeat(200);

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

/** The provider asked directly: the time to its first content piece, and to its end. */
async function direct(ai: AiServer) {
  const started = performance.now();
  const answer = await fetch(`${ai.baseUrl}/chat/completions`, {
    method: 'POST',
    body: JSON.stringify({ model: 'tiny-model', stream: true, messages: [] }),
  });
  const reader = answer.body!.getReader();
  let first = 0;
  for (let piece = await reader.read(); !piece.done; piece = await reader.read())
    if (!first && new TextDecoder().decode(piece.value).includes('"content":"a')) first = performance.now() - started;
  return { first, whole: performance.now() - started };
}

/** The same answer through POST /api/ai/drafts: the time to its first `text` event, and to its `done`. */
async function relayed(base: string, cookie: string) {
  const started = performance.now();
  const answer = await fetch(`${base}/api/ai/drafts`, {
    method: 'POST',
    headers: { cookie, origin: APP_URL, 'content-type': 'application/json' },
    body: JSON.stringify({ task: 'brand-names', input: { businessType: '', keywords: 'bench', description: '' } }),
  });
  let first = 0;
  let text = '';
  const events = createAiDraftEventReader((event) => {
    if (event.type !== 'text') return;
    if (!first) first = performance.now() - started;
    text += event.text;
  });
  const reader = answer.body!.getReader();
  for (let piece = await reader.read(); !piece.done; piece = await reader.read())
    events.push(new TextDecoder().decode(piece.value));
  events.end();
  if (text !== ANSWER) throw new Error(`the relayed answer differs (${text.length} characters)`);
  return { first, whole: performance.now() - started };
}

/** Streamed AI drafts: what the server's relay (the AI SDK over safe-fetch, then server-sent events) adds to an answer. */
async function benchOn(target: Target) {
  await target.database.migrate();
  const ai = await startAiServer();
  ai.answer = ANSWER;
  const server = await startBenchServer(target.database, { env: { OUTBOUND_ALLOW_LOOPBACK: 'true' } });
  try {
    const founders: string[] = [];
    for (let index = 0; index < 2; index++) {
      const { cookie } = await server.signUpFounder(`ai-${index}@bench.example`);
      const saved = await fetch(`${server.base}/api/profile`, {
        method: 'PATCH',
        headers: { cookie, origin: APP_URL, 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: 'Bench Founder',
          aiBaseUrl: ai.baseUrl,
          aiModel: 'tiny-model',
          openaiApiKey: 'sk-bench-0123456789',
        }),
      });
      if (!saved.ok) throw new Error(`profile: ${saved.status}`);
      founders.push(cookie);
    }
    await relayed(server.base, founders[1]!); // warm-up
    const straight = [];
    const through = [];
    for (let sample = 0; sample < SAMPLES; sample++) {
      straight.push(await direct(ai));
      through.push(await relayed(server.base, founders[sample % 2]!));
    }
    const firstDirect = summary(straight.map((run) => run.first));
    const firstRelayed = summary(through.map((run) => run.first));
    const wholeDirect = summary(straight.map((run) => run.whole));
    const wholeRelayed = summary(through.map((run) => run.whole));
    const added = firstRelayed.p95 - firstDirect.p95;
    console.log(
      `\nAI drafts: a ${fmt(ANSWER.length)}-character answer in 200 pieces, ${SAMPLES} times — ${target.label}`,
    );
    console.log(
      `  first piece: provider p50 ${fmt(firstDirect.p50, 1)} ms, p95 ${fmt(firstDirect.p95, 1)} ms; through the server p50 ${fmt(firstRelayed.p50, 1)} ms, p95 ${fmt(firstRelayed.p95, 1)} ms`,
    );
    console.log(
      `  whole answer: provider p50 ${fmt(wholeDirect.p50, 1)} ms, p95 ${fmt(wholeDirect.p95, 1)} ms; through the server p50 ${fmt(wholeRelayed.p50, 1)} ms, p95 ${fmt(wholeRelayed.p95, 1)} ms`,
    );
    console.log(
      `  the relay adds ${fmt(added, 1)} ms to the first piece (p95) — budget ${BUDGET_MS} ms: ${verdict(added < BUDGET_MS)}`,
    );
  } finally {
    await server.close();
    await ai.close();
  }
}

export const benchAiDrafts = () => onEachTarget('AI drafts', benchOn);
