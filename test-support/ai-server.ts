import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible API, so that no test calls a real provider: a local HTTP server whose
 * `POST /v1/chat/completions` answers as OpenAI does, chosen by the request:
 * - a key starting `sk-refused`: 401, with the key's start echoed in the message (as OpenAI does);
 * - model `busy-model`: 429 (insufficient quota); `missing-model`: 404 model_not_found; `broken-model`: 500;
 * - model `slow-model`: no answer until the server closes; `stall-model` (streamed): a first piece, then nothing;
 * - any other model: 200 with one choice saying `answer` ('OK' unless the test sets it) — streamed as OpenAI streams
 *   (server-sent `chat.completion.chunk`s, then `[DONE]`) when the request asks for `stream: true`, in pieces of
 *   10 characters; after `hold()`, only the first piece until the test calls the release it returned.
 */
export type AiServer = {
  /** The Base URL a profile names to reach this server. */
  baseUrl: string;
  /** Each request received: its path, Authorization header and JSON body. */
  requests: {
    path: string;
    authorization: string | undefined;
    body: { model?: string; messages?: unknown; stream?: boolean };
  }[];
  /** What the model says (default 'OK'). */
  answer: string;
  /** Streamed answers stop after their first piece until the returned function is called. */
  hold: () => () => void;
  close: () => Promise<void>;
};

const PIECE = 10;
const chunk = (model: string | undefined, delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

export async function startAiServer(): Promise<AiServer> {
  const requests: AiServer['requests'] = [];
  let held: Promise<void> = Promise.resolve();
  const state = { answer: 'OK' };
  const stream = async (response: ServerResponse, model: string | undefined) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const pieces = state.answer.match(new RegExp(`[\\s\\S]{1,${PIECE}}`, 'g')) ?? [];
    response.write(chunk(model, { role: 'assistant', content: '' }));
    for (const [index, piece] of pieces.entries()) {
      if (index === 1) await held;
      if (model === 'stall-model' && index === 1) return;
      response.write(chunk(model, { content: piece }));
    }
    response.end(`${chunk(model, {}, 'stop')}data: [DONE]\n\n`);
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as AiServer['requests'][number]['body'];
      const authorization = request.headers.authorization;
      requests.push({ path: request.url ?? '/', authorization, body });
      const json = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      const error = (status: number, code: string, message: string) =>
        json(status, { error: { message, type: 'invalid_request_error', code } });
      if (request.url !== '/v1/chat/completions')
        return error(404, 'unknown_url', `Unknown request URL: ${request.url}`);
      if (authorization?.startsWith('Bearer sk-refused'))
        return error(401, 'invalid_api_key', `Incorrect API key provided: ${authorization.slice(7)}.`);
      if (body.model === 'busy-model') return error(429, 'insufficient_quota', 'You exceeded your current quota.');
      if (body.model === 'missing-model')
        return error(404, 'model_not_found', `The model \`${body.model}\` does not exist.`);
      if (body.model === 'broken-model') return error(500, 'server_error', 'The server had an error.');
      if (body.model === 'slow-model') return; // answered by nobody: the server closes it.
      if (body.stream) return void stream(response, body.model);
      json(200, {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: state.answer }, finish_reason: 'stop' }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get answer() {
      return state.answer;
    },
    set answer(text: string) {
      state.answer = text;
    },
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        release();
        held = Promise.resolve();
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
