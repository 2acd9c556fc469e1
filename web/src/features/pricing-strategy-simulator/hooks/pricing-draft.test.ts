import { describe, expect, it } from 'vitest';
import { checkDraft, NEW_DRAFT, type PricingDraft } from './pricing-draft';

/** The new analysis with its first tier's price and the CAC as their fields hand them (ADR 0073). */
const typed = (price: string, cac = NEW_DRAFT.economics.cac): PricingDraft => ({
  ...NEW_DRAFT,
  tiers: NEW_DRAFT.tiers.map((tier, index) => (index === 0 ? { ...tier, price } : tier)),
  economics: { ...NEW_DRAFT.economics, cac },
});

describe('checkDraft reads amounts as their fields hand them: plain digits', () => {
  it.each([
    // '₹999' and '9,99 €' in German reach the draft as their fields read them.
    ['999', 999],
    ['9.99', 9.99],
  ])('%j → %j', (price, value) => {
    const { data, errors } = checkDraft(typed(price));
    expect(errors).toEqual(new Map());
    expect(data?.tiers[0]?.price).toBe(value);
  });

  it('reads the CAC the same way: ₹1.5K is handed as 1500', () => {
    expect(checkDraft(typed('999', '1500')).data?.economics.cac).toBe(1500);
  });

  it.each(['', 'abc', '₹'])('refuses a price of %j by its field', (price) => {
    const { data, errors } = checkDraft(typed(price));
    expect(data).toBeNull();
    expect(errors.has('tiers.0.price')).toBe(true);
  });
});
