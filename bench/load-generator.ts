import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/*
 * The benchmarks' load generator: autocannon in a child process of its own (this same file, forked), so that the
 * load is generated on the same box but not in the server's process.
 */

export const CONNECTIONS = 50;
export const WARM_UP_S = 2;
export const MEASURE_S = 10;

/** `connections`: 50 (CONNECTIONS) unless given. */
type LoadJob = { url: string; headers: Record<string, string>; duration: number; connections?: number };
export type Figures = {
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};
type LoadAnswer = { figures: Figures } | { error: string };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One bounded autocannon run; latencies are kept exactly (autocannon's own summary has no p95). */
function runLoad({ url, headers, duration, connections = CONNECTIONS }: LoadJob): Promise<Figures> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration, timeout: 10 }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        reqPerSec: result.requests.average,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

if (process.env.BENCH_LOAD_GENERATOR === '1' && process.send) {
  process.on('message', (job: LoadJob) => {
    runLoad(job).then(
      (figures) => process.send!({ figures } satisfies LoadAnswer),
      (error: unknown) => process.send!({ error: String(error) } satisfies LoadAnswer),
    );
  });
  process.on('disconnect', () => process.exit(0));
}

export class LoadGenerator {
  private readonly child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_LOAD_GENERATOR: '1' },
    // The loader flags (--import tsx), not a one-off like --input-type.
    execArgv: process.execArgv.filter((flag) => !flag.startsWith('--input-type')),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  run(job: LoadJob): Promise<Figures> {
    return new Promise((resolve, reject) => {
      if (!this.child.connected) return reject(new Error(`load generator is gone (exit code ${this.child.exitCode})`));
      const onExit = (code: number | null) => reject(new Error(`load generator exited with ${code}`));
      this.child.once('exit', onExit);
      this.child.once('message', (answer: LoadAnswer) => {
        this.child.off('exit', onExit);
        if ('error' in answer) reject(new Error(answer.error));
        else resolve(answer.figures);
      });
      this.child.send(job);
    });
  }

  /** A warm-up run (discarded), then, once the server has answered what the warm-up left, the measured one. */
  async measure(
    url: string,
    headers: Record<string, string>,
    drained: () => Promise<void>,
    connections = CONNECTIONS,
  ): Promise<Figures> {
    await this.run({ url, headers, duration: WARM_UP_S, connections });
    await drained();
    return this.run({ url, headers, duration: MEASURE_S, connections });
  }

  close() {
    this.child.disconnect();
  }
}
