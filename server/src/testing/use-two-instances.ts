import { afterAll, beforeAll } from 'vitest';
import { createTestServer, type TestServer } from './test-server';

/** Two instances on one database, as behind a load balancer: the second runs on the first one's database. */
export function useTwoInstances(): () => { first: TestServer; second: TestServer } {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await createTestServer();
    second = await createTestServer({}, { database: first.database });
  });
  afterAll(async () => {
    await second.stop();
    await first.dispose();
  });
  return () => ({ first, second });
}
