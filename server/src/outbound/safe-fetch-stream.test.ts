import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch, OutboundError } from './safe-fetch';

/** A server that answers in pieces: the first one at once, the rest when the test lets them go. */
let local: Server;
let base: string;
const waiting: ServerResponse[] = [];
beforeAll(async () => {
  local = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(request.url === '/big' ? Buffer.alloc(600, 'x') : 'first;');
    if (request.url === '/big') response.write(Buffer.alloc(600, 'y'));
    waiting.push(response);
  });
  await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
});
afterAll(() => {
  local.closeAllConnections();
  local.close();
});

const fetcher = (timeoutMs = 5_000) =>
  createSafeFetch({ allowLoopback: true, userAgent: 'FounderToolkit-test', timeoutMs, maxResponseBytes: 1_000 });
/** Reads the answer to its end: its text, or the error it failed with. */
async function read(body: ReadableStream<Uint8Array>, onPiece: (piece: string) => void = () => {}) {
  const decoder = new TextDecoder();
  let text = '';
  try {
    for await (const chunk of body) {
      const piece = decoder.decode(chunk);
      onPiece(piece);
      text += piece;
    }
    return text;
  } catch (error) {
    return error;
  }
}

describe('safeFetch.stream', () => {
  it('answers when the answer starts and hands on each piece as it arrives', async () => {
    const answer = await fetcher().stream(`${base}/pieces`);
    expect(answer.status).toBe(200);
    const pieces: string[] = [];
    const whole = read(answer.body, (piece) => pieces.push(piece));
    await expect.poll(() => pieces).toEqual(['first;']);
    waiting.shift()!.end('second');
    expect(await whole).toBe('first;second');
    expect(pieces).toEqual(['first;', 'second']);
  });

  it('refuses a private target before connecting, as the buffered fetch does', async () => {
    const error = await fetcher()
      .stream('http://10.0.0.1/')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'refused' });
  });

  it('ends the answer with a timeout when the whole stream outlasts its deadline', async () => {
    const answer = await fetcher(300).stream(`${base}/stalls`);
    const error = await read(answer.body);
    expect(error).toBeInstanceOf(OutboundError);
    expect(error).toMatchObject({ reason: 'timeout' });
    waiting.shift();
  });

  it('ends the answer when it grows past the size cap', async () => {
    const answer = await fetcher().stream(`${base}/big`);
    expect(await read(answer.body)).toMatchObject({ reason: 'too-large' });
    waiting.shift();
  });

  it('stops when the caller cancels, mid-answer or before it starts', async () => {
    const controller = new AbortController();
    const answer = await fetcher().stream(`${base}/cancelled`, { signal: controller.signal });
    const failed = read(answer.body);
    controller.abort();
    expect(await failed).toMatchObject({ reason: 'cancelled' });
    waiting.shift();
    const error = await fetcher()
      .stream(`${base}/never`, { signal: AbortSignal.abort() })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'cancelled' });
  });
});
