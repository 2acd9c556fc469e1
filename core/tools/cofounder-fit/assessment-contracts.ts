import { say } from '../../i18n/say';
import { emailAddressSchema } from '../../user/email-address';
import { z } from '../../zod';
import {
  assessmentAnswersSchema,
  type AssessmentResult,
  type Compatibility,
  type CompatibilityCategory,
} from './cofounder-assessment';

export const ASSESSMENT_LIMITS = {
  /** Results one user may keep; the past results list shows them all, newest first. */
  resultsPerUser: 100,
  /** Co-founders invited to compare with one result (expired invitations not answered do not count); one address once. */
  invitesPerResult: 5,
  /** Invitation mails one user may send in 24 hours, over all their results. */
  invitesPerDay: 20,
  /** Days an invitation link stays valid to answer; once answered, it stays readable. */
  inviteDays: 30,
};

/** Saving (or importing) a result beyond the cap. */
export const RESULTS_CAP_MESSAGE = say(
  {
    id: 'core.tools.cofounderFit.resultsCap',
    defaultMessage: 'You can keep up to {max} results. Delete one to save another.',
  },
  { max: ASSESSMENT_LIMITS.resultsPerUser },
);

/** A finished assessment (saving one, or an invited co-founder answering): the ratings in question order only. */
export const assessmentAnswersInputSchema = z.object({ answers: assessmentAnswersSchema });

export const inviteCofounderInputSchema = z.object({
  email: emailAddressSchema,
});
export type InviteCofounderInput = z.input<typeof inviteCofounderInputSchema>;

/** One side of a comparison: the total, its band and each category's percent. */
export type ComparisonSide = {
  totalScore: number;
  compatibility: Compatibility;
  categoryPercents: Record<CompatibilityCategory, number>;
};

/** Both answers to one question; `isTalkingPoint` when they are 2 or more points apart. */
export type QuestionComparison = {
  questionId: string;
  inviterAnswer: number;
  cofounderAnswer: number;
  difference: number;
  isTalkingPoint: boolean;
};

/** The owner's answers beside their invited co-founder's. */
export type AssessmentComparison = {
  inviter: ComparisonSide;
  cofounder: ComparisonSide;
  questions: QuestionComparison[];
};

/** A saved result in its owner's list. */
export type AssessmentSummary = { id: string; totalScore: number; compatibility: Compatibility; createdAt: string };

export type InviteStatus = 'waiting' | 'answered' | 'expired';

/** An invitation as its sender sees it: to whom, where it stands, and the comparison once answered. */
export type AssessmentInviteView = {
  id: string;
  email: string;
  status: InviteStatus;
  createdAt: string;
  expiresAt: string;
  comparison: AssessmentComparison | null;
};

/** A saved result, whole, for its owner. */
export type SavedAssessment = AssessmentSummary & {
  answers: number[];
  result: AssessmentResult;
  invites: AssessmentInviteView[];
};

/** What an invitation link tells the invited person: who invited them (by name only) and whether they answered. */
export type AssessmentInviteInfo = { inviterName: string; isAnswered: boolean; expiresAt: string };
