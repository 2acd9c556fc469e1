import { like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rateLimit } from '../db/schema';
import { createTestServer, type TestServer } from '../testing/test-server';
import { CLIENT_IP_HEADER, SIGN_IN_RATE_LIMIT } from './auth';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

const attempt = (client: ReturnType<TestServer['client']>) =>
  client.post('/api/auth/sign-in/email', { email: 'target@example.com', password: 'guess-guess' });

it('limits sign-in attempts per client address, counting in the database', async () => {
  const attacker = server.client();
  for (let i = 0; i < SIGN_IN_RATE_LIMIT.max; i++) expect((await attempt(attacker)).status).toBe(401);

  const blocked = await attempt(attacker);
  expect(blocked.status).toBe(429);
  expect(await blocked.json()).toEqual({
    message: 'Too many attempts. Please wait a minute and try again.',
    messageId: 'server.auth.tooManyAttempts',
  });
  expect(Number(blocked.headers.get('x-retry-after'))).toBeGreaterThan(0);
  expect(Number(blocked.headers.get('x-retry-after'))).toBeLessThanOrEqual(SIGN_IN_RATE_LIMIT.window);

  const [counter] = await server.database.db
    .select()
    .from(rateLimit)
    .where(like(rateLimit.key, `${attacker.address}|/sign-in/email`));
  expect(counter?.count).toBe(SIGN_IN_RATE_LIMIT.max);

  expect((await attempt(server.client())).status).toBe(401);
});

it('ignores a client-sent address header, so rotating it does not escape the limit', async () => {
  const attacker = server.client();
  const statuses = [];
  for (let i = 0; i <= SIGN_IN_RATE_LIMIT.max; i++) {
    const response = await attacker.post(
      '/api/auth/sign-in/email',
      { email: 'target@example.com', password: 'guess-guess' },
      { [CLIENT_IP_HEADER]: `10.0.0.${i}`, 'x-forwarded-for': `10.0.1.${i}` },
    );
    statuses.push(response.status);
  }
  expect(statuses).toEqual([...Array<number>(SIGN_IN_RATE_LIMIT.max).fill(401), 429]);
});
