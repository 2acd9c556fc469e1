import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';

/** A kind of background job: its queue's name, what one run does, and (optionally) when it runs by itself. */
export type JobDefinition<Data extends object> = {
  name: string;
  /** One run, which may queue others; throwing makes pg-boss retry it later, with backoff, up to 5 times. */
  run(data: Data, queue: JobQueue): Promise<void>;
  /** A cron expression (UTC) for a job the runner starts by itself, e.g. '0 8 * * 1' (Mondays at 08:00). */
  schedule?: string;
  /** How long one run may take before pg-boss counts it failed and retries it (its default: 15 minutes). */
  expireInHours?: number;
};

/** Jobs of the same kind queued per this many rows at once. */
const INSERT_BATCH = 1000;
/** Jobs of the same kind a worker takes at once (and runs together). */
const WORK_BATCH = 25;

export type JobQueue = {
  /** Queues a job now (it survives a restart, and one instance runs it). */
  send<Data extends object>(job: JobDefinition<Data>, data: Data): Promise<void>;
  /** Queues one job per item, a thousand per statement (a digest for each of 10,000 users). */
  sendMany<Data extends object>(job: JobDefinition<Data>, items: Data[]): Promise<void>;
  /**
   * Queues at most one job per `key` per `seconds`: the first runs at once, later ones within the window make
   * one more run at the start of the next window (pg-boss's singleton slots).
   */
  sendOncePer<Data extends object>(job: JobDefinition<Data>, data: Data, key: string, seconds: number): Promise<void>;
};

export type JobRunner = JobQueue & { stop(): Promise<void> };

export type JobRunnerOptions = {
  database: Database;
  logger: Logger;
  jobs: readonly JobDefinition<never>[];
  /** How often an idle worker asks for work (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
};

const RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;

/**
 * The background job runner (ADR 0027): pg-boss on the app's own database — through the same connection
 * (PGlite) or pool (Postgres) as every query — so jobs are rows in the `pgboss` schema: they survive restarts,
 * one instance takes each (SKIP LOCKED), failures retry with backoff, schedules fire once across instances.
 */
export async function startJobRunner({
  database,
  logger,
  jobs,
  pollingIntervalSeconds = 2,
}: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => database.query(text, values) }, ...RETRY });
  boss.on('error', (error) => logger.error({ err: error }, 'Job runner error'));

  // Each queue's worker on this instance, by queue name: a job queued here wakes it at once (ADR 0122), so the
  // polling only finds what came otherwise (another instance, a schedule, a retry, a later slot).
  const workerIds = new Map<string, string>();
  const wake = (name: string) => {
    const workerId = workerIds.get(name);
    if (workerId) boss.notifyWorker(workerId);
  };
  const queue: JobQueue = {
    async send(job, data) {
      await boss.send(job.name, data);
      wake(job.name);
    },
    async sendMany(job, items) {
      for (let start = 0; start < items.length; start += INSERT_BATCH) {
        await boss.insert(items.slice(start, start + INSERT_BATCH).map((data) => ({ name: job.name, data })));
      }
      wake(job.name);
    },
    async sendOncePer(job, data, key, seconds) {
      await boss.send(job.name, data, { singletonKey: key, singletonSeconds: seconds, singletonNextSlot: true });
      wake(job.name);
    },
  };

  // Instances starting together would each create pg-boss's schema and queues: one at a time.
  await database.oneAtATime(async () => {
    await boss.start();
    for (const job of jobs) {
      // pg-boss 10.4 keeps only expireInSeconds on a queue; updateQueue brings a queue an earlier version created
      // up to these settings (createQueue leaves an existing one as it was).
      const options = {
        name: job.name,
        ...RETRY,
        ...(job.expireInHours ? { expireInSeconds: job.expireInHours * 3600 } : {}),
      };
      await boss.createQueue(job.name, options);
      await boss.updateQueue(job.name, options);
    }
  });
  // The batches being worked on: stopping waits for them too, so none of them fails a job (or records one done) after
  // the database has closed under it — pg-boss's graceful stop gives up on a slow one after its timeout.
  const running = new Set<Promise<unknown>>();
  for (const job of jobs) {
    // A worker takes up to WORK_BATCH jobs per poll and runs them together; each one that fails is failed on
    // its own (it is retried later), the others complete. After a full batch it asks again at once.
    let workerId = '';
    workerId = await boss.work<object>(job.name, { pollingIntervalSeconds, batchSize: WORK_BATCH }, async (batch) => {
      if (batch.length === WORK_BATCH) boss.notifyWorker(workerId);
      const work = Promise.all(
        batch.map(async (next) => {
          const started = Date.now();
          try {
            await job.run(next.data as never, queue);
            logger.info({ job: job.name, jobId: next.id, ms: Date.now() - started }, 'Job done');
          } catch (error) {
            logger.warn({ err: error, job: job.name, jobId: next.id }, 'Job failed; it will be retried');
            await boss.fail(job.name, next.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }),
      );
      running.add(work);
      try {
        await work;
      } finally {
        running.delete(work);
      }
    });
    workerIds.set(job.name, workerId);
    if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
  }

  return {
    ...queue,
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      await Promise.allSettled(running);
    },
  };
}
