import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSecurityHeaders } from '../testing/expect-security-headers';
import type { TestClient } from '../testing/test-client';
import { createTestServer, type TestServer } from '../testing/test-server';

// e2e/security-headers.e2e.ts checks every route of the real build (web/src/config/paths.ts); these are the
// same kinds of answer from a small web directory, so they hold in `npm test` before anything is built.
let server: TestServer;
let webDir: string;
let ada: TestClient;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'ft-headers-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script>',
  );
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await createTestServer({}, { webDir });
  ada = await server.signedInClient('ada@example.com', 'Ada Lovelace');
});
afterAll(async () => {
  await server.dispose();
  rmSync(webDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each([
    '/',
    '/auth',
    '/login',
    '/dashboard',
    '/profile',
    '/preferences',
    '/tool/idea-garage',
    '/tool/idea-garage/idea/00000000-0000-4000-8000-000000000000',
    '/tool/equity-split',
    '/tool/no-such-tool',
    '/expired-link',
    '/no/such/page',
  ])('are on the page %s', async (path) => {
    const response = await server.client().request(path);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/html; charset=UTF-8']);
    expectSecurityHeaders(response.headers, path);
  });

  it.each(['/assets/app-abc123.js', '/favicon.svg', '/assets/missing-000.js'])(
    'are on the file %s, found or not',
    async (path) => {
      expectSecurityHeaders((await server.client().request(path)).headers, path);
    },
  );

  it.each([
    ['/api/health', 200],
    ['/api/ideas', 200],
    ['/api/ideas/00000000-0000-4000-8000-000000000000', 404],
    ['/api/ideas?limit=0', 422],
    ['/api/nothing-here', 404],
    ['/api/auth/get-session', 200],
    ['/api/auth/verify-email?token=forged&callbackURL=%2F', 302],
  ])('are on the API answer to %s (%i)', async (path, status) => {
    const response = await ada.request(path);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response.headers, path);
  });

  it('are on the API answer to a visitor who must sign in', async () => {
    const response = await server.client().request('/api/preferences');
    expect(response.status).toBe(401);
    expectSecurityHeaders(response.headers, 'a 401');
  });

  it.each([
    ['/api/ideas', { title: 'From elsewhere' }, 403],
    ['/api/auth/sign-in/email', { email: 'ada@example.com', password: 'wrong password' }, 403],
  ])('are on a refused write to %s', async (path, json, status) => {
    const response = await ada.request(path, { json, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(status);
    expectSecurityHeaders(response.headers, `POST ${path}`);
  });

  it('are on a failed sign-in', async () => {
    const response = await server
      .client()
      .post('/api/auth/sign-in/email', { email: 'ada@example.com', password: 'wrong password' });
    expect(response.status).toBe(401);
    expectSecurityHeaders(response.headers, 'a failed sign-in');
  });
});
