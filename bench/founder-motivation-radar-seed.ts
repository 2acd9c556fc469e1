import { checkInLogDocuments } from '../core/tools/founder-motivation-radar/check-in-logs';
import { checkInOf } from '../core/tools/founder-motivation-radar/check-in-test-data';
import { saved } from './founder-seed';

/*
 * The bench founder's (ClinicDesk) weekly check-ins: four weeks of November 2026, Monday reminders in India's time.
 * Scores in the radar's order: energy, motivation, stress (5 = calm), sleep, focus.
 */
export const CHECK_IN_LOG = saved(checkInLogDocuments, 'My check-ins', {
  timeZone: 'Asia/Kolkata',
  reminderDay: 1,
  checkIns: [
    checkInOf('2026-W48', [3, 4, 2, 3, 3], 'Pilot renewal with Gupta Family Clinic signed'),
    checkInOf('2026-W47', [3, 3, 3, 3, 4], 'Two investor meetings, slept badly before the second'),
    checkInOf('2026-W46', [4, 4, 3, 4, 4]),
    checkInOf('2026-W45', [4, 5, 3, 4, 3], 'Shipped appointment reminders'),
  ],
});
