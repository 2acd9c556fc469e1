import { say } from '../i18n/say';
import { currencySchema, type Currency } from '../tools/money';
import { trimmedText } from '../trimmed-text';
import { z } from '../zod';
import type { AccessType, SourceType } from './access';

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_FILTERS = ['all', ...PRIORITIES] as const;

export const IDEA_LIMITS = {
  title: 200,
  text: 10_000,
  category: 100,
  tag: 50,
  tags: 20,
  comment: 5_000,
  maxCost: 1_000_000_000_000,
};

const tagsSchema = z.pipe(
  z
    .array(
      trimmedText(IDEA_LIMITS.tag, {
        required: say({ id: 'core.ideas.tagEmpty', defaultMessage: 'A tag cannot be empty' }),
        tooLong: say(
          { id: 'core.ideas.tagTooLong', defaultMessage: 'A tag must be at most {max} characters' },
          { max: IDEA_LIMITS.tag },
        ),
      }),
    )
    .check(
      z.maxLength(
        IDEA_LIMITS.tags,
        say({ id: 'core.ideas.tooManyTags', defaultMessage: 'At most {max} tags' }, { max: IDEA_LIMITS.tags }),
      ),
    ),
  z.transform((tags) => [...new Set(tags)]),
);

const SCORE_OUT_OF_RANGE = say(
  { id: 'core.ideas.scoreOutOfRange', defaultMessage: 'Score must be between {min} and {max}' },
  { min: 0, max: 10 },
);

const ideaFields = {
  title: trimmedText(IDEA_LIMITS.title, {
    required: say({ id: 'core.ideas.titleRequired', defaultMessage: 'Title is required' }),
    tooLong: say(
      { id: 'core.ideas.titleTooLong', defaultMessage: 'Title must be at most {max} characters' },
      { max: IDEA_LIMITS.title },
    ),
  }),
  description: trimmedText(IDEA_LIMITS.text, {
    tooLong: say(
      { id: 'core.ideas.descriptionTooLong', defaultMessage: 'Description must be at most {max} characters' },
      { max: IDEA_LIMITS.text },
    ),
  }),
  category: trimmedText(IDEA_LIMITS.category, {
    tooLong: say(
      { id: 'core.ideas.categoryTooLong', defaultMessage: 'Category must be at most {max} characters' },
      { max: IDEA_LIMITS.category },
    ),
  }),
  priority: z.enum(
    PRIORITIES,
    say({ id: 'core.ideas.priorityInvalid', defaultMessage: 'Priority must be high, medium or low' }),
  ),
  ideaScore: z
    .number(say({ id: 'core.ideas.scoreNotNumber', defaultMessage: 'Score must be a number' }))
    .check(
      z.int(say({ id: 'core.ideas.scoreNotWhole', defaultMessage: 'Score must be a whole number' })),
      z.gte(0, SCORE_OUT_OF_RANGE),
      z.lte(10, SCORE_OUT_OF_RANGE),
    ),
  whyNow: trimmedText(IDEA_LIMITS.text, {
    tooLong: say(
      { id: 'core.ideas.whyNowTooLong', defaultMessage: 'Why now must be at most {max} characters' },
      { max: IDEA_LIMITS.text },
    ),
  }),
  costToValidate: z
    .number(say({ id: 'core.ideas.costNotNumber', defaultMessage: 'Cost must be a number' }))
    .check(
      z.gte(0, say({ id: 'core.ideas.costNegative', defaultMessage: 'Cost cannot be negative' })),
      z.lte(IDEA_LIMITS.maxCost, say({ id: 'core.ideas.costTooLarge', defaultMessage: 'Cost is too large' })),
      z.multipleOf(0.01, say({ id: 'core.ideas.costDecimals', defaultMessage: 'Cost has at most 2 decimals' })),
    ),
  /** The currency the cost is in, shown in it (ADR 0070: '₹2,50,000' stays rupees). */
  costCurrency: currencySchema,
  efforts: trimmedText(IDEA_LIMITS.text, {
    tooLong: say(
      { id: 'core.ideas.effortsTooLong', defaultMessage: 'Efforts must be at most {max} characters' },
      { max: IDEA_LIMITS.text },
    ),
  }),
  validationGtm: trimmedText(IDEA_LIMITS.text, {
    tooLong: say(
      { id: 'core.ideas.validationGtmTooLong', defaultMessage: 'Validation/GTM must be at most {max} characters' },
      { max: IDEA_LIMITS.text },
    ),
  }),
  tags: tagsSchema,
};

/** A new idea: only the title is required; the spec's defaults fill the rest. */
export const createIdeaInputSchema = z.strictObject({
  ...ideaFields,
  description: z._default(ideaFields.description, ''),
  category: z._default(ideaFields.category, ''),
  priority: z._default(ideaFields.priority, 'medium'),
  ideaScore: z._default(ideaFields.ideaScore, 5),
  whyNow: z._default(ideaFields.whyNow, ''),
  costToValidate: z._default(ideaFields.costToValidate, 0),
  // Before ADR 0070 every cost was shown in dollars: an import file or API call without a currency means them.
  costCurrency: z._default(ideaFields.costCurrency, 'USD'),
  efforts: z._default(ideaFields.efforts, ''),
  validationGtm: z._default(ideaFields.validationGtm, ''),
  tags: z._default(tagsSchema, []),
  /** Makes the create idempotent: sent twice with the same key, it creates one idea (the idea page's new-… ids). */
  creationKey: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^new-[\w-]{1,64}$/,
          say({ id: 'core.ideas.creationKeyInvalid', defaultMessage: 'Invalid creation key' }),
        ),
      ),
  ),
});
export type CreateIdeaInput = z.input<typeof createIdeaInputSchema>;

/** Any of an idea's fields; tags, when sent, replace the set. */
export const updateIdeaInputSchema = z
  .partial(z.strictObject(ideaFields))
  .check(
    z.refine(
      (input) => Object.keys(input).length > 0,
      say({ id: 'core.ideas.noFieldSent', defaultMessage: 'Send at least one field' }),
    ),
  );
export type UpdateIdeaInput = z.input<typeof updateIdeaInputSchema>;

export const pinIdeaInputSchema = z.strictObject({ isPinned: z.boolean() });

export const addCommentInputSchema = z.strictObject({
  content: trimmedText(IDEA_LIMITS.comment, {
    required: say({ id: 'core.ideas.commentEmpty', defaultMessage: 'Comment cannot be empty' }),
    tooLong: say(
      { id: 'core.ideas.commentTooLong', defaultMessage: 'Comment must be at most {max} characters' },
      { max: IDEA_LIMITS.comment },
    ),
  }),
});
export type AddCommentInput = z.input<typeof addCommentInputSchema>;

const oneOrMany = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value) => (Array.isArray(value) ? value : [value])),
);

/** How many of a list a page brings: 1 to `max`, `fallback` when the query leaves it out. */
const pageLimit = (max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(max)), fallback);

/** The board's query: a page after `cursor`, searched and filtered on the server. */
export const boardQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: pageLimit(100, 50),
  search: z.optional(
    trimmedText(200, {
      tooLong: say(
        { id: 'core.ideas.searchTooLong', defaultMessage: 'Search must be at most {max} characters' },
        { max: 200 },
      ),
    }),
  ),
  priority: z._default(
    z.enum(
      PRIORITY_FILTERS,
      say({ id: 'core.ideas.priorityFilterInvalid', defaultMessage: 'Priority must be all, high, medium or low' }),
    ),
    'all',
  ),
  tag: z.optional(
    z.pipe(oneOrMany, z.array(trimmedText(IDEA_LIMITS.tag, { required: true })).check(z.maxLength(IDEA_LIMITS.tags))),
  ),
});
export type BoardQuery = z.input<typeof boardQuerySchema>;

export type IdeaComment = { id: string; content: string; createdAt: string; author: string };

/** A page of an idea's comments, newest first, after `cursor`. */
export const commentsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: pageLimit(100, 20),
});
export type CommentsQuery = z.input<typeof commentsQuerySchema>;
export type CommentPage = { comments: IdeaComment[]; nextCursor: string | null };

/** An idea as a viewer sees it (the spec's idea client view, with the viewer's permissions). */
export type IdeaView = {
  id: string;
  title: string;
  description: string;
  category: string;
  priority: Priority;
  ideaScore: number;
  whyNow: string;
  costToValidate: number;
  costCurrency: Currency;
  efforts: string;
  validationGtm: string;
  /** The owner's own pin; false for everyone else. */
  isPinned: boolean;
  isCommunityShared: boolean;
  tags: string[];
  /** The newest comments (up to BOARD_COMMENTS), newest first, and how many there are in all. */
  comments: IdeaComment[];
  commentCount: number;
  createdAt: string;
  sourceType: SourceType;
  accessType: AccessType;
  author: string;
  authorAvatar: string | null;
  permissions: { canComment: boolean; canEdit: boolean; canShare: boolean; canPin: boolean; canDelete: boolean };
};

/** Comments a board card brings with it; the carousel fetches older ones when the viewer pages to them. */
export const BOARD_COMMENTS = 3;

export type BoardPage = { ideas: IdeaView[]; nextCursor: string | null };
