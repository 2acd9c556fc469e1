import { isWebAddressOrNone } from '../../idea-page/rich-content';
import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';

/**
 * The Advisors Directory's limits (ADR 0098): what one profile may hold, and how many intro requests a founder may
 * have waiting and send in a day — enough for a founder looking for help, too few to mail advisors in bulk.
 */
export const ADVISOR_LIMITS = {
  headline: 120,
  tag: 40,
  tags: 10,
  howTheyHelp: 1000,
  link: 300,
  hoursPerMonth: 200,
  introMessage: 1000,
  pendingIntros: 5,
  introsPerDay: 10,
  pageSize: 20,
  query: 200,
  pages: 10_000,
} as const;

/** What an advisor is open to. */
export const OPEN_TO = ['calls', 'mentoring', 'advising', 'angel', 'board'] as const;
export type OpenTo = (typeof OPEN_TO)[number];
/** How an advisor prefers a founder to reach them once they accept an intro. */
export const CONTACT_PREFERENCES = ['email', 'intro-call'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** Past `max` characters (any of the directory's texts). */
export const tooLong = (max: number) =>
  say({ id: 'core.advisors.tooLong', defaultMessage: 'Must be at most {max} characters' }, { max });

/** A list of tags as typed: each trimmed, blanks dropped, each once (whatever its case), at most ADVISOR_LIMITS.tags. */
const tagList = (required: string | undefined) =>
  z
    .pipe(
      z.array(trimmedText(ADVISOR_LIMITS.tag, { tooLong: tooLong(ADVISOR_LIMITS.tag) })),
      z.transform((tags) =>
        tags.filter(
          (tag, index) => tag !== '' && tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index,
        ),
      ),
    )
    .check(
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(
        ADVISOR_LIMITS.tags,
        say({ id: 'core.advisors.tooManyTags', defaultMessage: 'At most {max} tags' }, { max: ADVISOR_LIMITS.tags }),
      ),
    );

/** An optional web page (LinkedIn, a site): http(s) only, none when blank. */
const linkSchema = z.pipe(
  z._default(
    z.nullable(
      trimmedText(ADVISOR_LIMITS.link, { tooLong: tooLong(ADVISOR_LIMITS.link) }).check(
        z.refine(isWebAddressOrNone, {
          message: say({
            id: 'core.advisors.linkNotHttp',
            defaultMessage: 'Enter a web address starting with http:// or https://',
          }),
        }),
      ),
    ),
    null,
  ),
  z.transform((link) => link || null),
);

/** The body of PUT /api/advisors-directory/profile: the profile to publish (or to keep, edited). */
export const advisorProfileInputSchema = z.strictObject({
  headline: trimmedText(ADVISOR_LIMITS.headline, {
    required: say({ id: 'core.advisors.headlineRequired', defaultMessage: 'Write a headline' }),
    tooLong: tooLong(ADVISOR_LIMITS.headline),
  }),
  expertise: tagList(
    say({ id: 'core.advisors.expertiseRequired', defaultMessage: 'Add at least one area of expertise' }),
  ),
  industries: z._default(tagList(undefined), []),
  howTheyHelp: trimmedText(ADVISOR_LIMITS.howTheyHelp, {
    required: say({ id: 'core.advisors.howTheyHelpRequired', defaultMessage: 'Say how you can help founders' }),
    tooLong: tooLong(ADVISOR_LIMITS.howTheyHelp),
  }),
  hoursPerMonth: z._default(
    z.nullable(
      z
        .int()
        .check(
          z.minimum(
            1,
            say(
              { id: 'core.advisors.hoursRange', defaultMessage: 'Enter between 1 and {max} hours' },
              { max: ADVISOR_LIMITS.hoursPerMonth },
            ),
          ),
          z.maximum(
            ADVISOR_LIMITS.hoursPerMonth,
            say(
              { id: 'core.advisors.hoursRange', defaultMessage: 'Enter between 1 and {max} hours' },
              { max: ADVISOR_LIMITS.hoursPerMonth },
            ),
          ),
        ),
    ),
    null,
  ),
  openTo: z
    .pipe(
      z.array(z.enum(OPEN_TO)),
      z.transform((values) => OPEN_TO.filter((value) => values.includes(value))),
    )
    .check(z.minLength(1, say({ id: 'core.advisors.openToRequired', defaultMessage: 'Choose what you are open to' }))),
  contactPreference: z.enum(
    CONTACT_PREFERENCES,
    say({ id: 'core.advisors.contactPreference', defaultMessage: 'Choose how founders should reach you' }),
  ),
  link: linkSchema,
});
export type AdvisorProfileInput = z.input<typeof advisorProfileInputSchema>;
export type AdvisorProfileFields = z.output<typeof advisorProfileInputSchema>;

/** The user's own profile: published (found in search) or withdrawn (kept for them alone, to publish again). */
export type AdvisorProfileView = AdvisorProfileFields & { id: string; isPublished: boolean; updatedAt: string };
/** The answer of GET /api/advisors-directory/profile: the user's profile, or null before they wrote one. */
export type OwnAdvisorProfile = { profile: AdvisorProfileView | null };
