import { type GrantEntry } from './grant-fields';
import { EUROPE_ENTRIES } from './grant-entries-europe';
import { INDIA_ENTRIES } from './grant-entries-india';
import { INDIA_STATE_ENTRIES } from './grant-entries-india-states';
import { OTHER_ENTRIES } from './grant-entries-other';
import { UK_ENTRIES } from './grant-entries-uk';
import { US_ENTRIES } from './grant-entries-us';

/**
 * The Grant & Incentive Finder's shipped entries (issue 35): real, publicly documented programmes, each citing the
 * pages its facts were read on. Amounts carry the day they are true of (`amount.asOf`) because they change often;
 * deadlines are not stored at all. Add a programme to its region's file; a slug never changes once shipped.
 */
export const GRANT_ENTRIES: readonly GrantEntry[] = [
  ...INDIA_ENTRIES,
  ...INDIA_STATE_ENTRIES,
  ...US_ENTRIES,
  ...EUROPE_ENTRIES,
  ...UK_ENTRIES,
  ...OTHER_ENTRIES,
];
