import { parseEnv } from '../env';
import { newVapidKeysEnv } from '../notifications/vapid-keys';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A test server's configuration: quiet, with its own push keys, and `overrides`. */
export function testServerEnv(overrides: Record<string, string> = {}) {
  return parseEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    APP_SECRET: 'test-secret-that-is-long-enough-for-hmac',
    LOG_LEVEL: 'silent',
    // No test asks IANA: a loopback address the outbound rule refuses unless a test allows it and serves its own file.
    RDAP_BOOTSTRAP_URL: 'http://127.0.0.1:9/rdap/dns.json',
    ...newVapidKeysEnv(),
    ...overrides,
  });
}
