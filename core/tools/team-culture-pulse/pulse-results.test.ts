import { describe, expect, it } from 'vitest';
import { enpsGroupsOf, enpsOf, isAboveThreshold, questionAveragesOf, roundFiguresOf } from './pulse-results';

/*
 * The employee Net Promoter Score is Bain & Company's Net Promoter Score asked of a team about their workplace:
 * "the percentage of customers who are promoters (those who scored 9 or 10) minus the percentage who are detractors
 * (those who scored 0 to 6)" — Bain & Company, 'Measuring Your Net Promoter Score',
 * https://nps.bain.com/about/measuring-your-net-promoter-score/. Every figure below is worked by hand.
 */
describe('enpsOf', () => {
  it('is the % of promoters minus the % of detractors (DELA annual report 2018, glossary: 30 % − 20 % = +10)', () => {
    // https://annualreport2018.dela.nl/begrippenlijst/net-promotor-score: "if … 30% … is a promotor and 20% is a
    // detractor, the NPS is +10". Ten answers: promoters 9, 10, 9 (3 = 30 %); passives 7, 8, 7, 8, 7; detractors
    // 0, 6 (2 = 20 %). 30 − 20 = 10.
    expect(enpsOf([9, 10, 9, 7, 8, 7, 8, 7, 0, 6])).toBe(10);
  });

  it('counts 9 and 10 as promoters, 7 and 8 as passives, 0 to 6 as detractors', () => {
    // Promoters 10, 9, 10, 9, 9 (5 of 10 = 50 %); passives 8, 7; detractors 6, 3, 5 (3 of 10 = 30 %): 50 − 30 = 20.
    const scores = [10, 9, 8, 7, 6, 3, 10, 9, 5, 9];
    expect(enpsGroupsOf(scores)).toEqual({ promoters: 5, passives: 2, detractors: 3 });
    expect(enpsOf(scores)).toBe(20);
  });

  it('runs from −100 (every answer a detractor) to 100 (every answer a promoter); passives alone give 0', () => {
    expect(enpsOf([0, 6, 3])).toBe(-100);
    expect(enpsOf([9, 10])).toBe(100);
    expect(enpsOf([7, 8, 8])).toBe(0);
  });

  it('keeps thirds exact: 10, 9, 5 → 2/3 − 1/3 = 33.3… %', () => {
    expect(enpsOf([10, 9, 5])).toBeCloseTo(100 / 3, 10);
  });

  it('is null without scores', () => {
    expect(enpsOf([])).toBeNull();
  });
});

describe('the anonymity threshold', () => {
  const questions = [{ id: 'clarity', text: 'I know what is expected of me at work' }];
  const answer = (enps: number, clarity: number) => ({ enps, agreements: { clarity } });

  it('shows nothing of 2 answers', () => {
    expect(isAboveThreshold(2)).toBe(false);
    expect(roundFiguresOf(questions, [answer(10, 5), answer(3, 1)])).toBeNull();
  });

  it('shows the figures of 3 answers', () => {
    // eNPS: 10, 9 promoters, 5 a detractor → 2/3 − 1/3 = 33.3…; clarity (5 + 4 + 2) / 3 = 11/3 = 3.67.
    const figures = roundFiguresOf(questions, [answer(10, 5), answer(9, 4), answer(5, 2)]);
    expect(isAboveThreshold(3)).toBe(true);
    expect(figures).toMatchObject({ promoters: 2, passives: 0, detractors: 1 });
    expect(figures!.enps).toBeCloseTo(33.333, 3);
    expect(figures!.averages[0]!.average).toBeCloseTo(11 / 3, 10);
  });
});

describe('questionAveragesOf', () => {
  it('averages each question of the round in its order; one nobody answered has none', () => {
    const questions = [
      { id: 'a', text: 'First' },
      { id: 'b', text: 'Second' },
    ];
    // a: (4 + 2 + 3) / 3 = 3; b: answered once, 5.
    expect(
      questionAveragesOf(questions, [
        { enps: 9, agreements: { a: 4, b: 5 } },
        { enps: 9, agreements: { a: 2 } },
        { enps: 9, agreements: { a: 3 } },
      ]),
    ).toEqual([
      { questionId: 'a', text: 'First', average: 3 },
      { questionId: 'b', text: 'Second', average: 5 },
    ]);
    expect(questionAveragesOf([{ id: 'c', text: 'Third' }], [])).toEqual([
      { questionId: 'c', text: 'Third', average: null },
    ]);
  });
});
