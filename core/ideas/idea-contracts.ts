import { z } from 'zod';
import type { AccessType, SourceType } from './access';

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_FILTERS = ['all', ...PRIORITIES] as const;

export const IDEA_LIMITS = { title: 200, text: 10_000, category: 100, tag: 50, tags: 20, comment: 5_000, maxCost: 1_000_000_000_000 };

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

const tagsSchema = z
  .array(z.string().trim().min(1, 'A tag cannot be empty').max(IDEA_LIMITS.tag, `A tag must be at most ${IDEA_LIMITS.tag} characters`))
  .max(IDEA_LIMITS.tags, `At most ${IDEA_LIMITS.tags} tags`)
  .transform((tags) => [...new Set(tags)]);

const ideaFields = {
  title: z.string().trim().min(1, 'Title is required').max(IDEA_LIMITS.title, `Title must be at most ${IDEA_LIMITS.title} characters`),
  description: text(IDEA_LIMITS.text, 'Description'),
  category: text(IDEA_LIMITS.category, 'Category'),
  priority: z.enum(PRIORITIES, 'Priority must be high, medium or low'),
  ideaScore: z
    .number('Score must be a number')
    .int('Score must be a whole number')
    .min(0, 'Score must be between 0 and 10')
    .max(10, 'Score must be between 0 and 10'),
  whyNow: text(IDEA_LIMITS.text, 'Why now'),
  costToValidate: z
    .number('Cost must be a number')
    .min(0, 'Cost cannot be negative')
    .max(IDEA_LIMITS.maxCost, 'Cost is too large')
    .multipleOf(0.01, 'Cost has at most 2 decimals'),
  efforts: text(IDEA_LIMITS.text, 'Efforts'),
  validationGtm: text(IDEA_LIMITS.text, 'Validation/GTM'),
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
    creationKey: z.string().regex(/^new-[\w-]{1,64}$/, 'Invalid creation key').optional(),
  })
  .strict();
export type CreateIdeaInput = z.input<typeof createIdeaInputSchema>;

/** Any of an idea's fields; tags, when sent, replace the set. */
export const updateIdeaInputSchema = z
  .object(ideaFields)
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, 'Send at least one field');
export type UpdateIdeaInput = z.input<typeof updateIdeaInputSchema>;

export const pinIdeaInputSchema = z.object({ isPinned: z.boolean() }).strict();

export const addCommentInputSchema = z
  .object({
    content: z
      .string()
      .trim()
      .min(1, 'Comment cannot be empty')
      .max(IDEA_LIMITS.comment, `Comment must be at most ${IDEA_LIMITS.comment} characters`),
  })
  .strict();
export type AddCommentInput = z.input<typeof addCommentInputSchema>;

const oneOrMany = z.union([z.string(), z.array(z.string())]).transform((value) => (Array.isArray(value) ? value : [value]));

/** The board's query: a page after `cursor`, searched and filtered on the server. */
export const boardQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  priority: z.enum(PRIORITY_FILTERS, 'Priority must be all, high, medium or low').default('all'),
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
