import type { WatchedPageInput } from '../core/tools/competitor-tracker/watched-pages';
import type { SeedRequest } from './founder-seed';

/**
 * The founder's watch list: three pages of two competitors. They are at .invalid addresses (RFC 6761 §6.4: never
 * resolved), so the bench reaches no site: each is kept with the problem its first read met, as a page is drawn then.
 */
const watch = (body: WatchedPageInput): SeedRequest => ({
  method: 'POST',
  path: '/api/competitor-tracker/pages',
  body,
});

export const WATCHED_PAGES: SeedRequest[] = [
  watch({ competitor: 'PracticePal', kind: 'pricing', url: 'https://practicepal.invalid/pricing' }),
  watch({ competitor: 'PracticePal', kind: 'changelog', url: 'https://practicepal.invalid/changelog' }),
  watch({ competitor: 'ClinicFlow', kind: 'careers', url: 'https://clinicflow.invalid/careers' }),
];
