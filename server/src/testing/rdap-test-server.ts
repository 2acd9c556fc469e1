import { afterAll, beforeAll } from 'vitest';
import { startRdapServer, type RdapServer } from '../../../test-support/rdap-server';
import type { TestClient } from './test-client';
import { createTestServer, type TestServer } from './test-server';

type WithRegistry = { rdap: RdapServer; server: TestServer; ada: TestClient; bob: TestClient };

/**
 * For a test file: a local registry (test-support/rdap-server.ts), a test server that asks it (loopback allowed,
 * as in tests only), and two signed-in users, Ada and Bob; all stopped after the file's tests.
 */
export function useRdapTestServer(): WithRegistry {
  const context = {} as WithRegistry;
  beforeAll(async () => {
    context.rdap = await startRdapServer();
    context.server = await createTestServer({
      OUTBOUND_ALLOW_LOOPBACK: 'true',
      RDAP_BOOTSTRAP_URL: context.rdap.bootstrapUrl,
    });
    context.ada = await context.server.signedInClient('ada@example.com', 'Ada Lovelace');
    context.bob = await context.server.signedInClient('bob@example.com', 'Bob Builder');
  });
  afterAll(async () => {
    await context.server?.dispose();
    await context.rdap?.close();
  });
  return context;
}
