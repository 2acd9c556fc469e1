import { z } from 'zod';
import { say } from '../i18n/say';
import type { AccessType, SourceType } from './access';

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_FILTERS = ['all', ...PRIORITIES] as const;

export const IDEA_LIMITS = { title: 200, text: 10_000, category: 100, tag: 50, tags: 20, comment: 5_000, maxCost: 1_000_000_000_000 };

/** A trimmed text of at most `max` characters, `tooLong` said past it. */
const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

const tagsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, say({ id: 'core.ideas.tagEmpty', defaultMessage: 'A tag cannot be empty' }))
      .max(IDEA_LIMITS.tag, say({ id: 'core.ideas.tagTooLong', defaultMessage: 'A tag must be at most {max} characters' }, { max: IDEA_LIMITS.tag })),
  )
  .max(IDEA_LIMITS.tags, say({ id: 'core.ideas.tooManyTags', defaultMessage: 'At most {max} tags' }, { max: IDEA_LIMITS.tags }))
  .transform((tags) => [...new Set(tags)]);

const ideaFields = {
  title: z
    .string()
    .trim()
    .min(1, say({ id: 'core.ideas.titleRequired', defaultMessage: 'Title is required' }))
    .max(IDEA_LIMITS.title, say({ id: 'core.ideas.titleTooLong', defaultMessage: 'Title must be at most {max} characters' }, { max: IDEA_LIMITS.title })),
  description: text(
    IDEA_LIMITS.text,
    say({ id: 'core.ideas.descriptionTooLong', defaultMessage: 'Description must be at most {max} characters' }, { max: IDEA_LIMITS.text }),
  ),
  category: text(
    IDEA_LIMITS.category,
    say({ id: 'core.ideas.categoryTooLong', defaultMessage: 'Category must be at most {max} characters' }, { max: IDEA_LIMITS.category }),
  ),
  priority: z.enum(PRIORITIES, say({ id: 'core.ideas.priorityInvalid', defaultMessage: 'Priority must be high, medium or low' })),
  ideaScore: z
    .number(say({ id: 'core.ideas.scoreNotNumber', defaultMessage: 'Score must be a number' }))
    .int(say({ id: 'core.ideas.scoreNotWhole', defaultMessage: 'Score must be a whole number' }))
    .min(0, say({ id: 'core.ideas.scoreOutOfRange', defaultMessage: 'Score must be between {min} and {max}' }, { min: 0, max: 10 }))
    .max(10, say({ id: 'core.ideas.scoreOutOfRange', defaultMessage: 'Score must be between {min} and {max}' }, { min: 0, max: 10 })),
  whyNow: text(IDEA_LIMITS.text, say({ id: 'core.ideas.whyNowTooLong', defaultMessage: 'Why now must be at most {max} characters' }, { max: IDEA_LIMITS.text })),
  costToValidate: z
    .number(say({ id: 'core.ideas.costNotNumber', defaultMessage: 'Cost must be a number' }))
    .min(0, say({ id: 'core.ideas.costNegative', defaultMessage: 'Cost cannot be negative' }))
    .max(IDEA_LIMITS.maxCost, say({ id: 'core.ideas.costTooLarge', defaultMessage: 'Cost is too large' }))
    .multipleOf(0.01, say({ id: 'core.ideas.costDecimals', defaultMessage: 'Cost has at most 2 decimals' })),
  efforts: text(IDEA_LIMITS.text, say({ id: 'core.ideas.effortsTooLong', defaultMessage: 'Efforts must be at most {max} characters' }, { max: IDEA_LIMITS.text })),
  validationGtm: text(
    IDEA_LIMITS.text,
    say({ id: 'core.ideas.validationGtmTooLong', defaultMessage: 'Validation/GTM must be at most {max} characters' }, { max: IDEA_LIMITS.text }),
  ),
  tags: tagsSchema,
};

/** A new idea: only the title is required; the spec's defaults fill the rest. */
export const createIdeaInputSchema = z
  .object({
    ...ideaFields,
    description: ideaFields.description.default(''),
    category: ideaFields.category.default(''),
    priority: ideaFields.priority.default('medium'),
    ideaScore: ideaFields.ideaScore.default(5),
    whyNow: ideaFields.whyNow.default(''),
    costToValidate: ideaFields.costToValidate.default(0),
    efforts: ideaFields.efforts.default(''),
    validationGtm: ideaFields.validationGtm.default(''),
    tags: tagsSchema.default([]),
    /** Makes the create idempotent: sent twice with the same key, it creates one idea (the idea page's new-… ids). */
    creationKey: z.string().regex(/^new-[\w-]{1,64}$/, say({ id: 'core.ideas.creationKeyInvalid', defaultMessage: 'Invalid creation key' })).optional(),
  })
  .strict();
export type CreateIdeaInput = z.input<typeof createIdeaInputSchema>;

/** Any of an idea's fields; tags, when sent, replace the set. */
export const updateIdeaInputSchema = z
  .object(ideaFields)
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, say({ id: 'core.ideas.noFieldSent', defaultMessage: 'Send at least one field' }));
export type UpdateIdeaInput = z.input<typeof updateIdeaInputSchema>;

export const pinIdeaInputSchema = z.object({ isPinned: z.boolean() }).strict();

export const addCommentInputSchema = z
  .object({
    content: z
      .string()
      .trim()
      .min(1, say({ id: 'core.ideas.commentEmpty', defaultMessage: 'Comment cannot be empty' }))
      .max(IDEA_LIMITS.comment, say({ id: 'core.ideas.commentTooLong', defaultMessage: 'Comment must be at most {max} characters' }, { max: IDEA_LIMITS.comment })),
  })
  .strict();
export type AddCommentInput = z.input<typeof addCommentInputSchema>;

const oneOrMany = z.union([z.string(), z.array(z.string())]).transform((value) => (Array.isArray(value) ? value : [value]));

/** The board's query: a page after `cursor`, searched and filtered on the server. */
export const boardQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(200, say({ id: 'core.ideas.searchTooLong', defaultMessage: 'Search must be at most {max} characters' }, { max: 200 })).optional(),
  priority: z.enum(PRIORITY_FILTERS, say({ id: 'core.ideas.priorityFilterInvalid', defaultMessage: 'Priority must be all, high, medium or low' })).default('all'),
  tag: oneOrMany.pipe(z.array(z.string().trim().min(1).max(IDEA_LIMITS.tag)).max(IDEA_LIMITS.tags)).optional(),
});
export type BoardQuery = z.input<typeof boardQuerySchema>;

export type IdeaComment = { id: string; content: string; createdAt: string; author: string };

/** A page of an idea's comments, newest first, after `cursor`. */
export const commentsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
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
