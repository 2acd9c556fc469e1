import { afterEach, expect, it, vi } from 'vitest';
import { createDb, type Database } from '../db/client';
import { createLogger } from '../lib/logger';
import { createPostgresTestDatabase, createTestDatabase } from '../testing/test-database';
import { startJobRunner, type JobDefinition, type JobRunner } from './job-runner';

const logger = createLogger({ LOG_LEVEL: 'silent' });
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A runner whose idle workers ask for work once a minute (the longest JOB_POLL_SECONDS allows): a job queued through it
 * that runs within the tests' 5 s ran because queueing it woke its worker (ADR 0122), not because a poll found it.
 */
async function runnerOn(database: Database, jobs: JobDefinition<never>[]): Promise<JobRunner> {
  const runner = await startJobRunner({ database, logger, jobs, pollingIntervalSeconds: 60 });
  cleanups.push(() => runner.stop());
  return runner;
}

it('runs each queued job once, and keeps a failed one for a later retry, with its error', async () => {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  const seen: unknown[] = [];
  const echo: JobDefinition<{ n: number }> = { name: 'echo', run: async (data) => void seen.push(data) };
  const broken: JobDefinition<object> = {
    name: 'broken',
    run: async () => {
      throw new Error('The mail server said no');
    },
  };
  const runner = await runnerOn(database, [echo, broken] as JobDefinition<never>[]);
  await runner.send(echo, { n: 1 });
  await runner.sendMany(echo, [{ n: 2 }, { n: 3 }]);
  await runner.send(broken, {});
  await vi.waitFor(() => expect(seen).toHaveLength(3), { timeout: 5000 });
  expect(seen).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }, { n: 3 }]));
  await vi.waitFor(
    async () => {
      const { rows } = await database.query(
        `select state, output->>'message' as message, start_after > now() + interval '20 seconds' as waits from pgboss.job where name = 'broken'`,
        [],
      );
      // Tried again in about 30 s (then longer each time, up to 5 times).
      expect(rows).toEqual([{ state: 'retry', message: 'The mail server said no', waits: true }]);
    },
    { timeout: 5000 },
  );
});

it('runs a job queued once per window at once, and keeps one more, not two, for the start of the next window', async () => {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  const seen: number[] = [];
  const mail: JobDefinition<{ n: number }> = { name: 'mail', run: async ({ n }) => void seen.push(n) };
  const runner = await runnerOn(database, [mail] as JobDefinition<never>[]);
  await runner.sendOncePer(mail, { n: 1 }, 'owner:idea', 600);
  await vi.waitFor(() => expect(seen).toEqual([1]), { timeout: 5000 });
  await runner.sendOncePer(mail, { n: 2 }, 'owner:idea', 600);
  await runner.sendOncePer(mail, { n: 3 }, 'owner:idea', 600);
  const { rows } = await database.query(
    `select data->>'n' as n, state, start_after > now() as later from pgboss.job where name = 'mail' order by 1`,
    [],
  );
  // The second waits for the next ten-minute slot; the third finds that slot taken.
  expect(rows).toEqual([
    { n: '1', state: 'completed', later: false },
    { n: '2', state: 'created', later: true },
  ]);
});

it('fails only the job that failed when a worker takes several at once', async () => {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  const done: number[] = [];
  const flaky: JobDefinition<{ n: number }> = {
    name: 'flaky',
    run: async ({ n }) => {
      if (n === 2) throw new Error('Not this one');
      done.push(n);
    },
  };
  const runner = await runnerOn(database, [flaky] as JobDefinition<never>[]);
  await runner.sendMany(flaky, [{ n: 1 }, { n: 2 }, { n: 3 }]);
  await vi.waitFor(
    async () => {
      const { rows } = await database.query(
        `select data->>'n' as n, state from pgboss.job where name = 'flaky' order by 1`,
        [],
      );
      expect(rows).toEqual([
        { n: '1', state: 'completed' },
        { n: '2', state: 'retry' },
        { n: '3', state: 'completed' },
      ]);
    },
    { timeout: 5000 },
  );
  expect(done.sort()).toEqual([1, 3]);
});

it.runIf(process.env.TEST_DATABASE_URL)(
  'starts on several instances at once on one fresh Postgres database',
  async () => {
    const { url, drop } = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
    cleanups.push(drop);
    const instances = await Promise.all([1, 2, 3].map(() => createDb({ DATABASE_URL: url, DATA_DIR: '' })));
    for (const instance of instances) cleanups.push(() => instance.close());
    const job: JobDefinition<object> = { name: 'together', run: async () => undefined };
    const runners = await Promise.all(instances.map((instance) => runnerOn(instance, [job] as JobDefinition<never>[])));
    expect(runners).toHaveLength(3);
  },
);

it('gives a long job the time it asks for before pg-boss counts it failed, on a queue an earlier version made too', async () => {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  const done: string[] = [];
  const job = (name: string, expireInHours?: number): JobDefinition<object> => ({
    name,
    expireInHours,
    run: async () => void done.push(name),
  });
  // The first start knows 'long' without an expiry, as the version before it did.
  await (await runnerOn(database, [job('long'), job('short')] as JobDefinition<never>[])).stop();
  const runner = await runnerOn(database, [job('long', 6), job('short')] as JobDefinition<never>[]);
  await runner.send(job('long', 6), {});
  await runner.send(job('short'), {});
  await vi.waitFor(() => expect(done.sort()).toEqual(['long', 'short']), { timeout: 5000 });
  const { rows } = await database.query(
    `select name, extract(epoch from expire_in)::int as seconds from pgboss.job where name in ('long', 'short') order by name`,
    [],
  );
  // 6 × 3,600 s; pg-boss's own default is 15 × 60 s.
  expect(rows).toEqual([
    { name: 'long', seconds: 21600 },
    { name: 'short', seconds: 900 },
  ]);
});
