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
/** The warm-up of each round of routes measured turn about (measureTurnAbout). */
export const ROUND_WARM_UP_S = 1;

/**
 * `connections`: 50 (CONNECTIONS) unless given. `warmUp`: the first seconds of the run, on the same connections,
 * whose requests are not counted (0 unless given).
 */
type LoadJob = {
  url: string;
  headers: Record<string, string>;
  duration: number;
  connections?: number;
  warmUp?: number;
};
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One run's answers: every latency (ms, sorted), and its counts. */
type Run = { requests: number; seconds: number; latencies: number[]; non2xx: number; errors: number; timeouts: number };
type LoadAnswer = { run: Run } | { error: string };

/**
 * One bounded autocannon run; latencies are kept exactly (autocannon's own summary has no p95). A request sent in the
 * warm-up is not counted, nor its time: the run's connections are opened then, and the first requests of fifty new
 * connections to a busy server wait up to ~1.7 s here while they are accepted.
 */
function runLoad({ url, headers, duration, connections = CONNECTIONS, warmUp = 0 }: LoadJob): Promise<Run> {
  const latencies: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration, timeout: 10 }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requests: latencies.length,
        seconds: result.duration - warmUp,
        latencies: latencies.sort((a, b) => a - b),
        non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (performance.now() - responseTime - started < warmUp * 1000) return;
      latencies.push(responseTime);
      if (status < 200 || status > 299) non2xx += 1;
    });
  });
}

/** The figures of one or more runs of one route, as if they were one: their requests over their time. */
function figuresOf(runs: Run[]): Figures {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const sum = (count: (run: Run) => number) => runs.reduce((total, run) => total + count(run), 0);
  return {
    reqPerSec: sum((run) => run.requests) / sum((run) => run.seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: sum((run) => run.requests),
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
  };
}

if (process.env.BENCH_LOAD_GENERATOR === '1' && process.send) {
  process.on('message', (job: LoadJob) => {
    runLoad(job).then(
      (run) => process.send!({ run } satisfies LoadAnswer),
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

  private run(job: LoadJob): Promise<Run> {
    return new Promise((resolve, reject) => {
      if (!this.child.connected) return reject(new Error(`load generator is gone (exit code ${this.child.exitCode})`));
      const onExit = (code: number | null) => reject(new Error(`load generator exited with ${code}`));
      this.child.once('exit', onExit);
      this.child.once('message', (answer: LoadAnswer) => {
        this.child.off('exit', onExit);
        if ('error' in answer) reject(new Error(answer.error));
        else resolve(answer.run);
      });
      this.child.send(job);
    });
  }

  /** A run whose first WARM_UP_S seconds warm up its connections and the server, then MEASURE_S measured. */
  async measure(url: string, headers: Record<string, string>, connections = CONNECTIONS): Promise<Figures> {
    return figuresOf([
      await this.run({ url, headers, duration: WARM_UP_S + MEASURE_S, connections, warmUp: WARM_UP_S }),
    ]);
  }

  /**
   * Routes measured turn about, so that they are compared on the same machine: each is loaded for MEASURE_S /
   * `rounds` seconds in each of `rounds` rounds (MEASURE_S in all), each time after a warm-up of ROUND_WARM_UP_S on
   * the same connections, once the server has answered what the route before left. The figures of each
   * route over all its rounds, and its req/s in each round: a ratio of two routes taken round by round is not moved
   * by a host whose speed drifts over the seconds of a run (this one's did, by a third).
   */
  async measureTurnAbout(
    routes: { url: string; headers: Record<string, string> }[],
    drained: () => Promise<void>,
    rounds = 5,
  ): Promise<{ figures: Figures; perRound: number[] }[]> {
    const runs: Run[][] = routes.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, { url, headers }] of routes.entries()) {
        await drained();
        runs[i]!.push(
          await this.run({ url, headers, duration: ROUND_WARM_UP_S + MEASURE_S / rounds, warmUp: ROUND_WARM_UP_S }),
        );
      }
    }
    return runs.map((route) => ({
      figures: figuresOf(route),
      perRound: route.map((run) => run.requests / run.seconds),
    }));
  }

  close() {
    this.child.disconnect();
  }
}
