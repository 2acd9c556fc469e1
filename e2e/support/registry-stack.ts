import { afterAll } from 'vitest';
import { startRdapServer, type RdapServer } from '../../test-support/rdap-server';
import { useOwnStack } from './use-stack';

/**
 * A stack of the file's own whose server looks domains up in a local registry (test-support/rdap-server.ts: taken.com
 * registered, any other .com free), which it may reach on loopback; the registry stops with the file. `registry()`
 * is that registry, for a test that sets its answers or reads its lookups.
 */
export function useStackWithRegistry() {
  let rdap: RdapServer | undefined;
  afterAll(() => rdap?.close());
  const stack = useOwnStack(async () => {
    rdap = await startRdapServer();
    return { env: { RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl, OUTBOUND_ALLOW_LOOPBACK: 'true' } };
  });
  const registry = () => {
    if (!rdap) throw new Error('The registry has not started');
    return rdap;
  };
  return { stack, registry };
}
