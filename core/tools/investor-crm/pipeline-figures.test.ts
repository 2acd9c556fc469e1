import { describe, expect, it } from 'vitest';
import { pipelineFigures } from './pipeline-figures';
import { reachedAfterMove } from './investor-stages';

describe('pipelineFigures', () => {
  // Worked by hand. Five investors: A committed 250,000 (reached committed); B committed with no amount; C in
  // meeting; D passed after a meeting (reached meeting); E researching. Target 1,000,000.
  const investors = [
    { stage: 'committed', reached: 'committed', cheque: 250_000 },
    { stage: 'committed', reached: 'committed', cheque: null },
    { stage: 'meeting', reached: 'meeting', cheque: 100_000 },
    { stage: 'passed', reached: 'meeting', cheque: 50_000 },
    { stage: 'researching', reached: 'researching', cheque: null },
  ] as const;
  const figures = pipelineFigures(investors, 1_000_000);

  it('counts each stage', () =>
    expect(figures.counts).toEqual({
      researching: 1,
      contacted: 0,
      meeting: 1,
      'due-diligence': 0,
      'term-sheet': 0,
      committed: 2,
      passed: 1,
    }));

  it('sums the committed cheques against the target', () => {
    expect(figures.committed).toBe(250_000);
    expect(figures.committedWithoutAmount).toBe(1);
    expect(figures.progress).toBe(0.25);
  });

  it('counts the funnel by the furthest stage reached', () =>
    // Reached researching: all 5; contacted: A B C D = 4 (4/5); meeting: 4 (4/4); due diligence: A B = 2 (2/4);
    // term sheet: 2 (2/2); committed: 2 (2/2).
    expect(figures.funnel).toEqual([
      { stage: 'researching', reached: 5, conversion: null },
      { stage: 'contacted', reached: 4, conversion: 0.8 },
      { stage: 'meeting', reached: 4, conversion: 1 },
      { stage: 'due-diligence', reached: 2, conversion: 0.5 },
      { stage: 'term-sheet', reached: 2, conversion: 1 },
      { stage: 'committed', reached: 2, conversion: 1 },
    ]));

  it('has no progress without a target, and no conversion after a stage nobody reached', () => {
    const empty = pipelineFigures([], null);
    expect(empty.progress).toBeNull();
    expect(empty.funnel[1]).toEqual({ stage: 'contacted', reached: 0, conversion: null });
  });

  it('sums cents exactly', () =>
    expect(
      pipelineFigures(
        [
          { stage: 'committed', reached: 'committed', cheque: 0.1 },
          { stage: 'committed', reached: 'committed', cheque: 0.2 },
        ],
        null,
      ).committed,
    ).toBe(0.3));
});

describe('reachedAfterMove', () => {
  it('keeps the furthest stage when moved back or passed', () => {
    expect(reachedAfterMove('meeting', 'contacted')).toBe('meeting');
    expect(reachedAfterMove('meeting', 'passed')).toBe('meeting');
    expect(reachedAfterMove('meeting', 'term-sheet')).toBe('term-sheet');
  });
});
