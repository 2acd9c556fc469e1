import { describe, expect, it } from 'vitest';
import { DEFAULT_VESTING } from './vesting';
import {
  DEFAULT_FOUNDERS,
  EQUITY_LIMITS,
  NEW_FOUNDER,
  createFounder,
  founderSchema,
  splitEquity,
  sumFactors,
  type Founder,
} from './equity-split';
import { equityScenarioSchema } from './equity-scenarios';

const founder = (id: string, contribution: number, commitment: number, experience: number): Founder => ({
  id,
  name: id,
  role: '',
  contribution,
  commitment,
  experience,
});
const percents = (founders: readonly Founder[]) => splitEquity(founders).map((share) => share.percent);

/** A small deterministic generator (mulberry32), so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('splitEquity', () => {
  it('splits the defaults 49 / 51', () => {
    // CEO 40 + 100 + 80 = 220, CTO 35 + 100 + 90 = 225, total 445: 49.44 % and 50.56 %.
    const shares = splitEquity(DEFAULT_FOUNDERS);
    expect(shares.map((share) => share.points)).toEqual([220, 225]);
    expect(shares.map((share) => share.percent)).toEqual([49, 51]);
    expect(shares[0]?.exactPercent).toBeCloseTo((220 / 445) * 100, 10);
    expect(shares[1]?.exactPercent).toBeCloseTo((225 / 445) * 100, 10);
  });

  it('gives a new founder 25 / 100 / 50 and splits three founders 36 / 36 / 28', () => {
    expect(NEW_FOUNDER).toEqual({ contribution: 25, commitment: 100, experience: 50 });
    const third = createFounder(3);
    expect(third).toEqual({
      id: 'founder-3',
      name: 'Founder 3',
      role: '',
      contribution: 25,
      commitment: 100,
      experience: 50,
    });
    // 220, 225, 175 of 620: 35.48, 36.29, 28.23 → floors 35 + 36 + 28 = 99; the largest remainder (.48) gets the 1.
    expect(percents([...DEFAULT_FOUNDERS, third])).toEqual([36, 36, 28]);
  });

  it('gives everyone 0 when every slider is 0', () => {
    expect(splitEquity([founder('a', 0, 0, 0), founder('b', 0, 0, 0)])).toEqual([
      { founderId: 'a', points: 0, exactPercent: 0, percent: 0 },
      { founderId: 'b', points: 0, exactPercent: 0, percent: 0 },
    ]);
    expect(splitEquity([])).toEqual([]);
  });

  it('gives a founder with no points 0 and one founder 100', () => {
    expect(percents([founder('a', 0, 0, 0), founder('b', 1, 0, 0)])).toEqual([0, 100]);
    expect(percents([founder('a', 10, 20, 30)])).toEqual([100]);
  });

  it('breaks ties between equal remainders by order', () => {
    // Three equal founders: 33.33 each, floors 99, the first listed gets the missing point.
    expect(percents([founder('a', 10, 10, 10), founder('b', 10, 10, 10), founder('c', 10, 10, 10)])).toEqual([
      34, 33, 33,
    ]);
    // Six equal: 16.67 each, floors 96, the first four get one each.
    expect(percents(Array.from({ length: 6 }, (_, index) => founder(`f${index}`, 50, 50, 50)))).toEqual([
      17, 17, 17, 17, 16, 16,
    ]);
  });

  it('always adds up to exactly 100, within 1 of the exact share (seeded random founder sets)', () => {
    const next = random(20261122);
    const slider = () => Math.floor(next() * 101);
    for (let run = 0; run < 2000; run += 1) {
      const count = 1 + Math.floor(next() * EQUITY_LIMITS.founders);
      const founders = Array.from({ length: count }, (_, index) => founder(`f${index}`, slider(), slider(), slider()));
      const shares = splitEquity(founders);
      const total = founders.reduce((sum, each) => sum + sumFactors(each), 0);
      const context = `run ${run}: ${JSON.stringify(founders.map(sumFactors))}`;
      expect(
        shares.reduce((sum, share) => sum + share.percent, 0),
        context,
      ).toBe(total === 0 ? 0 : 100);
      for (const share of shares) {
        expect(Number.isInteger(share.percent), context).toBe(true);
        expect(Math.abs(share.percent - share.exactPercent), context).toBeLessThan(1);
      }
    }
  });
});

describe('founderSchema and equityScenarioSchema', () => {
  const valid = { ...DEFAULT_FOUNDERS[0], vesting: DEFAULT_VESTING };
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('accepts the defaults and trims names', () => {
    expect(founderSchema.parse({ ...valid, name: '  Asha  ' }).name).toBe('Asha');
    expect(equityScenarioSchema.safeParse({ name: 'Plan A', data: { founders: [valid] } }).success).toBe(true);
  });

  it('refuses an empty name, sliders outside 0–100 or not whole numbers, a long role', () => {
    expect(firstMessage(founderSchema.safeParse({ ...valid, name: '   ' }))).toBe('Founder name is required');
    expect(firstMessage(founderSchema.safeParse({ ...valid, contribution: 101 }))).toBe('Must be between 0 and 100');
    expect(firstMessage(founderSchema.safeParse({ ...valid, commitment: -1 }))).toBe('Must be between 0 and 100');
    expect(firstMessage(founderSchema.safeParse({ ...valid, experience: 2.5 }))).toBe('Must be between 0 and 100');
    expect(firstMessage(founderSchema.safeParse({ ...valid, experience: '50' }))).toBe('Must be between 0 and 100');
    expect(firstMessage(founderSchema.safeParse({ ...valid, role: 'x'.repeat(61) }))).toBe(
      'Role must be at most 60 characters',
    );
  });

  it('refuses more than 20 founders and a cliff longer than the schedule', () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({ ...valid, id: `f${index}` }));
    expect(firstMessage(equityScenarioSchema.safeParse({ name: 'Big', data: { founders: many } }))).toBe(
      'At most 20 founders',
    );
    const badVesting = { ...valid, vesting: { totalMonths: 12, cliffMonths: 24 } };
    expect(firstMessage(equityScenarioSchema.safeParse({ name: 'Plan', data: { founders: [badVesting] } }))).toBe(
      'The cliff cannot be longer than the vesting period',
    );
  });
});
