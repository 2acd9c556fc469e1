import fc from 'fast-check';

/** Strings that have broken web apps: SQL and LIKE metacharacters, traversal, NUL, lone surrogates, markup. */
const NASTY_STRINGS = [
  "'; drop table ideas; --",
  "' or '1'='1",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\u202e\u0301',
  '🦄'.repeat(30),
  '__proto__',
  'constructor',
  'null',
  ' ',
  '',
];

/**
 * One character of generated text: mostly any grapheme, sometimes one that breaks naive code (NUL, a lone
 * surrogate, quote, LIKE wildcards, backslash, bidi override), so valid-looking values carry them too.
 */
export const textUnitArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 30, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udc00', "'", '%', '_', '\\', '\u202e') },
);

/** Any string worth sending where text goes: the list above, arbitrary code points, or a huge one. */
export const nastyStringArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: textUnitArbitrary, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(300, 5_000, 120_000, 600_000).map((length) => 'é'.repeat(length)) },
);

/** Numbers at the edges: negative, zero, fractions, beyond int4 and the safe integers, and NaN-like strings. */
const EDGE_NUMBERS = [
  -1,
  -0,
  0,
  0.001,
  1.5,
  1e21,
  -1e308,
  1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  'NaN',
  'Infinity',
  '-1',
  '1e999',
  '0x10',
];

/** Deeply nested arrays and objects. */
const deepArbitrary = fc.integer({ min: 50, max: 2_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { nested: value };
  return value;
});

/** A value of any shape to put where another was expected. */
export const garbageArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyStringArbitrary },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...EDGE_NUMBERS, true, false, null, [], {}) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepArbitrary },
);
