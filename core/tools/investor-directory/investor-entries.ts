import { AFRICA_LATAM_INVESTORS } from './investor-entries-africa-latam';
import { EUROPE_INVESTORS } from './investor-entries-europe';
import { EUROPE_INVESTORS_2 } from './investor-entries-europe-2';
import { GLOBAL_INVESTORS } from './investor-entries-global';
import { INDIA_INVESTORS } from './investor-entries-india';
import { INDIA_INVESTORS_2 } from './investor-entries-india-2';
import { US_INVESTORS } from './investor-entries-us';
import { US_INVESTORS_2 } from './investor-entries-us-2';
import { type InvestorEntry } from './investor-entry';

/**
 * Every investor the app ships in the Investor Directory (issue 35): real, publicly documented accelerators, funds,
 * angel networks and corporate investors, each citing the public pages it was read from (see the region files). A
 * cheque appears only where a cited page publishes it, with the day it said so. Slugs never change once shipped.
 */
export const INVESTOR_ENTRIES: readonly InvestorEntry[] = [
  ...INDIA_INVESTORS,
  ...INDIA_INVESTORS_2,
  ...US_INVESTORS,
  ...US_INVESTORS_2,
  ...EUROPE_INVESTORS,
  ...EUROPE_INVESTORS_2,
  ...GLOBAL_INVESTORS,
  ...AFRICA_LATAM_INVESTORS,
];
