import {
  TRACKED_DEADLINES_KEY,
  trackDeadlineInputSchema,
} from '@core/tools/competition-hackathon-directory/tracked-deadlines';
import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { listDeadlines } from './competition-deadlines.service';
import { competitionDeadlinesData } from './competition-hackathon-directory-data';
import { competitionDirectoryRoutes } from './competition-hackathon-directory.routes';
import { competitionDeadlines } from './competition-hackathon-directory.tables';
import { deadlineRemindersJob } from './deadline-reminders';
import { competitionDeadlineKind } from './mail/deadline-kind';

/** Shipped entries the fuzz seed tracks, and the fuzzer sends as real `:entry` values. */
const SEED_ENTRIES = ['rice-business-plan-competition', 'mit-100k-entrepreneurship-competition'];

/** The Competition & Hackathon Directory's tracked deadlines and their reminders (ADR 0099). */
export const competitionHackathonDirectoryModule = defineServerToolModule({
  id: 'competition-hackathon-directory',
  routes: {
    '/competition-hackathon-directory': ({ db, readSession }) => competitionDirectoryRoutes(db, readSession),
  },
  // The page opens with the user's tracked deadlines above the search.
  firstQueries: async (db, userId) => [
    { key: TRACKED_DEADLINES_KEY, data: (await listDeadlines(db, userId, new Date())).deadlines },
  ],
  jobs: ({ db, notifier }) => [deadlineRemindersJob(db, notifier)],
  data: competitionDeadlinesData,
  notificationKinds: [competitionDeadlineKind],
  fuzz: {
    routes: [
      { method: 'GET', route: '/api/competition-hackathon-directory/deadlines' },
      {
        method: 'PUT',
        route: '/api/competition-hackathon-directory/deadlines/:entry',
        params: { entry: 'competitionEntry' },
        body: trackDeadlineInputSchema,
        fields: { deadlineOn: 'isoDay' },
      },
      {
        method: 'DELETE',
        route: '/api/competition-hackathon-directory/deadlines/:entry',
        params: { entry: 'competitionEntry' },
      },
    ],
    importFields: { deadlineOn: 'isoDay' },
    // The owner tracks one entry's deadline; the other entry is tracked by nobody.
    seed: async ({ send }) => {
      await send(
        `/api/competition-hackathon-directory/deadlines/${SEED_ENTRIES[0]}`,
        { deadlineOn: '2099-03-01', note: 'Spring application', timeZone: 'Europe/Berlin' },
        'PUT',
      );
      return { competitionEntry: SEED_ENTRIES };
    },
    tables: [competitionDeadlines],
    // The hourly reminders stamp a deadline whose reminder went out.
    stampedColumns: [competitionDeadlines.earlyRemindedAt, competitionDeadlines.dayRemindedAt],
  },
});
