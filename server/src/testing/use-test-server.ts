import { afterAll, beforeAll, expect } from 'vitest';
import type { TestClient } from './test-client';
import { createTestServer, type TestServer } from './test-server';

type TestServerWithUsers = { server: TestServer; ada: TestClient; bob: TestClient; visitor: TestClient };

/**
 * One test server for the file (started before its tests, disposed after) with two signed-in accounts, Ada
 * Lovelace and Bob Builder, and a visitor. Read its fields inside tests: they exist once it has started.
 */
export function useTestServer(): TestServerWithUsers {
  const started = {} as TestServerWithUsers;
  beforeAll(async () => {
    started.server = await createTestServer();
    started.ada = await started.server.signedInClient('ada@example.com', 'Ada Lovelace');
    started.bob = await started.server.signedInClient('bob@example.com', 'Bob Builder');
    started.visitor = started.server.client();
  });
  afterAll(() => started.server.dispose());
  return started;
}

/** The body of a response that must have `status` (the body is shown when it has not). */
export async function expectJson<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}
