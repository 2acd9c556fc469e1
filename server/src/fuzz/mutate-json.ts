import fc from 'fast-check';
import { garbageArbitrary, nastyStringArbitrary } from './nasty-values';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const without = (record: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

/** Keys a contract never has, including ones that reach an object's prototype when handled carelessly. */
const extraKeyArbitrary = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'id', 'userId', 'user_id', 'ownerId', 'isAdmin'),
  nastyStringArbitrary,
);

/**
 * One mutation of a JSON value, anywhere in it: a value of the wrong type, a key missing, an extra key,
 * a list grown huge, or the same applied deeper.
 */
export function mutationOf(value: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(value) && value.length > 0) {
    const index = fc.nat(value.length - 1);
    return fc.oneof(
      garbageArbitrary,
      fc.tuple(index, garbageArbitrary).map(([at, garbage]) => value.with(at, garbage)),
      index.chain((at) => mutationOf(value[at]).map((mutated) => value.with(at, mutated))),
      garbageArbitrary.map((garbage) => [...value, garbage]),
      fc.constantFrom(600, 20_000).map((length) => Array.from({ length }, () => value[0])),
    );
  }
  const keys = isRecord(value) ? Object.keys(value) : [];
  if (isRecord(value) && keys.length > 0) {
    const key = fc.constantFrom(...keys);
    return fc.oneof(
      garbageArbitrary,
      key.map((name) => without(value, name)),
      fc.tuple(key, garbageArbitrary).map(([name, garbage]) => ({ ...value, [name]: garbage })),
      key.chain((name) => mutationOf(value[name]).map((mutated) => ({ ...value, [name]: mutated }))),
      fc.tuple(extraKeyArbitrary, garbageArbitrary).map(([name, garbage]) => ({ ...value, [name]: garbage })),
    );
  }
  return garbageArbitrary;
}

/** Valid-ish values, the same mutated, and arbitrary JSON. */
export function mutatedArbitrary(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: valid.chain(mutationOf) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  );
}
