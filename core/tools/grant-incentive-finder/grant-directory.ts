import { defineDirectory } from '../../directories/directory-definition';
import { GRANT_ENTRIES } from './grant-entries';
import { GRANT_COUNTRIES, GRANT_KINDS, GRANT_SECTORS, GRANT_STAGES, type GrantFields } from './grant-fields';

/**
 * The company-age filter's bands, in years from incorporation: [from, to). A programme is in a band when a company of
 * some age in it may apply (its limit is above the band's start), or when it sets no limit.
 */
export const AGE_BANDS = [
  { value: 'under-1', from: 0 },
  { value: '1-3', from: 1 },
  { value: '3-5', from: 3 },
  { value: '5-10', from: 5 },
  { value: '10-plus', from: 10 },
] as const;

/** Countries an applicant may be in: a programme open worldwide is open in each. */
const COUNTRY_VALUES = GRANT_COUNTRIES.filter((country) => country !== 'global');
/** Sectors a founder may pick: a programme for any sector is for each. */
const SECTOR_VALUES = GRANT_SECTORS.filter((sector) => sector !== 'any');

/**
 * The Grant & Incentive Finder (issue 35, ADR 0096): its shipped programmes, filtered by what a founder can say of
 * their company — country, stage, sector, age — and by the kind of support.
 */
export const grantDirectory = defineDirectory<GrantFields>({
  id: 'grant-incentive-finder',
  entries: GRANT_ENTRIES,
  facets: [
    {
      key: 'country',
      values: COUNTRY_VALUES,
      of: ({ countries }) => (countries.includes('global') ? COUNTRY_VALUES : countries),
    },
    { key: 'stage', values: GRANT_STAGES, of: ({ stages }) => stages },
    {
      key: 'sector',
      values: SECTOR_VALUES,
      of: ({ sectors }) => (sectors.includes('any') ? SECTOR_VALUES : sectors),
    },
    {
      key: 'age',
      values: AGE_BANDS.map((band) => band.value),
      of: ({ maxCompanyAgeYears }) =>
        AGE_BANDS.filter((band) => maxCompanyAgeYears === undefined || maxCompanyAgeYears > band.from).map(
          (band) => band.value,
        ),
    },
    { key: 'kind', values: GRANT_KINDS, of: ({ kind }) => [kind] },
  ],
});
