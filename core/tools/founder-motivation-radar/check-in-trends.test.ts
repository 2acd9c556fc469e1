import { describe, expect, it } from 'vitest';
import { checkInOf } from './check-in-test-data';
import { averageScores, checkInWarning, radarComparison, scoresAverage, trendCheckIns } from './check-in-trends';

// Every figure below is worked by hand in its comment (ADR 0106 states the rules).
describe('averages', () => {
  it('averages a check-in over its five scores', () => {
    // 4 + 3 + 2 + 4 + 3 = 16; 16 / 5 = 3.2
    expect(scoresAverage(checkInOf('2026-W49', [4, 3, 2, 4, 3]))).toBeCloseTo(3.2, 10);
  });

  it('compares the newest check-in with the four check-ins before it, whatever the gaps', () => {
    const checkIns = [
      checkInOf('2026-W43', [1, 1, 1, 1, 1]), // the fifth before: left out
      checkInOf('2026-W45', [3, 2, 4, 3, 3]),
      checkInOf('2026-W49', [2, 2, 2, 2, 2]), // the newest
      checkInOf('2026-W44', [5, 4, 4, 3, 4]),
      checkInOf('2026-W48', [4, 3, 3, 4, 2]),
      checkInOf('2026-W46', [4, 3, 5, 2, 3]), // no W47: the four before W49 are W48, W46, W45, W44
    ];
    const comparison = radarComparison(checkIns)!;
    expect(comparison.latest.week).toBe('2026-W49');
    expect(comparison.previous.map(({ week }) => week)).toEqual(['2026-W48', '2026-W46', '2026-W45', '2026-W44']);
    // Energy (4 + 4 + 3 + 5) / 4 = 4; motivation (3 + 3 + 2 + 4) / 4 = 3; stress (3 + 5 + 4 + 4) / 4 = 4;
    // sleep (4 + 2 + 3 + 3) / 4 = 3; focus (2 + 3 + 3 + 4) / 4 = 3.
    expect(comparison.average).toEqual({ energy: 4, motivation: 3, stress: 4, sleep: 3, focus: 3 });
  });

  it('averages fewer when fewer came before, and none for a first check-in', () => {
    const two = radarComparison([checkInOf('2026-W48', [3, 3, 3, 3, 4]), checkInOf('2026-W47', [4, 2, 5, 1, 5])])!;
    // Only W47 came before W48: its scores are the average.
    expect(two.average).toEqual({ energy: 4, motivation: 2, stress: 5, sleep: 1, focus: 5 });
    expect(radarComparison([checkInOf('2026-W49', [3, 3, 3, 3, 3])])!.average).toBeNull();
    expect(radarComparison([])).toBeNull();
    // (2 + 3) / 2 = 2.5 for each score
    expect(averageScores([checkInOf('x', [2, 2, 2, 2, 2]), checkInOf('y', [3, 3, 3, 3, 3])])?.focus).toBe(2.5);
  });

  it('lists the trends oldest first, the newest twelve', () => {
    const weeks = Array.from({ length: 14 }, (_, index) => `2026-W${String(index + 30)}`);
    const trend = trendCheckIns(weeks.map((week) => checkInOf(week, [3, 3, 3, 3, 3])));
    // 14 weeks W30–W43: the newest twelve are W32–W43.
    expect(trend.map(({ week }) => week)).toEqual(weeks.slice(2));
  });
});

describe('the gentle warning', () => {
  // Averages, by hand: [4,4,4,4,4] = 4.0; [4,4,3,4,3] = 18/5 = 3.6; [3,3,3,4,3] = 16/5 = 3.2; [3,3,2,3,3] = 14/5 = 2.8.
  const falling = [
    checkInOf('2026-W46', [4, 4, 4, 4, 4]),
    checkInOf('2026-W47', [4, 4, 3, 4, 3]),
    checkInOf('2026-W48', [3, 3, 3, 4, 3]),
    checkInOf('2026-W49', [3, 3, 2, 3, 3]),
  ];

  it('warns when the average fell in each of the last three consecutive weeks', () => {
    // 4.0 > 3.6 > 3.2 > 2.8: three falls in four consecutive weeks.
    expect(checkInWarning(falling, '2026-W49')).toEqual({
      kind: 'falling',
      weeks: ['2026-W46', '2026-W47', '2026-W48', '2026-W49'],
    });
    // Still shown next week, before that week's check-in.
    expect(checkInWarning(falling, '2026-W50')?.kind).toBe('falling');
    // Two weeks on, it is old news: no warning.
    expect(checkInWarning(falling, '2026-W51')).toBeNull();
  });

  it('does not warn after two falls, a level week or a gap', () => {
    expect(checkInWarning(falling.slice(1), '2026-W49')).toBeNull(); // 3.6 > 3.2 > 2.8: only two falls
    const level = [...falling.slice(0, 3), checkInOf('2026-W49', [3, 3, 3, 4, 3])]; // 3.2 then 3.2: not lower
    expect(checkInWarning(level, '2026-W49')).toBeNull();
    const gap = [checkInOf('2026-W45', [4, 4, 4, 4, 4]), ...falling.slice(1)]; // W45, W47, W48, W49: W46 missing
    expect(checkInWarning(gap, '2026-W49')).toBeNull();
  });

  it('warns when the average is at or below 2 three weeks running', () => {
    // [2,2,2,2,2] = 2.0; [2,2,1,2,2] = 9/5 = 1.8; [1,3,2,2,2] = 10/5 = 2.0: all ≤ 2, and 2.0 → 1.8 → 2.0 is no fall.
    const low = [
      checkInOf('2026-W47', [2, 2, 2, 2, 2]),
      checkInOf('2026-W48', [2, 2, 1, 2, 2]),
      checkInOf('2026-W49', [1, 3, 2, 2, 2]),
    ];
    expect(checkInWarning(low, '2026-W49')).toEqual({ kind: 'low', weeks: ['2026-W47', '2026-W48', '2026-W49'] });
    // [2,3,2,2,2] = 11/5 = 2.2 > 2: not low.
    expect(checkInWarning([...low.slice(0, 2), checkInOf('2026-W49', [2, 3, 2, 2, 2])], '2026-W49')).toBeNull();
  });

  it('reads consecutive weeks across the turn of the year (2026 has a week 53)', () => {
    const turn = falling.map((checkIn, index) => ({
      ...checkIn,
      week: ['2026-W52', '2026-W53', '2027-W01', '2027-W02'][index]!,
    }));
    expect(checkInWarning(turn, '2027-W02')?.kind).toBe('falling');
    // 2027 has no week 53 before 2028-W01: 2027-W52 → 2028-W01 is consecutive too.
    const next = falling.map((checkIn, index) => ({
      ...checkIn,
      week: ['2027-W50', '2027-W51', '2027-W52', '2028-W01'][index]!,
    }));
    expect(checkInWarning(next, '2028-W01')?.kind).toBe('falling');
  });
});
