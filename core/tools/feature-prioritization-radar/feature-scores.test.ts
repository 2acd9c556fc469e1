import { describe, expect, it } from 'vitest';
import { iceScore, riceScore, roundedScore } from './feature-scores';

/*
 * Sources. Intercom's article (Sean McBride,
 * https://www.intercom.com/blog/rice-simple-prioritization-for-product-managers/) gives the formula and the scales — impact 'Massive = 3x, High = 2x, Medium = 1x, Low = 0.5x, Minimal = 0.25x',
 * confidence 'High = 100%, Medium = 80%, Low = 50%', effort in person-months with a 'minimum of half a month' (as
 * quoted at https://coda.io/@greg-docter/decision-making-frameworks/rice-intercom-32). The article's own worked
 * projects could not be retrieved here, so the RICE figures below are published examples that follow it, named beside
 * each, and cases worked by hand. ICE: 'Hacking Growth' (Sean Ellis, Morgan Brown), chapter 6, as summarised at
 * https://bite15.com/en/pages/hacking-growth-capitolo-06.
 */

describe('RICE', () => {
  it('scores a published worked example: 2,000 a quarter, high impact, 80 %, 4 person-months is 800', () => {
    // 'Feature A' of the RICE write-up in github.com/timeclick-software/awesome-time-tracking
    // (details/rice-framework.md), on Intercom's scales: 'RICE Score = (2,000 × 2 × 0.8) / 4 = 800'.
    expect(riceScore({ reach: 2_000, impact: 2, confidence: 80, effort: 4 })).toBe(800);
  });

  it('scores the onboarding example quoted from Intercom: 5,000, high, 80 %, 2 person-months is 4,000', () => {
    // https://www.hashbuilds.com/patterns/what-is-rice-score, its 'Intercom example': 'Onboarding improvement:
    // Reach=5000, Impact=2, Confidence=80%, Effort=2 = 4000' — 5,000 × 2 × 0.8 = 8,000, ÷ 2.
    expect(riceScore({ reach: 5_000, impact: 2, confidence: 80, effort: 2 })).toBe(4_000);
  });

  it('scores hand-worked cases across the scale, half a person-month included', () => {
    // 450 × 3 × 1.0 ÷ 2 = 675; 800 × 2 × 0.5 ÷ 1 = 800; 300 × 0.25 × 0.5 ÷ 0.5 = 75; 0 reached scores 0.
    expect(riceScore({ reach: 450, impact: 3, confidence: 100, effort: 2 })).toBe(675);
    expect(riceScore({ reach: 800, impact: 2, confidence: 50, effort: 1 })).toBe(800);
    expect(riceScore({ reach: 300, impact: 0.25, confidence: 50, effort: 0.5 })).toBe(75);
    expect(riceScore({ reach: 0, impact: 3, confidence: 100, effort: 1 })).toBe(0);
    // 100 × 1 × 0.8 ÷ 3 = 26.666…, shown as 26.67.
    expect(roundedScore(riceScore({ reach: 100, impact: 1, confidence: 80, effort: 3 }))).toBe(26.67);
  });
});

describe('ICE', () => {
  it("averages the three ratings as 'Hacking Growth' does: 7, 4 and 8 score 6.33", () => {
    // Ellis and Brown, 'Hacking Growth', chapter 6 (summarised at bite15.com): a $10 referral credit rated impact 7,
    // confidence 4, ease 8 — 'the sum would be 19 and the final average would be 6.33'.
    expect(roundedScore(iceScore({ impact: 7, confidence: 4, ease: 8 }))).toBe(6.33);
  });

  it('scores hand-worked cases: 8, 7, 6 is 7; 10, 10, 10 is 10; 1, 1, 2 is 1.33', () => {
    // (8 + 7 + 6) / 3 = 21 / 3; (1 + 1 + 2) / 3 = 1.333…
    expect(iceScore({ impact: 8, confidence: 7, ease: 6 })).toBe(7);
    expect(iceScore({ impact: 10, confidence: 10, ease: 10 })).toBe(10);
    expect(roundedScore(iceScore({ impact: 1, confidence: 1, ease: 2 }))).toBe(1.33);
  });
});
