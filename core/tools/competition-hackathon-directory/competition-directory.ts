import { defineDirectory } from '../../directories/directory-definition';
import { COMPETITION_ENTRIES } from './competition-entries';
import { COMPETITION_KINDS, COMPETITION_REGIONS, type CompetitionFields } from './competition-fields';

/** A month as the month filter writes it ('4'), and 'year-round' for what runs all year. */
export const COMPETITION_MONTHS = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  'year-round',
] as const;

/**
 * The Competition & Hackathon Directory (issue 35, ADR 0096): its shipped programmes, filtered by kind, region and the
 * month they usually open or run (an entry that runs all year is 'year-round').
 */
export const competitionDirectory = defineDirectory<CompetitionFields>({
  id: 'competition-hackathon-directory',
  entries: COMPETITION_ENTRIES,
  facets: [
    { key: 'kind', values: COMPETITION_KINDS, of: (fields) => [fields.kind] },
    { key: 'region', values: COMPETITION_REGIONS, of: (fields) => fields.regions },
    {
      key: 'month',
      values: COMPETITION_MONTHS,
      of: (fields) => (fields.rolling ? ['year-round'] : fields.usualMonths.map(String)),
    },
  ],
});
