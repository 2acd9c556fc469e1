import { advisorProfileInputSchema } from '@core/tools/advisors-directory/advisor-profile';
import { advisorSearchSchema } from '@core/tools/advisors-directory/advisor-search';
import { introAnswerInputSchema, introRequestInputSchema } from '@core/tools/advisors-directory/intro-requests';
import {
  ADVISOR_PROFILE_KEY,
  advisorSearchKey,
  INTRO_REQUESTS_KEY,
  NO_ADVISOR_SEARCH,
} from '@core/tools/advisors-directory/advisors-query-keys';
import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { getOwnProfile } from './advisor-profile.service';
import { searchAdvisors } from './advisor-search.service';
import { listIntros } from './intro-requests.service';
import { advisorsDirectoryData } from './advisors-directory-data';
import { advisorsDirectoryRoutes } from './advisors-directory.routes';
import { advisorIntroRequests, advisorProfiles } from './advisors-directory.tables';
import { introAcceptedKind, introDeclinedKind, introRequestedKind } from './mail/intro-kinds';

/** A sample profile, as the fuzz seed publishes it. */
const SEED_PROFILE = {
  headline: 'Fintech operator',
  expertise: ['Payments'],
  howTheyHelp: 'Pricing and partnerships',
  openTo: ['calls'],
  contactPreference: 'email',
};

/** The Advisors Directory (ADR 0098): profiles users publish themselves, searched by founders, and intro requests. */
export const advisorsDirectoryModule = defineServerToolModule({
  id: 'advisors-directory',
  routes: {
    '/advisors-directory': ({ db, notifier, readSession }) => advisorsDirectoryRoutes(db, notifier, readSession),
  },
  // The page opens with the user's own profile, every advisor's first page and the intro requests.
  firstQueries: async (db, userId) => {
    const [{ profile }, advisors, intros] = await Promise.all([
      getOwnProfile(db, userId),
      searchAdvisors(db, userId, {}),
      listIntros(db, userId),
    ]);
    return [
      { key: ADVISOR_PROFILE_KEY, data: profile },
      { key: advisorSearchKey(NO_ADVISOR_SEARCH), data: advisors },
      { key: INTRO_REQUESTS_KEY, data: intros },
    ];
  },
  data: advisorsDirectoryData,
  notificationKinds: [introRequestedKind, introAcceptedKind, introDeclinedKind],
  fuzz: {
    routes: [
      { method: 'GET', route: '/api/advisors-directory/profile' },
      { method: 'PUT', route: '/api/advisors-directory/profile', body: advisorProfileInputSchema },
      { method: 'POST', route: '/api/advisors-directory/profile/withdraw' },
      { method: 'GET', route: '/api/advisors-directory/advisors', query: advisorSearchSchema },
      {
        method: 'POST',
        route: '/api/advisors-directory/advisors/:id/intros',
        params: { id: 'advisorProfile' },
        body: introRequestInputSchema,
      },
      { method: 'GET', route: '/api/advisors-directory/intros' },
      {
        method: 'POST',
        route: '/api/advisors-directory/intros/:id/answer',
        params: { id: 'introRequest' },
        body: introAnswerInputSchema,
      },
    ],
    // The owner's profile and the other user's; the owner asks the other for an intro.
    seed: async ({ send, sendAsOther }) => {
      const own = await send<{ id: string }>('/api/advisors-directory/profile', SEED_PROFILE, 'PUT');
      const other = await sendAsOther<{ id: string }>('/api/advisors-directory/profile', SEED_PROFILE, 'PUT');
      const intro = await send<{ id: string }>(`/api/advisors-directory/advisors/${other.id}/intros`, {
        message: 'Could we talk about pricing?',
      });
      return { advisorProfile: [own.id, other.id], introRequest: [intro.id] };
    },
    tables: [advisorProfiles, advisorIntroRequests],
  },
});
