import { describe, expect, it } from 'vitest';
import { checkDraft, NEW_DRAFT, type PricingDraft } from './pricing-draft';

/** The new analysis with its first tier's price and the CAC as typed. */
const typed = (price: string, cac = NEW_DRAFT.economics.cac): PricingDraft => ({
  ...NEW_DRAFT,
  tiers: NEW_DRAFT.tiers.map((tier, index) => (index === 0 ? { ...tier, price } : tier)),
  economics: { ...NEW_DRAFT.economics, cac },
});

describe('checkDraft reads prices as founders type them (issue 33)', () => {
  it.each([
    // The issue's own: '₹999' was refused.
    ['en', '₹999', 999],
    ['en', 'Rs 1,499', 1499],
    ['en', '$29', 29],
    // German writes nine ninety-nine '9,99'.
    ['de', '9,99 €', 9.99],
  ])('%s %j → %j', (language, price, value) => {
    const { data, errors } = checkDraft(typed(price), language);
    expect(errors).toEqual(new Map());
    expect(data?.tiers[0]?.price).toBe(value);
  });

  it('reads the CAC the same way: ₹1.5K is 1,500', () => {
    expect(checkDraft(typed('₹999', '₹1.5K'), 'en').data?.economics.cac).toBe(1500);
  });

  it.each(['', 'abc', '₹'])('refuses a price of %j by its field', (price) => {
    const { data, errors } = checkDraft(typed(price), 'en');
    expect(data).toBeNull();
    expect(errors.has('tiers.0.price')).toBe(true);
  });
});

describe('checkDraft leaves out a tier left wholly blank (issue 33)', () => {
  const blank = { id: 'tier-3', name: ' ', price: '', share: '' };
  const [starter, pro] = NEW_DRAFT.tiers as [PricingDraft['tiers'][number], PricingDraft['tiers'][number]];

  it('checks and keeps the others only', () => {
    const { data, errors } = checkDraft({ ...NEW_DRAFT, tiers: [starter, blank, pro] });
    expect(errors).toEqual(new Map());
    expect(data?.tiers.map((tier) => tier.id)).toEqual(['tier-1', 'tier-2']);
  });

  it('says what is wrong by the place the tier has on the page, blank ones counted', () => {
    const { data, errors } = checkDraft({ ...NEW_DRAFT, tiers: [starter, blank, { ...pro, price: 'abc' }] });
    expect(data).toBeNull();
    expect([...errors.keys()]).toEqual(['tiers.2.price']);
  });
});
