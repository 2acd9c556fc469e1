import { createTestServer } from '../server/src/testing/test-server';
import { onEachTarget, type Target } from './bench-targets';

const ROUNDS = 200;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;

/**
 * 'Forgot password?' must not tell an address with an account from one without, by its answer (a test) or its
 * time (this): the request for a known and an unknown address, alternated, each from a new client address
 * (the rate limit counts per client), in process, on TEST_DATABASE_URL's database (when set), then the embedded one.
 */
export async function benchResetTiming() {
  await onEachTarget('forgot password', resetTimingOn);
}

async function resetTimingOn(target: Target) {
  const server = await createTestServer({}, { database: target.database });
  try {
    await server.signedInClient('known@bench.example');
    const time = async (email: string) => {
      const started = performance.now();
      const answer = await server
        .client()
        .post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
      if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      known.push(await time('known@bench.example'));
      unknown.push(await time(`nobody-${round}@bench.example`));
    }
    console.log(`\nforgot password: answer time, ${ROUNDS} requests each, alternated (${server.database.kind})`);
    console.log(`  address with an account:    median ${median(known).toFixed(2)} ms, p90 ${p90(known).toFixed(2)} ms`);
    console.log(
      `  address without an account: median ${median(unknown).toFixed(2)} ms, p90 ${p90(unknown).toFixed(2)} ms`,
    );
  } finally {
    // The target closes its database.
    await server.stop();
  }
}
