import { journalDocuments } from '../core/tools/mental-health-support/journal';
import { saved } from './founder-seed';

/** The bench founder's private journal in Mental Health Support: a fortnight of check-ins, some with notes. */
export const JOURNAL = saved(journalDocuments, 'My journal', {
  entries: Array.from({ length: 14 }, (_, i) => ({
    id: `entry-${i + 1}`,
    on: `2026-11-${String(i + 1).padStart(2, '0')}`,
    mood: ([3, 4, 2, 3, 5, 4, 3] as const)[i % 7]!,
    note: i % 3 === 0 ? 'Long day of customer calls; two clinics signed the pilot.' : '',
  })),
});
