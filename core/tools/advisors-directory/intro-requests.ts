import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';
import { ADVISOR_LIMITS, tooLong } from './advisor-profile';

/** The body of POST /api/advisors-directory/advisors/:id/intros: a short note from the founder. */
export const introRequestInputSchema = z.strictObject({
  message: trimmedText(ADVISOR_LIMITS.introMessage, {
    required: say({ id: 'core.advisors.introMessageRequired', defaultMessage: 'Write a short message to the advisor' }),
    tooLong: tooLong(ADVISOR_LIMITS.introMessage),
  }),
});
export type IntroRequestInput = z.input<typeof introRequestInputSchema>;

export const INTRO_ANSWERS = ['accept', 'decline'] as const;
/** The body of POST /api/advisors-directory/intros/:id/answer: the advisor's answer. */
export const introAnswerInputSchema = z.strictObject({
  answer: z.enum(INTRO_ANSWERS, say({ id: 'core.advisors.introAnswer', defaultMessage: 'Accept or decline' })),
});

export const INTRO_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type IntroStatus = (typeof INTRO_STATUSES)[number];

/**
 * An intro request as one of its two people sees it: the other person by their public name (and the advisor's
 * headline), and the other's e-mail address only once the advisor accepted (null before, and after a decline).
 */
export type IntroRequestView = {
  id: string;
  status: IntroStatus;
  message: string;
  createdAt: string;
  answeredAt: string | null;
  counterpart: { name: string; headline: string | null; email: string | null };
};

/** GET /api/advisors-directory/intros: the requests the user received as an advisor, and those they sent; newest first. */
export type IntroRequests = { received: IntroRequestView[]; sent: IntroRequestView[] };
