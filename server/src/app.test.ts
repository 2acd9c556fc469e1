import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT } from './app';
import { appWith } from './testing/app-test-helpers';
import { createDb } from './db/client';
import type { AppEnv } from './http/app-env';
import { onError } from './http/on-error';
import { createLogger } from './lib/logger';
import { createTestServer, type TestServer } from './testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

describe('health', () => {
  it('reports the database reachable', async () => {
    const response = await server.client().request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('reports 503 when the database does not answer', async () => {
    const failing = { ...server.database, ping: () => Promise.reject(new Error('connection refused')) };
    const app = appWith(server, { database: failing });
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', database: 'down' });
  });
});

describe('answers', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await server.client().request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'No API route for GET /api/nothing-here',
        messageId: 'server.http.noRoute',
        values: { method: 'GET', path: '/api/nothing-here' },
      },
    });
  });

  it('hides the internals of an unexpected error behind a 500', async () => {
    const app = new Hono<AppEnv>()
      .use((c, next) => {
        c.set('logger', createLogger({ LOG_LEVEL: 'silent' }));
        return next();
      })
      .get('/boom', () => {
        throw new Error('password=hunter2 at db.ts:12');
      });
    app.onError(onError);
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
    });
    expect(body).not.toContain('hunter2');
  });

  it('answers 503 at once, not 500, while the database cannot be reached, for visitors and signed-in users', async () => {
    const unreachable = await createDb({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing', DATA_DIR: '' });
    try {
      const app = appWith(server, { database: unreachable });
      const signedIn = await server.signedInClient('unreachable@example.com');
      const cookie = [...signedIn.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const started = performance.now();
        const response = await app.request('/api/ideas', { headers });
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('1');
        expect((await response.json()).error.code).toBe('SERVICE_UNAVAILABLE');
        expect(performance.now() - started).toBeLessThan(2000);
      }
    } finally {
      await unreachable.close();
    }
  });

  it('refuses a request body over the limit with a 413, before reading it all', async () => {
    const client = await server.signedInClient('large@example.com');
    const response = await client.post('/api/ideas', { title: 'x'.repeat(API_BODY_LIMIT) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'This request is too large', messageId: 'server.http.tooLarge' },
    });
  });

  it('tags every answer with a request id', async () => {
    const response = await server.client().request('/api/health');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
