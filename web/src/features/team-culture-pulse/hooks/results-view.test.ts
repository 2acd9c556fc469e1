import type { PulseResults, PulseRoundResult } from '@core/tools/team-culture-pulse/pulse-results';
import { describe, expect, it } from 'vitest';
import { averagesToChart, resultsCsvRows } from './results-view';

const round = (number: number, figures: PulseRoundResult['figures'], answerCount = 3): PulseRoundResult => ({
  number,
  openedAt: `2026-11-0${number}T09:00:00.000Z`,
  closedAt: null,
  answerCount,
  figures,
});
const figures = (enps: number, averages: [string, number][]) => ({
  enps,
  promoters: 1,
  passives: 1,
  detractors: 1,
  averages: averages.map(([questionId, average]) => ({ questionId, text: `Text ${questionId}`, average })),
});

// Round 1 asked a and b; round 2 only 1 answer; round 3 asked a and c (b reworded away, c added); round 4 a and c.
const results: PulseResults = {
  threshold: 3,
  rounds: [
    round(
      1,
      figures(0, [
        ['a', 3],
        ['b', 4],
      ]),
    ),
    round(2, null, 1),
    round(
      3,
      figures(100 / 3, [
        ['a', 4],
        ['c', 2.5],
      ]),
    ),
    round(
      4,
      figures(-20, [
        ['a', 11 / 3],
        ['c', 3],
      ]),
    ),
  ],
};

describe('averagesToChart', () => {
  it('charts the last round’s questions beside the earlier rounds that asked all of them', () => {
    const chart = averagesToChart(results)!;
    expect(chart.questions.map(({ questionId }) => questionId)).toEqual(['a', 'c']);
    expect(chart.rounds.map(({ number, figures: { averages } }) => [number, averages.map((a) => a.average)])).toEqual([
      [3, [4, 2.5]],
      [4, [11 / 3, 3]],
    ]);
  });

  it('charts nothing before a round reached the threshold', () => {
    expect(averagesToChart({ threshold: 3, rounds: [round(1, null, 2)] })).toBeNull();
  });
});

describe('resultsCsvRows', () => {
  it('writes every round, a column per question, whole eNPS and averages to 2 decimals', () => {
    const words = {
      round: 'Round',
      opened: 'Opened',
      closed: 'Closed',
      answers: 'Answers',
      enps: 'eNPS',
      promoters: 'Promoters',
      passives: 'Passives',
      detractors: 'Detractors',
    };
    // 100/3 = 33.3… → 33; 11/3 = 3.666… → 3.67.
    expect(resultsCsvRows(results, words)).toEqual([
      [
        'Round',
        'Opened',
        'Closed',
        'Answers',
        'eNPS',
        'Promoters',
        'Passives',
        'Detractors',
        'Text a',
        'Text b',
        'Text c',
      ],
      [1, '2026-11-01', '', 3, 0, 1, 1, 1, 3, 4, ''],
      [2, '2026-11-02', '', 1, '', '', '', '', '', '', ''],
      [3, '2026-11-03', '', 3, 33, 1, 1, 1, 4, '', 2.5],
      [4, '2026-11-04', '', 3, -20, 1, 1, 1, 3.67, '', 3],
    ]);
  });
});
