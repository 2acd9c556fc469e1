import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { defineToolDocuments } from '../tool-document-contracts';
import { z } from '../../zod';
import { insightsSchema, RESEARCH_LIMITS, researchListsSchema } from './research-plan';

/** The idea the research is about (optional): its Idea Garage id and its title when it was picked. */
const researchIdeaSchema = z.nullable(
  z.object({
    id: trimmedText(64, { required: true }),
    title: trimmedText(RESEARCH_LIMITS.ideaTitle),
  }),
);

/** What a saved research plan holds: the idea, the interview guide, the interviews, their quotes and the insights. */
export const researchPlanDataSchema = z
  .object({ idea: researchIdeaSchema, ...researchListsSchema, insights: insightsSchema })
  .check(
    z.refine(
      (plan) => plan.quotes.every((quote) => plan.interviews.some((interview) => interview.id === quote.interviewId)),
      {
        message: say({
          id: 'core.tools.userResearchBot.quoteWithoutInterview',
          defaultMessage: 'Each quote must come from one of the interviews',
        }),
        path: ['quotes'],
      },
    ),
  );

export type ResearchPlanData = z.infer<typeof researchPlanDataSchema>;

/** The User Research Bot's saved documents: named research plans. */
export const researchPlanDocuments = defineToolDocuments({
  toolId: 'user-research-bot',
  messages: {
    notFound: () => say({ id: 'core.tools.userResearchBot.planNotFound', defaultMessage: 'Research plan not found' }),
    // The name in quotes: a quote before an argument would quote it in ICU, so the quotes travel with the name.
    nameTaken: (name) =>
      say(
        {
          id: 'core.tools.userResearchBot.planNameTaken',
          defaultMessage: 'You already have a research plan named {name}',
        },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.userResearchBot.tooManyPlans',
          defaultMessage: 'You can save up to {max} research plans. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.userResearchBot.planChangedElsewhere',
        defaultMessage: 'This research plan was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () =>
      say({ id: 'core.tools.userResearchBot.planNameRequired', defaultMessage: 'Research plan name is required' }),
    nameTooLong: (max) =>
      say(
        {
          id: 'core.tools.userResearchBot.planNameTooLong',
          defaultMessage: 'Research plan name must be at most {max} characters',
        },
        { max },
      ),
  },
  data: researchPlanDataSchema,
  nameMaxLength: RESEARCH_LIMITS.planName,
  maxPerUser: RESEARCH_LIMITS.plans,
  summarize: ({ interviews }) => `${interviews.length} ${interviews.length === 1 ? 'interview' : 'interviews'}`,
});
