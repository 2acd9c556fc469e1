import { request } from 'node:http';
import type { Server } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { listen } from './listen';

let server: Server | undefined;
afterEach(() => new Promise((done) => (server ? server.close(done) : done(undefined))));

it('keeps an idle connection open for 65 s and says so, longer than the 60 s of a proxy in front', async () => {
  const port = await new Promise<number>((listening) => {
    server = listen(() => new Response('ok'), 0, listening);
  });
  const headers = await new Promise<Record<string, unknown>>((answered, failed) => {
    const asking = request({ port, host: '127.0.0.1', headers: { connection: 'keep-alive' } }, (response) => {
      response.resume();
      response.on('end', () => answered(response.headers));
    });
    asking.on('error', failed).end();
  });
  // Node announces its idle timeout in seconds (RFC 9112's Keep-Alive "timeout" parameter).
  expect(headers['keep-alive']).toBe('timeout=65');
  expect(headers.connection).toBe('keep-alive');
});
