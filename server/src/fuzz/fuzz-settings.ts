/** Runs per endpoint and seed of the API fuzzer: small and fixed in `npm test`; FUZZ_RUNS / FUZZ_SEED override them. */
export const DEFAULT_FUZZ_RUNS = 12;
export const DEFAULT_FUZZ_SEED = 20_240_611;

export type FuzzSettings = { runs: number; seed: number; reportFile: string | undefined };

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number ≥ 0, not '${value}'`);
  return parsed;
}

/** The fuzzer's settings from the environment (tests may read it; the app reads only env.ts). */
export function readFuzzSettings(environment: NodeJS.ProcessEnv = process.env): FuzzSettings {
  return {
    runs: Math.max(1, positiveInteger('FUZZ_RUNS', environment.FUZZ_RUNS, DEFAULT_FUZZ_RUNS)),
    seed: positiveInteger('FUZZ_SEED', environment.FUZZ_SEED, DEFAULT_FUZZ_SEED),
    reportFile: environment.FUZZ_REPORT || undefined,
  };
}
