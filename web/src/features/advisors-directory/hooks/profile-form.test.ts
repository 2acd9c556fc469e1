import { describe, expect, it } from 'vitest';
import { checkProfile, EMPTY_PROFILE, errorsOf, inputOf } from './profile-form';

const filled = {
  ...EMPTY_PROFILE,
  headline: 'Fintech operator',
  expertise: 'Payments, Pricing',
  howTheyHelp: 'Pricing',
  openTo: ['calls' as const],
};

describe('the profile form', () => {
  it('sends tags as typed between commas, hours as a number or none', () => {
    expect(inputOf({ ...filled, hoursPerMonth: ' 4 ' })).toMatchObject({
      expertise: ['Payments', ' Pricing'],
      hoursPerMonth: 4,
    });
    expect(inputOf(filled).hoursPerMonth).toBeNull();
    expect(inputOf({ ...filled, hoursPerMonth: 'four' }).hoursPerMonth).toBe(0);
  });

  it('says each wrong field’s first message by the field', () => {
    expect(checkProfile(filled).errors).toEqual({});
    expect(checkProfile({ ...filled, headline: '', hoursPerMonth: 'four', link: 'ftp://x' }).errors).toEqual({
      headline: 'Write a headline',
      hoursPerMonth: 'Enter between 1 and 200 hours',
      link: 'Enter a web address starting with http:// or https://',
    });
    expect(errorsOf([{ path: 'industries.0', message: 'Must be at most 40 characters' }])).toEqual({
      industries: 'Must be at most 40 characters',
    });
  });
});
