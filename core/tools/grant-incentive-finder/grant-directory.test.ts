import { describe, expect, it } from 'vitest';
import { facetTagsOf } from '../../directories/directory-definition';
import { grantDirectory } from './grant-directory';
import type { GrantFields } from './grant-fields';

const fields = (changes: Partial<GrantFields>): GrantFields => ({
  kind: 'grant',
  provider: 'A public body',
  countries: ['india'],
  stages: ['seed'],
  sectors: ['software'],
  eligibility: { en: 'x', de: 'x', es: 'x', fr: 'x' },
  ...changes,
});
const tags = (changes: Partial<GrantFields>, key: string) =>
  facetTagsOf(grantDirectory, fields(changes)).filter((tag) => tag.startsWith(`${key}:`));

describe('the Grant & Incentive Finder’s filters', () => {
  it('puts a programme open worldwide, or to any sector, under every country and sector', () => {
    expect(tags({ countries: ['global'] }, 'country')).toHaveLength(9);
    expect(tags({ countries: ['india', 'uk'] }, 'country')).toEqual(['country:india', 'country:uk']);
    expect(tags({ sectors: ['any'] }, 'sector')).toHaveLength(10);
  });

  it('puts a programme under each age band a company may apply in: above the band’s start, or with no limit', () => {
    // SISFS-like: at most 2 years old — bands from 0 and from 1 (a 1½-year-old company may apply), not from 3.
    expect(tags({ maxCompanyAgeYears: 2 }, 'age')).toEqual(['age:under-1', 'age:1-3']);
    // At most 10 years: every band but 10 and more.
    expect(tags({ maxCompanyAgeYears: 10 }, 'age')).toEqual(['age:under-1', 'age:1-3', 'age:3-5', 'age:5-10']);
    expect(tags({}, 'age')).toEqual(['age:under-1', 'age:1-3', 'age:3-5', 'age:5-10', 'age:10-plus']);
  });
});
