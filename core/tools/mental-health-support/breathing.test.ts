import { describe, expect, it } from 'vitest';
import { breathingPhaseAt } from './breathing';

// The NHS's exercise: five counts in, then five out, no pause — a breath every 10 s (worked by hand).
describe('breathingPhaseAt', () => {
  it.each([
    [0, { phase: 'in', count: 1, breath: 1 }],
    [999, { phase: 'in', count: 1, breath: 1 }],
    [4_999, { phase: 'in', count: 5, breath: 1 }],
    [5_000, { phase: 'out', count: 1, breath: 1 }],
    [9_999, { phase: 'out', count: 5, breath: 1 }],
    [10_000, { phase: 'in', count: 1, breath: 2 }],
    // Three minutes: the 18th breath has just ended, the 19th begins.
    [180_000, { phase: 'in', count: 1, breath: 19 }],
    [-5, { phase: 'in', count: 1, breath: 1 }],
  ])('at %i ms', (elapsed, expected) => expect(breathingPhaseAt(elapsed)).toEqual(expected));
});
