import type { Database } from '../db/client';
import { createLogger } from '../lib/logger';
import { createServer } from '../server';
import { testServerEnv } from './test-env';

/**
 * Brings `database` to where a server's first start leaves it: migrated, the directories' entries seeded, the job
 * runner's schema and queues made (ADR 0121). Test databases are copies of one such template, so a test server
 * starts in a quarter of the time it took on a database that was only migrated (pg-boss made its schema and a table
 * per queue each time).
 */
export async function prepareAsAServerWould(database: Database): Promise<void> {
  const env = testServerEnv();
  const server = await createServer({ env, logger: createLogger(env), database, mailer: { send: async () => {} } });
  await server.stop();
}
