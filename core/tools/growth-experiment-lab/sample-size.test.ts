import { describe, expect, it } from 'vitest';
import { planTest, sampleSizePerGroup } from './sample-size';

describe('sampleSizePerGroup', () => {
  // R's documentation of power.prop.test (stats), its examples:
  //   power.prop.test(p1 = .50, p2 = .75, power = .90)  ## => n = 76.7
  //   power.prop.test(n = 50, p1 = .5, power = .90)     ## => p2 = 0.8026
  // (sig.level 0.05, two-sided). p2 = .75 is a relative effect of +50 % on .50; .8026 one of +60.52 %.
  it('gives the visitors per group R’s power.prop.test documents', () => {
    expect(sampleSizePerGroup(0.5, 0.5, 0.9, 0.05)).toBeCloseTo(76.7, 1);
    expect(sampleSizePerGroup(0.5, 0.6052, 0.9, 0.05)).toBeCloseTo(50, 1);
  });

  // Worked by hand at the defaults (80 % power, 5 % two-sided): baseline 10 %, +20 % → 12 %; p̄ = 0.11;
  // z₀.₉₇₅ √(2 · 0.11 · 0.89) = 1.959964 · 0.4424929 = 0.8672701; z₀.₈ √(0.09 + 0.1056) = 0.8416212 · 0.4422669
  // = 0.3722164; (1.2394865)² / 0.02² = 1.5363267 / 0.0004 = 3840.8 → 3,841 per group.
  it('works out the defaults by hand', () => {
    expect(sampleSizePerGroup(0.1, 0.2, 0.8, 0.05)).toBeCloseTo(3840.8, 0);
  });

  it('has no answer when the target rate leaves 0–100 % or nothing changes', () => {
    expect(sampleSizePerGroup(0.6, 0.8, 0.8, 0.05)).toBeNull();
    expect(sampleSizePerGroup(0.1, 0, 0.8, 0.05)).toBeNull();
    expect(sampleSizePerGroup(0, 0.1, 0.8, 0.05)).toBeNull();
  });
});

describe('planTest', () => {
  // From the hand-worked 3,840.8: 3,841 per group; two groups 7,682; at 500 a day 15.4 → 16 days.
  // Three groups: 11,523 → 23.05 → 24 days.
  it('rounds visitors up per group and days up for the traffic split across the groups', () => {
    const input = { baselineRate: 0.1, minimumEffect: 0.2, power: 0.8, significance: 0.05, dailyVisitors: 500 };
    expect(planTest({ ...input, variants: 2 })).toEqual({ perVariant: 3841, total: 7682, days: 16 });
    expect(planTest({ ...input, variants: 3 })).toEqual({ perVariant: 3841, total: 11523, days: 24 });
    expect(planTest({ ...input, variants: 2, dailyVisitors: 0 })).toBeNull();
  });
});
