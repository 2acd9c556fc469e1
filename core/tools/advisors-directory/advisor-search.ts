import { say } from '../../i18n/say';
import { z } from '../../zod';
import { ADVISOR_LIMITS, tooLong, type AdvisorProfileFields } from './advisor-profile';

const searchText = z.optional(z.string().check(z.maxLength(ADVISOR_LIMITS.query, tooLong(ADVISOR_LIMITS.query))));

/**
 * GET /api/advisors-directory/advisors as the address writes it: `q` (words, each must begin a word of the advisor's
 * name, headline, expertise or how they help), `expertise` and `industry` (one of the advisor's tags, in any case) and
 * `page` (from 1, ADVISOR_LIMITS.pageSize a page).
 */
export const advisorSearchSchema = z.strictObject({
  q: searchText,
  expertise: searchText,
  industry: searchText,
  page: z.optional(
    z.pipe(
      z
        .string()
        .check(z.regex(/^\d{1,5}$/, say({ id: 'core.advisors.badPage', defaultMessage: 'Must be a page number' }))),
      z.transform(Number),
    ),
  ),
});
export type AdvisorSearch = z.output<typeof advisorSearchSchema>;

/**
 * An advisor as a search shows them to a signed-in user: their public name and what they published — never their
 * e-mail address. `isMine` marks the reader's own; `hasPendingIntro`, an intro the reader sent them that waits.
 */
export type AdvisorCard = AdvisorProfileFields & {
  id: string;
  name: string;
  isMine: boolean;
  hasPendingIntro: boolean;
};

/** One page of the search: its advisors (best match first, else the most recently updated) and how many match. */
export type AdvisorSearchPage = { advisors: AdvisorCard[]; total: number; page: number; pageSize: number };
