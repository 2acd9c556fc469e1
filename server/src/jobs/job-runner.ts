import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';

/** A kind of background job: its queue's name, what one run does, and (optionally) when it runs by itself. */
export type JobDefinition<Data extends object> = {
  name: string;
  /** One run; throwing makes pg-boss retry it later, with backoff, up to `retryLimit` times. */
  run(data: Data): Promise<void>;
  /** A cron expression (UTC) for a job the runner starts by itself, e.g. '0 8 * * 1' (Mondays at 08:00). */
  schedule?: string;
};

export type JobRunner = {
  /** Queues a job now (it survives a restart, and one instance runs it). */
  send<Data extends object>(job: JobDefinition<Data>, data: Data): Promise<void>;
  /**
   * Queues at most one job per `key` per `seconds`: the first runs at once, later ones within the window make
   * one more run at the start of the next window (pg-boss's singleton slots).
   */
  sendOncePer<Data extends object>(job: JobDefinition<Data>, data: Data, key: string, seconds: number): Promise<void>;
  stop(): Promise<void>;
};

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
export async function startJobRunner({ database, logger, jobs, pollingIntervalSeconds = 2 }: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => database.query(text, values) }, ...RETRY });
  boss.on('error', (error) => logger.error({ err: error }, 'Job runner error'));
  await boss.start();

  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, ...RETRY });
    await boss.work<object>(job.name, { pollingIntervalSeconds }, async ([next]) => {
      if (!next) return;
      const started = Date.now();
      try {
        await job.run(next.data as never);
        logger.info({ job: job.name, jobId: next.id, ms: Date.now() - started }, 'Job done');
      } catch (error) {
        logger.warn({ err: error, job: job.name, jobId: next.id }, 'Job failed; it will be retried');
        throw error;
      }
    });
    if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
  }

  return {
    async send(job, data) {
      await boss.send(job.name, data);
    },
    async sendOncePer(job, data, key, seconds) {
      await boss.send(job.name, data, { singletonKey: key, singletonSeconds: seconds, singletonNextSlot: true });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  };
}
